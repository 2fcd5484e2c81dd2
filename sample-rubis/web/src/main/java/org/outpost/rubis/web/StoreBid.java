// SPDX-License-Identifier: Apache-2.0
package org.outpost.rubis.web;

import jakarta.ejb.EJB;
import jakarta.servlet.annotation.WebServlet;

import org.outpost.rubis.facade.BidFacade;
import org.outpost.rubis.view.RubisException;
import org.outpost.rubis.view.StoredBid;

/** Store Bid: stores the bid; the page links to the item and to a comment on its seller. */
@WebServlet("/servlet/edu.rice.rubis.servlets.StoreBid")
public class StoreBid extends RubisServlet {

    private static final long serialVersionUID = 1L;

    @EJB
    private BidFacade bids;

    @Override
    String render(Params params) throws RubisException {
        int qty = params.quantity();
        double bid = params.decimal("bid");
        StoredBid stored = this.bids.storeBid(params.integer("userId"), params.integer("itemId"), bid, params.decimal("maxBid", bid), qty);
        Page page = new Page("Bid stored").heading("Your bid has been successfully processed");
        page.raw("<p>Your bid of ").raw(Page.money(stored.bid())).raw(" for ").raw(String.valueOf(stored.qty())).raw(" of ")
                .link("ViewItem", "itemId=" + stored.itemId(), stored.itemName()).raw(" is recorded.</p>\n")
                .raw("<p>").link("PutCommentAuth", "to=" + stored.sellerId() + "&itemId=" + stored.itemId(),
                        "Leave a comment on " + stored.sellerNickname()).raw("</p>\n");
        return page.content();
    }
}
