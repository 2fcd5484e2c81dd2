// SPDX-License-Identifier: Apache-2.0
package org.outpost.petstore.view;

import java.io.Serializable;
import java.util.List;

/**
 * One page of the products whose name or description contains any of the keywords, by name, from {@code start};
 * {@code more} when a next page exists.
 */
public record SearchResult(List<String> keywords, List<ProductSummary> products, int start, boolean more) implements Serializable {

    public SearchResult {
        keywords = List.copyOf(keywords);
        products = List.copyOf(products);
    }
}
