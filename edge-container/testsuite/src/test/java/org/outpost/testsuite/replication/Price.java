// SPDX-License-Identifier: Apache-2.0
package org.outpost.testsuite.replication;

import jakarta.persistence.Entity;
import jakarta.persistence.Id;
import jakarta.persistence.Table;

/** A replicated entity in invalidate mode: only its key travels; an edge fetches the row from main when read. */
@Entity
@Table(name = "test_price")
public class Price {

    @Id
    private String sku;
    private int amount;

    protected Price() {
    }

    Price(String sku, int amount) {
        this.sku = sku;
        this.amount = amount;
    }

    int amount() {
        return this.amount;
    }

    void amount(int amount) {
        this.amount = amount;
    }

    String line() {
        return this.sku + " " + this.amount;
    }
}
