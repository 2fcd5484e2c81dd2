// SPDX-License-Identifier: Apache-2.0
package org.outpost.petstore.view;

import java.io.Serializable;
import java.math.BigDecimal;

/** Everything the Item page shows about an item: its product and category, price, and the quantity in stock. */
public record ItemDetail(String id, String attribute, BigDecimal listPrice, String productId, String productName,
        String productDescription, String categoryId, String categoryName, int quantityInStock) implements Serializable {
}
