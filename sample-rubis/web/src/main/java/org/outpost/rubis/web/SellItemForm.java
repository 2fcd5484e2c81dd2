// SPDX-License-Identifier: Apache-2.0
package org.outpost.rubis.web;

import jakarta.ejb.EJB;
import jakarta.servlet.annotation.WebServlet;

import org.outpost.rubis.facade.SellFacade;
import org.outpost.rubis.view.CategoryView;
import org.outpost.rubis.view.RubisException;

/** Sell Item Form: the form for a new item in a category, submitted to Register Item. */
@WebServlet("/servlet/edu.rice.rubis.servlets.SellItemForm")
public class SellItemForm extends RubisServlet {

    private static final long serialVersionUID = 1L;

    @EJB
    private SellFacade sell;

    @Override
    String render(Params params) throws RubisException {
        int userId = params.integer("user");
        CategoryView category = this.sell.sellItemForm(params.integer("category"), userId);
        Page page = new Page("Sell an item").heading("Sell your item in category " + category.name());
        page.raw("<form action=\"" + Page.SERVLETS + "RegisterItem\" method=POST>\n")
                .raw(Page.hidden("userId", userId)).raw(Page.hidden("categoryId", category.id()))
                .raw("Name: <input type=text name=name size=60><br>\n")
                .raw("Description: <textarea rows=10 cols=60 name=description></textarea><br>\n")
                .raw("Initial price: <input type=text name=initialPrice size=10><br>\n")
                .raw("Reserve price: <input type=text name=reservePrice size=10><br>\n")
                .raw("Buy now price: <input type=text name=buyNow size=10><br>\n")
                .raw("Duration (days): <input type=text name=duration size=3><br>\n")
                .raw("Quantity: <input type=text name=quantity size=5><br>\n")
                .raw("<input type=submit value=\"Register item now!\">\n</form>\n");
        return page.content();
    }
}
