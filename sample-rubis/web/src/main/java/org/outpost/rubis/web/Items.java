// SPDX-License-Identifier: Apache-2.0
package org.outpost.rubis.web;

import org.outpost.rubis.view.ItemDetail;

/** The item description block that View Item and the bid and buy-now forms share. */
final class Items {

    private Items() {
    }

    static void describe(Page page, ItemDetail item) {
        page.heading(item.name());
        page.raw("<table border=1>\n");
        row(page, "Currently", Page.money(item.currentPrice()));
        row(page, "Quantity", String.valueOf(item.quantity()));
        row(page, "First bid", Page.money(item.initialPrice()));
        row(page, "Reserve price", item.reservePrice() <= 0 ? "none" : item.maxBid() >= item.reservePrice() ? "met" : "not met");
        row(page, "Buy now", item.buyNow() <= 0 ? "no" : Page.money(item.buyNow()));
        page.raw("<tr><td>Number of bids</td><td>").raw(String.valueOf(item.nbOfBids())).raw(" ")
                .link("ViewBidHistory", "itemId=" + item.id(), "(bid history)").raw("</td></tr>\n");
        row(page, "Started", String.valueOf(item.startDate()));
        row(page, "Ends", String.valueOf(item.endDate()));
        page.raw("<tr><td>Seller</td><td>").link("ViewUserInfo", "userId=" + item.sellerId(), item.sellerNickname()).raw("</td></tr>\n");
        page.raw("</table>\n<h3>Item description</h3>\n<p>").raw(Page.escape(item.description())).raw("</p>\n");
    }

    private static void row(Page page, String label, String value) {
        page.raw("<tr><td>").raw(label).raw("</td><td>").raw(Page.escape(value)).raw("</td></tr>\n");
    }
}
