// SPDX-License-Identifier: Apache-2.0
package org.outpost.rubis.view;

import java.io.Serializable;
import java.util.List;

/** The bids on an item, highest first. */
public record BidHistory(int itemId, String itemName, List<BidView> bids) implements Serializable {

    public BidHistory {
        bids = List.copyOf(bids);
    }
}
