// SPDX-License-Identifier: Apache-2.0
package org.outpost.petstore.view;

import java.io.Serializable;
import java.math.BigDecimal;

/** A line of a committed order. */
public record LineView(int lineNumber, String itemId, String productName, String attribute, int quantity, BigDecimal unitPrice)
        implements Serializable {

    public BigDecimal total() {
        return this.unitPrice.multiply(BigDecimal.valueOf(this.quantity));
    }
}
