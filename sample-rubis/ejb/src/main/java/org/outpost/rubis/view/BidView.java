// SPDX-License-Identifier: Apache-2.0
package org.outpost.rubis.view;

import java.io.Serializable;
import java.time.LocalDateTime;

/** One bid of a bid history: the bidder, the amount, the quantity and the date. */
public record BidView(int userId, String nickname, double bid, int qty, LocalDateTime date) implements Serializable {
}
