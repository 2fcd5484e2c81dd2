// SPDX-License-Identifier: Apache-2.0
package org.outpost.rubis.view;

import java.io.Serializable;

/** What the Put Bid form needs: the authenticated bidder, the item, the minimum bid and the most one may buy. */
public record BidForm(int userId, String nickname, ItemDetail item, double minBid, int maxQty) implements Serializable {
}
