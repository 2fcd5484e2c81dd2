// SPDX-License-Identifier: Apache-2.0
package org.outpost.bench.app;

import java.io.Serializable;
import java.time.LocalDateTime;

import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.GeneratedValue;
import jakarta.persistence.Id;
import jakarta.persistence.NamedQuery;
import jakarta.persistence.Table;
import jakarta.persistence.Version;

/**
 * An item on sale, with the columns of RUBiS' {@code items} table (seller and category as plain ids), replicated to
 * edges asynchronously; the query-cache bench caches the items of a category at the edge ({@link #BY_CATEGORY}).
 * {@link Serializable} so that the bench can weigh what shipping the whole object per update,
 * as an RMI-era design would, costs against Outpost's change sets.
 */
@Entity
@Table(name = "bench_item")
@NamedQuery(name = Item.BY_CATEGORY, query = Item.BY_CATEGORY_JPQL)
public class Item implements Serializable {

    /** The items of a category: a cacheable query of the query-cache bench's descriptor. */
    public static final String BY_CATEGORY = "Item.byCategory";
    /** Its JPQL, which the bench also runs as an ad hoc query (not cached) on the edge's replica store. */
    static final String BY_CATEGORY_JPQL = "select i from Item i where i.category = :category order by i.id";

    private static final long serialVersionUID = 1L;
    private static final LocalDateTime START = LocalDateTime.of(2026, 11, 22, 10, 0);
    private static final String[] WORDS = {"vintage", "camera", "lens", "mint", "condition", "shutter", "tested",
        "leather", "case", "original", "box", "film", "included", "shipping", "worldwide", "rangefinder", "bright",
        "viewfinder", "collector", "works"};

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

    private Item(String name, String description, double initialPrice, int quantity, double reservePrice, double buyNow,
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

    /**
     * The {@code n}th item a writer lists: its values vary deterministically with {@code n} (about 200 characters of
     * description), as the bench's writes on main and the in-process catch-up bench create them.
     */
    public static Item listing(int n) {
        return new Item("item " + n, description(n), 10 + n % 90, 1 + n % 5, 20 + n % 90, 50 + n % 200,
                START.plusMinutes(n % 1440), START.plusDays(7).plusMinutes(n % 1440), 1 + n % 1000, 1 + n % 20);
    }

    private static String description(int n) {
        StringBuilder text = new StringBuilder(220);
        for (int i = 0; text.length() < 200; i++) {
            text.append(WORDS[(n + i * 7) % WORDS.length]).append(' ');
        }
        return text.substring(0, 200);
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
