// SPDX-License-Identifier: Apache-2.0
package org.outpost.changestream.apply.entities;

import jakarta.persistence.Embedded;
import jakarta.persistence.Entity;
import jakarta.persistence.Id;
import jakarta.persistence.Table;

/** Assigned id, an embedded address with default column names. */
@Entity
@Table(name = "seller")
public class Seller {
    @Id
    public Long id;
    public String name;
    @Embedded
    public Address address;
}
