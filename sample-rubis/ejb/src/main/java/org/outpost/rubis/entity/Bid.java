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

/** A bid of a user on an active item (table {@code bids}). */
@Entity
@Table(name = "bids")
@NamedQuery(name = "Bid.forItem", query = "SELECT b FROM Bid b JOIN FETCH b.user WHERE b.item.id = :item ORDER BY b.bid DESC, b.id")
@NamedQuery(name = "Bid.byUser", query = "SELECT b FROM Bid b JOIN FETCH b.item WHERE b.user.id = :user ORDER BY b.date DESC, b.id")
public class Bid {

    @Id
    @GeneratedValue(strategy = GenerationType.IDENTITY)
    private int id;

    @ManyToOne(fetch = FetchType.LAZY, optional = false)
    @JoinColumn(name = "user_id")
    private User user;

    @ManyToOne(fetch = FetchType.LAZY, optional = false)
    @JoinColumn(name = "item_id")
    private Item item;

    @Column(nullable = false)
    private int qty;

    @Column(nullable = false)
    private double bid;

    @Column(name = "max_bid", nullable = false)
    private double maxBid;

    private LocalDateTime date;

    protected Bid() {
    }

    public Bid(User user, Item item, int qty, double bid, double maxBid, LocalDateTime date) {
        this.user = user;
        this.item = item;
        this.qty = qty;
        this.bid = bid;
        this.maxBid = maxBid;
        this.date = date;
    }

    public int getId() {
        return this.id;
    }

    public User getUser() {
        return this.user;
    }

    public Item getItem() {
        return this.item;
    }

    public int getQty() {
        return this.qty;
    }

    public double getBid() {
        return this.bid;
    }

    public double getMaxBid() {
        return this.maxBid;
    }

    public LocalDateTime getDate() {
        return this.date;
    }
}
