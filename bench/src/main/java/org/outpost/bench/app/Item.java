// SPDX-License-Identifier: Apache-2.0
package org.outpost.bench.app;

import java.io.Serializable;
import java.time.LocalDateTime;

import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.GeneratedValue;
import jakarta.persistence.Id;
import jakarta.persistence.Table;
import jakarta.persistence.Version;

/**
 * An item on sale, with the columns of RUBiS' {@code items} table (seller and category as plain ids), replicated to
 * edges asynchronously. {@link Serializable} so that the bench can weigh what shipping the whole object per update,
 * as an RMI-era design would, costs against Outpost's change sets.
 */
@Entity
@Table(name = "bench_item")
public class Item implements Serializable {

    private static final long serialVersionUID = 1L;

    @Id
    @GeneratedValue
    private Long id;

    @Version
    private long version;

    @Column(length = 100, nullable = false)
    private String name;

    @Column(length = 255)
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

    @Column(name = "seller_id", nullable = false)
    private long sellerId;

    @Column(name = "category_id", nullable = false)
    private int category;

    protected Item() {
    }

    Item(String name, String description, double initialPrice, int quantity, double reservePrice, double buyNow,
            LocalDateTime startDate, LocalDateTime endDate, long sellerId, int category) {
        this.name = name;
        this.description = description;
        this.initialPrice = initialPrice;
        this.quantity = quantity;
        this.reservePrice = reservePrice;
        this.buyNow = buyNow;
        this.startDate = startDate;
        this.endDate = endDate;
        this.sellerId = sellerId;
        this.category = category;
    }

    Long id() {
        return this.id;
    }

    /** Records a bid: one more bid, and the highest bid so far (the two columns a bid changes); the number of bids. */
    int bid(double amount) {
        this.nbOfBids++;
        this.maxBid = Math.max(this.maxBid, amount);
        return this.nbOfBids;
    }

    int bids() {
        return this.nbOfBids;
    }
}
