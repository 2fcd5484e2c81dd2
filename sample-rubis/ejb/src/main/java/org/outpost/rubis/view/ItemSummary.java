// SPDX-License-Identifier: Apache-2.0
package org.outpost.rubis.view;

import java.io.Serializable;
import java.time.LocalDateTime;

/** One line of an item list: the item, its current price, its number of bids and when its auction ends. */
public record ItemSummary(int id, String name, double currentPrice, int nbOfBids, LocalDateTime endDate) implements Serializable {
}
