// SPDX-License-Identifier: Apache-2.0
package org.outpost.petstore.web;

import org.outpost.petstore.view.LineView;
import org.outpost.petstore.view.OrderView;

/** A committed order as Commit Order and the Order screen show it. */
final class OrderDetails {

    private OrderDetails() {
    }

    static void write(Page page, OrderView order) {
        page.raw("<p>Order ").link("order", Page.param("order_id", order.id()), String.valueOf(order.id())).raw(" of ")
                .raw(Page.escape(order.userId())).raw(", placed ").raw(Page.date(order.date())).raw("</p>\n")
                .raw("<table border=1>\n<tr><th>Line</th><th>Item</th><th>Description</th><th>Price</th><th>Quantity</th><th>Total</th></tr>\n");
        for (LineView line : order.lines()) {
            page.row(String.valueOf(line.lineNumber()), Page.anchor("productdetails", Page.param("item_id", line.itemId()), line.itemId()),
                    Page.escape(line.attribute() + " " + line.productName()), Page.money(line.unitPrice()), String.valueOf(line.quantity()),
                    Page.money(line.total()));
        }
        page.raw("</table>\n<p>Total: ").raw(Page.money(order.total())).raw("</p>\n").address("Bill to", order.billTo())
                .address("Ship to", order.shipTo())
                .text("Paid with " + order.cardType() + " ending in " + order.cardEnding() + ", shipped by " + order.courier());
    }
}
