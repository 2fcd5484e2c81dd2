// SPDX-License-Identifier: Apache-2.0
package org.outpost.changestream.apply.entities;

import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.Id;
import jakarta.persistence.Table;

/** Two accounts updated together keep a constant total: the invariant of the half-applied test. */
@Entity
@Table(name = "account")
public class Account {
    @Id
    public Long id;
    @Column(nullable = false)
    public long balance;
}
