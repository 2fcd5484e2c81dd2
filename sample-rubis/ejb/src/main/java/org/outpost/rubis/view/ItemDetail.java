// SPDX-License-Identifier: Apache-2.0
package org.outpost.rubis.view;

import java.io.Serializable;
import java.time.LocalDateTime;

/** Everything the View Item page shows about an item ({@code old} for an item of {@code old_items}). */
public record ItemDetail(int id, String name, String description, double initialPrice, double reservePrice, double buyNow,
        double maxBid, int nbOfBids, int quantity, LocalDateTime startDate, LocalDateTime endDate, int sellerId,
        String sellerNickname, boolean old) implements Serializable {

    /** The highest bid, or the initial price while nobody has bid. */
    public double currentPrice() {
        return this.nbOfBids == 0 ? this.initialPrice : this.maxBid;
    }
}
