package org.outpost.rubis.web;

import java.util.List;

import org.outpost.rubis.view.ItemSummary;

/** The item tables and paging links of the listing pages. */
final class Lists {

    static final int DEFAULT_ITEMS_PER_PAGE = 25;

    private Lists() {
    }

    static void items(Page page, List<ItemSummary> items) {
        page.raw("<table border=1>\n<tr><th>Designation</th><th>Price</th><th>Bids</th><th>End date</th><th>Bid now</th></tr>\n");
        for (ItemSummary item : items) {
            page.raw("<tr><td>").link("ViewItem", "itemId=" + item.id(), item.name()).raw("</td><td>").raw(Page.money(item.currentPrice()))
                    .raw("</td><td>").raw(String.valueOf(item.nbOfBids())).raw("</td><td>").raw(String.valueOf(item.endDate()))
                    .raw("</td><td>").link("PutBidAuth", "itemId=" + item.id(), "Bid now!").raw("</td></tr>\n");
        }
        page.raw("</table>\n");
    }

    /** Previous / next links carrying {@code &page=N}, which the client emulator follows. */
    static void paging(Page page, String servlet, String query, int current, int shown, int perPage) {
        page.raw("<p>");
        if (current > 0) {
            page.link(servlet, query + "&page=" + (current - 1) + "&nbOfItems=" + perPage, "Previous page");
        }
        if (shown == perPage) {
            page.raw(current > 0 ? " | " : "").link(servlet, query + "&page=" + (current + 1) + "&nbOfItems=" + perPage, "Next page");
        }
        page.raw("</p>\n");
    }
}
