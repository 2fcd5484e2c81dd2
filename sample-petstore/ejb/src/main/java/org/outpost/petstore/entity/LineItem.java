// SPDX-License-Identifier: Apache-2.0
package org.outpost.petstore.entity;

import java.io.Serializable;
import java.math.BigDecimal;
import java.util.Objects;

import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.FetchType;
import jakarta.persistence.Id;
import jakarta.persistence.IdClass;
import jakarta.persistence.JoinColumn;
import jakarta.persistence.ManyToOne;
import jakarta.persistence.NamedQuery;
import jakarta.persistence.Table;

/** One line of an order (table {@code lineitem}, key {@code orderid}, {@code linenum}): an item, how many, at what price. */
@Entity
@Table(name = "lineitem")
@IdClass(LineItem.Key.class)
@NamedQuery(name = "LineItem.ofOrder", query = "SELECT l FROM LineItem l WHERE l.orderId = :order ORDER BY l.lineNumber")
public class LineItem {

    @Id
    @Column(name = "orderid")
    private int orderId;

    @Id
    @Column(name = "linenum")
    private int lineNumber;

    @ManyToOne(fetch = FetchType.LAZY, optional = false)
    @JoinColumn(name = "itemid")
    private Item item;

    @Column(nullable = false)
    private int quantity;

    @Column(name = "unitprice", precision = 10, scale = 2, nullable = false)
    private BigDecimal unitPrice;

    protected LineItem() {
    }

    public LineItem(int orderId, int lineNumber, Item item, int quantity, BigDecimal unitPrice) {
        this.orderId = orderId;
        this.lineNumber = lineNumber;
        this.item = item;
        this.quantity = quantity;
        this.unitPrice = unitPrice;
    }

    public int getOrderId() {
        return this.orderId;
    }

    public int getLineNumber() {
        return this.lineNumber;
    }

    public Item getItem() {
        return this.item;
    }

    public int getQuantity() {
        return this.quantity;
    }

    public BigDecimal getUnitPrice() {
        return this.unitPrice;
    }

    /** The key of a line: its order and its number in the order (from 1). */
    public static class Key implements Serializable {

        private static final long serialVersionUID = 1L;

        private int orderId;
        private int lineNumber;

        public Key() {
        }

        public Key(int orderId, int lineNumber) {
            this.orderId = orderId;
            this.lineNumber = lineNumber;
        }

        @Override
        public boolean equals(Object other) {
            return other instanceof Key key && key.orderId == this.orderId && key.lineNumber == this.lineNumber;
        }

        @Override
        public int hashCode() {
            return Objects.hash(this.orderId, this.lineNumber);
        }
    }
}
