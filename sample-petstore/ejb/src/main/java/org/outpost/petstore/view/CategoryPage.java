// SPDX-License-Identifier: Apache-2.0
package org.outpost.petstore.view;

import java.io.Serializable;
import java.util.List;

/** A category and one page of its products, by name, from {@code start}; {@code more} when a next page exists. */
public record CategoryPage(String id, String name, String description, List<ProductSummary> products, int start, boolean more)
        implements Serializable {

    public CategoryPage {
        products = List.copyOf(products);
    }
}
