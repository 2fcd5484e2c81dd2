// SPDX-License-Identifier: Apache-2.0
package org.outpost.rubis.entity;

import java.time.LocalDateTime;

import jakarta.persistence.Column;
import jakarta.persistence.FetchType;
import jakarta.persistence.GeneratedValue;
import jakarta.persistence.GenerationType;
import jakarta.persistence.Id;
import jakarta.persistence.JoinColumn;
import jakarta.persistence.ManyToOne;
import jakarta.persistence.MappedSuperclass;

/** The columns {@code items} and {@code old_items} share. */
@MappedSuperclass
public abstract class AbstractItem {

    @Id
    @GeneratedValue(strategy = GenerationType.IDENTITY)
    private int id;

    @Column(length = 100)
    private String name;

    /** {@code TEXT} as in {@code rubis.sql}: also the type of the edges' replica column (the default, 255 characters, is too short). */
    @Column(columnDefinition = "TEXT")
    private String description;

    @Column(name = "initial_price", nullable = false)
    private double initialPrice;

    @Column(nullable = false)
    private int quantity;

    @Column(name = "reserve_price")
    private double reservePrice;

    @Column(name = "buy_now")
    private double buyNow;

    @Column(name = "nb_of_bids")
    private int nbOfBids;

    @Column(name = "max_bid")
    private double maxBid;

    @Column(name = "start_date")
    private LocalDateTime startDate;

    @Column(name = "end_date")
    private LocalDateTime endDate;

    @ManyToOne(fetch = FetchType.LAZY, optional = false)
    @JoinColumn(name = "seller")
    private User seller;

    @ManyToOne(fetch = FetchType.LAZY, optional = false)
    @JoinColumn(name = "category")
    private Category category;

    protected AbstractItem() {
    }

    protected AbstractItem(String name, String description, double initialPrice, int quantity, double reservePrice, double buyNow,
            LocalDateTime startDate, LocalDateTime endDate, User seller, Category category) {
        this.name = name;
        this.description = description;
        this.initialPrice = initialPrice;
        this.quantity = quantity;
        this.reservePrice = reservePrice;
        this.buyNow = buyNow;
        this.startDate = startDate;
        this.endDate = endDate;
        this.seller = seller;
        this.category = category;
    }

    /** Records a bid: one more bid, and the highest bid so far. */
    public void addBid(double bid) {
        this.nbOfBids++;
        this.maxBid = Math.max(this.maxBid, bid);
    }

    /** Records a buy-now purchase of {@code qty}; the auction ends when nothing is left. */
    public void buy(int qty, LocalDateTime now) {
        this.quantity -= qty;
        if (this.quantity <= 0) {
            this.quantity = 0;
            this.endDate = now;
        }
    }

    /** The least a new bid must be: the initial price, or one more than the highest bid. */
    public double minimumBid() {
        return this.nbOfBids == 0 ? this.initialPrice : Math.max(this.initialPrice, this.maxBid + 1);
    }

    public int getId() {
        return this.id;
    }

    public String getName() {
        return this.name;
    }

    public String getDescription() {
        return this.description;
    }

    public double getInitialPrice() {
        return this.initialPrice;
    }

    public int getQuantity() {
        return this.quantity;
    }

    public double getReservePrice() {
        return this.reservePrice;
    }

    public double getBuyNow() {
        return this.buyNow;
    }

    public int getNbOfBids() {
        return this.nbOfBids;
    }

    public double getMaxBid() {
        return this.maxBid;
    }

    public LocalDateTime getStartDate() {
        return this.startDate;
    }

    public LocalDateTime getEndDate() {
        return this.endDate;
    }

    public User getSeller() {
        return this.seller;
    }

    public Category getCategory() {
        return this.category;
    }
}
