// SPDX-License-Identifier: Apache-2.0
package org.outpost.petstore.view;

import java.io.Serializable;
import java.util.List;

/** An order to commit: the cart's lines, the billing and shipping addresses, the card. Prices are main's, at commit. */
public record OrderRequest(List<OrderLine> lines, AddressView billTo, AddressView shipTo, PaymentCard card) implements Serializable {

    public OrderRequest {
        lines = List.copyOf(lines);
    }
}
