// SPDX-License-Identifier: Apache-2.0
package org.outpost.petstore.entity;

import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.Id;
import jakarta.persistence.Table;

/** How many units of an item are in stock (table {@code inventory}); Commit Order takes from it. */
@Entity
@Table(name = "inventory")
public class Inventory {

    @Id
    @Column(name = "itemid", length = 10)
    private String itemId;

    @Column(name = "qty", nullable = false)
    private int quantity;

    protected Inventory() {
    }

    /** Whether {@code units} can be taken. */
    public boolean has(int units) {
        return this.quantity >= units;
    }

    /** Takes {@code units} out of stock; the caller checked {@link #has(int)}. */
    public void take(int units) {
        if (!has(units)) {
            throw new IllegalStateException("only " + this.quantity + " of " + this.itemId + " in stock, not " + units);
        }
        this.quantity -= units;
    }

    public String getItemId() {
        return this.itemId;
    }

    public int getQuantity() {
        return this.quantity;
    }
}
