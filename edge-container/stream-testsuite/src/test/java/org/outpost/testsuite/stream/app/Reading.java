// SPDX-License-Identifier: Apache-2.0
package org.outpost.testsuite.stream.app;

import jakarta.persistence.Entity;
import jakarta.persistence.GeneratedValue;
import jakarta.persistence.GenerationType;
import jakarta.persistence.Id;
import jakarta.persistence.Version;

/** A meter reading written on main and replicated to the edge; each application maps it to a table of its own (orm.xml). */
@Entity
public class Reading {

    @Id
    @GeneratedValue(strategy = GenerationType.IDENTITY)
    private Long id;

    private long amount;

    @Version
    private long version;

    protected Reading() {
    }

    public Reading(long amount) {
        this.amount = amount;
    }

    public long id() {
        return this.id;
    }
}
