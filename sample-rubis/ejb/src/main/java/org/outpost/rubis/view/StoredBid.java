// SPDX-License-Identifier: Apache-2.0
package org.outpost.rubis.view;

import java.io.Serializable;

/** A bid just stored, with the seller to comment on next. */
public record StoredBid(int itemId, String itemName, int sellerId, String sellerNickname, double bid, int qty) implements Serializable {
}
