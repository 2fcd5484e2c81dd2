// SPDX-License-Identifier: Apache-2.0
package org.outpost.testsuite.querycache;

import jakarta.persistence.Entity;
import jakarta.persistence.GeneratedValue;
import jakarta.persistence.Id;
import jakarta.persistence.NamedQuery;
import jakarta.persistence.Table;

/**
 * An offer on a listing: not replicated; the edge gets the offers of a listing from {@code Offer.forListing}, a
 * {@code source="main"} cacheable query.
 */
@Entity
@Table(name = "qc_offer")
@NamedQuery(name = "Offer.forListing", query = "SELECT o FROM Offer o WHERE o.listing = :listing ORDER BY o.id")
public class Offer {

    @Id
    @GeneratedValue
    private Long id;
    private long listing;
    private int amount;
    private String bidder;

    protected Offer() {
    }

    Offer(long listing, int amount, String bidder) {
        this.listing = listing;
        this.amount = amount;
        this.bidder = bidder;
    }

    Long id() {
        return this.id;
    }

    void raise(int newAmount) {
        this.amount = newAmount;
    }

    /** One line of the servlet's offers: {@code id listing amount bidder}. */
    String line() {
        return this.id + " " + this.listing + " " + this.amount + " " + this.bidder;
    }
}
