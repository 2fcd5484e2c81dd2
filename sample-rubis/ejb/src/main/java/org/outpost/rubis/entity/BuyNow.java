// SPDX-License-Identifier: Apache-2.0
package org.outpost.rubis.entity;

import java.time.LocalDateTime;

import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.FetchType;
import jakarta.persistence.GeneratedValue;
import jakarta.persistence.GenerationType;
import jakarta.persistence.Id;
import jakarta.persistence.JoinColumn;
import jakarta.persistence.ManyToOne;
import jakarta.persistence.NamedQuery;
import jakarta.persistence.Table;

/** A buy-now purchase (table {@code buy_now}). */
@Entity
@Table(name = "buy_now")
@NamedQuery(name = "BuyNow.byBuyer", query = "SELECT b FROM BuyNow b JOIN FETCH b.item WHERE b.buyer.id = :buyer ORDER BY b.date DESC, b.id")
public class BuyNow {

    @Id
    @GeneratedValue(strategy = GenerationType.IDENTITY)
    private int id;

    @ManyToOne(fetch = FetchType.LAZY, optional = false)
    @JoinColumn(name = "buyer_id")
    private User buyer;

    @ManyToOne(fetch = FetchType.LAZY, optional = false)
    @JoinColumn(name = "item_id")
    private Item item;

    @Column(nullable = false)
    private int qty;

    private LocalDateTime date;

    protected BuyNow() {
    }

    public BuyNow(User buyer, Item item, int qty, LocalDateTime date) {
        this.buyer = buyer;
        this.item = item;
        this.qty = qty;
        this.date = date;
    }

    public int getId() {
        return this.id;
    }

    public User getBuyer() {
        return this.buyer;
    }

    public Item getItem() {
        return this.item;
    }

    public int getQty() {
        return this.qty;
    }

    public LocalDateTime getDate() {
        return this.date;
    }
}
