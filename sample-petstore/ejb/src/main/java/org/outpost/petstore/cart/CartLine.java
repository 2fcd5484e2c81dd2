// SPDX-License-Identifier: Apache-2.0
package org.outpost.petstore.cart;

import java.io.Serializable;
import java.math.BigDecimal;

/** A line of the cart: the item as it was shown when added (product, attribute, price) and how many. */
public record CartLine(String itemId, String productId, String productName, String attribute, BigDecimal unitPrice, int quantity)
        implements Serializable {

    public BigDecimal total() {
        return this.unitPrice.multiply(BigDecimal.valueOf(this.quantity));
    }

    CartLine withQuantity(int newQuantity) {
        return new CartLine(this.itemId, this.productId, this.productName, this.attribute, this.unitPrice, newQuantity);
    }
}
