// SPDX-License-Identifier: Apache-2.0
package org.outpost.rubis.web;

import jakarta.ejb.EJB;
import jakarta.servlet.annotation.WebServlet;

import org.outpost.rubis.facade.BuyNowFacade;
import org.outpost.rubis.view.ItemDetail;
import org.outpost.rubis.view.RubisException;

/** Store Buy Now: stores the purchase. */
@WebServlet("/servlet/edu.rice.rubis.servlets.StoreBuyNow")
public class StoreBuyNow extends RubisServlet {

    private static final long serialVersionUID = 1L;

    @EJB
    private BuyNowFacade buyNow;

    @Override
    String render(Params params) throws RubisException {
        int qty = params.quantity();
        ItemDetail item = this.buyNow.storeBuyNow(params.integer("userId"), params.integer("itemId"), qty);
        Page page = new Page("Purchase stored").heading("Your have successfully bought this item");
        page.raw("<p>You bought ").raw(String.valueOf(qty)).raw(" of ").link("ViewItem", "itemId=" + item.id(), item.name()).raw(".</p>\n");
        return page.content();
    }
}
