// SPDX-License-Identifier: Apache-2.0
package org.outpost.petstore.generator;

import java.util.Locale;

/**
 * The dataset sizes: the paper's (§3.4: Pet Store's catalog plus five artificial categories, 50 products and 300
 * items) and a large one for benchmarks. Users and past orders are ours: the paper does not give them. The artificial
 * categories of a size are a multiple of the dataset's five themes, so each theme has as many categories.
 */
public enum DatasetSize {
    /** Pet Store's 5 categories, 16 products and 28 items, plus 5, 50 and 300; 1,000 users besides j2ee; 100 past orders. */
    PAPER(10, 66, 328, 1_000, 100),
    /** For benchmarks: 100 categories, 10,000 products, 200,000 items, 100,000 users, 100,000 past orders. */
    LARGE(100, 10_000, 200_000, 100_000, 100_000);

    final int categories;
    final int products;
    final int items;
    final int users;
    final int orders;

    DatasetSize(int categories, int products, int items, int users, int orders) {
        this.categories = categories;
        this.products = products;
        this.items = items;
        this.users = users;
        this.orders = orders;
    }

    public int categories() {
        return this.categories;
    }

    public int products() {
        return this.products;
    }

    public int items() {
        return this.items;
    }

    /** Users {@code user1}…{@code user<users>}, besides Pet Store's {@code j2ee}. */
    public int users() {
        return this.users;
    }

    public int orders() {
        return this.orders;
    }

    /** The size named {@code paper} or {@code large}. */
    public static DatasetSize named(String name) {
        try {
            return valueOf(name.toUpperCase(Locale.ROOT));
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException("unknown size '" + name + "'; use paper or large", e);
        }
    }
}
