// SPDX-License-Identifier: Apache-2.0
package org.outpost.rubis.web;

import java.util.List;

import org.outpost.rubis.view.ItemSummary;
import org.outpost.rubis.view.RubisException;
import org.outpost.rubis.web.RubisServlet.Params;

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

    /** The page of a listing the client asks for: {@code page} from 0 and {@code nbOfItems} per page. */
    record Paging(int number, int perPage) {

        static Paging of(Params params) throws RubisException {
            return new Paging(Math.max(0, params.integer("page", 0)), Math.max(1, params.integer("nbOfItems", DEFAULT_ITEMS_PER_PAGE)));
        }
    }

    /**
     * A search result: {@code heading} over the item table, or {@code noItems} when there are none, then the paging
     * links back to {@code servlet} with {@code query}.
     */
    static String searchResult(String title, String heading, String noItems, List<ItemSummary> items, String servlet, String query,
            Paging paging) {
        Page page = new Page(title);
        if (items.isEmpty()) {
            page.heading(noItems);
        } else {
            page.heading(heading);
            items(page, items);
        }
        paging(page, servlet, query, paging.number(), items.size(), paging.perPage());
        return page.content();
    }
}
