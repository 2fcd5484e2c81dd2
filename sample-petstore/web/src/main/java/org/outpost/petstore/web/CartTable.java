// SPDX-License-Identifier: Apache-2.0
package org.outpost.petstore.web;

import org.outpost.petstore.cart.CartLine;
import org.outpost.petstore.cart.ShoppingCart;
import org.outpost.petstore.view.PetStoreException;

/** The cart's lines and total, as the Cart screen (with quantity forms and remove links) and the checkout screens show them. */
final class CartTable {

    private CartTable() {
    }

    /** The cart's lines and total; each line can be changed or removed when {@code editable}. */
    static void write(Page page, ShoppingCart cart, boolean editable) {
        page.raw("<table border=1>\n<tr><th>Item</th><th>Description</th><th>Price</th><th>Quantity</th><th>Total</th>")
                .raw(editable ? "<th></th></tr>\n" : "</tr>\n");
        for (CartLine line : cart.lines()) {
            String item = Page.anchor("productdetails", Page.param("item_id", line.itemId()), line.itemId());
            String description = Page.escape(line.attribute() + " " + line.productName());
            if (editable) {
                String quantity = "<form action=\"" + Page.CONTROL + "cart\">" + Page.hidden("action", "updateCart") + Page.hidden("item_id", line.itemId())
                        + "<input type=text name=quantity size=5 value=" + line.quantity() + "> <input type=submit value=Update></form>";
                page.row(item, description, Page.money(line.unitPrice()), quantity, Page.money(line.total()),
                        Page.anchor("cart", "action=removeItemFromCart&" + Page.param("item_id", line.itemId()), "Remove"));
            } else {
                page.row(item, description, Page.money(line.unitPrice()), String.valueOf(line.quantity()), Page.money(line.total()));
            }
        }
        page.raw("</table>\n<p>Total: ").raw(Page.money(cart.total())).raw("</p>\n");
    }

    /** Refuses to go on with an empty cart, saying what cannot be done. */
    static void requireItems(ShoppingCart cart, String what) throws PetStoreException {
        if (cart.isEmpty()) {
            throw new PetStoreException("Your cart is empty: there is nothing to " + what);
        }
    }
}
