// SPDX-License-Identifier: Apache-2.0
package org.outpost.petstore.view;

import java.io.Serializable;
import java.util.List;

/** A product, its category and all its items. */
public record ProductPage(String id, String name, String description, String categoryId, String categoryName, List<ItemSummary> items)
        implements Serializable {

    public ProductPage {
        items = List.copyOf(items);
    }
}
