// SPDX-License-Identifier: Apache-2.0
package org.outpost.rubis.web;

import jakarta.ejb.EJB;
import jakarta.servlet.annotation.WebServlet;

import org.outpost.rubis.facade.ItemFacade;
import org.outpost.rubis.view.BidHistory;
import org.outpost.rubis.view.BidView;
import org.outpost.rubis.view.RubisException;

/** View Bid History: the bids on an item, highest first, with links to the bidders. */
@WebServlet("/servlet/edu.rice.rubis.servlets.ViewBidHistory")
public class ViewBidHistory extends RubisServlet {

    private static final long serialVersionUID = 1L;

    @EJB
    private ItemFacade items;

    @Override
    String render(Params params) throws RubisException {
        BidHistory history = this.items.bidHistory(params.integer("itemId"));
        Page page = new Page("Bid history").heading("Bid history for " + history.itemName());
        page.raw("<p>").link("ViewItem", "itemId=" + history.itemId(), history.itemName()).raw("</p>\n");
        if (history.bids().isEmpty()) {
            return page.text("There is no bid for " + history.itemName() + ".").content();
        }
        page.raw("<table border=1>\n<tr><th>User ID</th><th>Bid amount</th><th>Quantity</th><th>Date of bid</th></tr>\n");
        for (BidView bid : history.bids()) {
            page.raw("<tr><td>").link("ViewUserInfo", "userId=" + bid.userId(), bid.nickname()).raw("</td><td>").raw(Page.money(bid.bid()))
                    .raw("</td><td>").raw(String.valueOf(bid.qty())).raw("</td><td>").raw(String.valueOf(bid.date())).raw("</td></tr>\n");
        }
        return page.raw("</table>\n").content();
    }
}
