// SPDX-License-Identifier: Apache-2.0
package org.outpost.rubis.web;

import jakarta.ejb.EJB;
import jakarta.servlet.annotation.WebServlet;

import org.outpost.rubis.facade.BuyNowFacade;
import org.outpost.rubis.view.BuyNowForm;
import org.outpost.rubis.view.RubisException;

/** Buy Now: the authenticated buyer's form, with the hidden {@code maxQty} the client reads. */
@WebServlet("/servlet/edu.rice.rubis.servlets.BuyNow")
public class BuyNow extends RubisServlet {

    private static final long serialVersionUID = 1L;

    @EJB
    private BuyNowFacade buyNow;

    @Override
    String render(Params params) throws RubisException {
        BuyNowForm form = this.buyNow.buyNowForm(params.integer("itemId"), params.required("nickname"), params.required("password"));
        Page page = new Page("Buy now");
        Items.describe(page, form.item());
        page.heading("You are buying as " + form.nickname())
                .raw("<form action=\"" + Page.SERVLETS + "StoreBuyNow\" method=POST>\n")
                .raw(Page.hidden("itemId", form.item().id())).raw(Page.hidden("userId", form.userId())).raw(Page.hidden("maxQty", form.maxQty()));
        if (form.maxQty() > 1) {
            page.raw("Quantity: <input type=text size=5 name=qty><br>\n");
        } else {
            page.raw(Page.hidden("qty", 1));
        }
        return page.raw("<input type=submit value=\"Buy now!\">\n</form>\n").content();
    }
}
