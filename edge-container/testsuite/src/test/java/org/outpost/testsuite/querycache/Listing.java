// SPDX-License-Identifier: Apache-2.0
package org.outpost.testsuite.querycache;

import jakarta.persistence.Entity;
import jakarta.persistence.FetchType;
import jakarta.persistence.GeneratedValue;
import jakarta.persistence.Id;
import jakarta.persistence.ManyToOne;
import jakarta.persistence.NamedQuery;
import jakarta.persistence.Table;
import jakarta.persistence.Version;

/** A listing for sale in a category, the query cache test application's main entity. */
@Entity
@Table(name = "qc_listing")
@NamedQuery(name = "Listing.byCategory",
        query = "SELECT l FROM Listing l JOIN FETCH l.seller WHERE l.category = :category ORDER BY l.id")
@NamedQuery(name = "Listing.bySellerName", query = "SELECT l FROM Listing l WHERE l.seller.name = :name")
public class Listing {

    @Id
    @GeneratedValue
    private Long id;
    @Version
    private long version;
    private String title;
    private int category;
    private int price;
    @ManyToOne(fetch = FetchType.LAZY, optional = false)
    private Seller seller;

    protected Listing() {
    }

    Listing(String title, int category, int price, Seller seller) {
        this.title = title;
        this.category = category;
        this.price = price;
        this.seller = seller;
    }

    Long id() {
        return this.id;
    }

    void moveTo(int newCategory) {
        this.category = newCategory;
    }

    void reprice(int newPrice) {
        this.price = newPrice;
    }

    /** One line of the servlet's listings: {@code id title category price seller}. */
    String line() {
        return this.id + " " + this.title + " " + this.category + " " + this.price + " " + this.seller.name();
    }
}
