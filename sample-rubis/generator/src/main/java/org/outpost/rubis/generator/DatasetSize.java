// SPDX-License-Identifier: Apache-2.0
package org.outpost.rubis.generator;

import java.util.Locale;

/**
 * The three dataset sizes: the paper's (§3.4: 400 users from 20 regions selling 400 items in 20 categories), a small
 * one for tests (enough items per category for a second page), and the size RUBiS published.
 */
public enum DatasetSize {
    /** The paper's; bids, comments and purchases are ours (about 5 bids per item, one comment per user). */
    PAPER(20, 20, 400, 400, 0, 2_000, 400, 40),
    /** For tests: every page has data, and a category has more than one page of 25 items. */
    SMALL(10, 20, 500, 1_000, 200, 3_000, 500, 100),
    /** RUBiS's published dataset: 1,000,000 users, ~33,000 active and 500,000 old items, ~330,000 bids, 62 regions. */
    PUBLISHED(62, 20, 1_000_000, 33_000, 500_000, 330_000, 500_000, 10_000);

    final int regions;
    final int categories;
    final int users;
    final int items;
    final int oldItems;
    final int bids;
    final int comments;
    final int buyNows;

    DatasetSize(int regions, int categories, int users, int items, int oldItems, int bids, int comments, int buyNows) {
        this.regions = regions;
        this.categories = categories;
        this.users = users;
        this.items = items;
        this.oldItems = oldItems;
        this.bids = bids;
        this.comments = comments;
        this.buyNows = buyNows;
    }

    public int users() {
        return this.users;
    }

    public int items() {
        return this.items;
    }

    public int regions() {
        return this.regions;
    }

    public int categories() {
        return this.categories;
    }

    /** The size named {@code paper}, {@code small} or {@code published}. */
    public static DatasetSize named(String name) {
        try {
            return valueOf(name.toUpperCase(Locale.ROOT));
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException("unknown size '" + name + "'; use paper, small or published", e);
        }
    }
}
