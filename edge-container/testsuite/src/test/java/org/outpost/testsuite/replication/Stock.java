// SPDX-License-Identifier: Apache-2.0
package org.outpost.testsuite.replication;

import jakarta.persistence.Entity;
import jakarta.persistence.Id;
import jakarta.persistence.Table;

/** A replicated entity in sync mode: a writer on main returns only once the edges applied its change. */
@Entity
@Table(name = "test_stock")
public class Stock {

    @Id
    private String sku;
    private int quantity;

    protected Stock() {
    }

    Stock(String sku, int quantity) {
        this.sku = sku;
        this.quantity = quantity;
    }

    int quantity() {
        return this.quantity;
    }

    void quantity(int quantity) {
        this.quantity = quantity;
    }
}
