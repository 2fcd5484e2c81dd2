// SPDX-License-Identifier: Apache-2.0
package org.outpost.rubis.web;

import jakarta.ejb.EJB;
import jakarta.servlet.annotation.WebServlet;

import org.outpost.rubis.facade.BidFacade;
import org.outpost.rubis.view.BidForm;
import org.outpost.rubis.view.RubisException;

/** Put Bid: the authenticated bidder's form, with the hidden {@code minBid} and {@code maxQty} the client reads. */
@WebServlet("/servlet/edu.rice.rubis.servlets.PutBid")
public class PutBid extends RubisServlet {

    private static final long serialVersionUID = 1L;

    @EJB
    private BidFacade bids;

    @Override
    String render(Params params) throws RubisException {
        BidForm form = this.bids.putBidForm(params.integer("itemId"), params.required("nickname"), params.required("password"));
        Page page = new Page("Bidding");
        Items.describe(page, form.item());
        page.heading("You are bidding as " + form.nickname())
                .raw("<form action=\"" + Page.SERVLETS + "StoreBid\" method=POST>\n")
                .raw(Page.hidden("itemId", form.item().id())).raw(Page.hidden("userId", form.userId()))
                .raw(Page.hidden("minBid", Page.money(form.minBid()))).raw(Page.hidden("maxQty", form.maxQty()))
                .raw("<p>Minimum bid: ").raw(Page.money(form.minBid())).raw("</p>\n")
                .raw("Your bid: <input type=text size=10 name=bid><br>\n")
                .raw("Your maximum bid: <input type=text size=10 name=maxBid><br>\n");
        if (form.maxQty() > 1) {
            page.raw("Quantity: <input type=text size=5 name=qty><br>\n");
        } else {
            page.raw(Page.hidden("qty", 1));
        }
        return page.raw("<input type=submit value=\"Bid now!\">\n</form>\n").content();
    }
}
