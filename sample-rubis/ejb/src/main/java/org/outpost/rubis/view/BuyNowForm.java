// SPDX-License-Identifier: Apache-2.0
package org.outpost.rubis.view;

import java.io.Serializable;

/** What the Buy Now form needs: the authenticated buyer, the item and the quantity left. */
public record BuyNowForm(int userId, String nickname, ItemDetail item, int maxQty) implements Serializable {
}
