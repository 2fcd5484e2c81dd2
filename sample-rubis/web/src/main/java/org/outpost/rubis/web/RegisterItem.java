// SPDX-License-Identifier: Apache-2.0
package org.outpost.rubis.web;

import jakarta.ejb.EJB;
import jakarta.servlet.annotation.WebServlet;

import org.outpost.rubis.facade.SellFacade;
import org.outpost.rubis.view.ItemDetail;
import org.outpost.rubis.view.RubisException;

/** Register Item: puts a new item on sale. */
@WebServlet("/servlet/edu.rice.rubis.servlets.RegisterItem")
public class RegisterItem extends RubisServlet {

    private static final long serialVersionUID = 1L;

    @EJB
    private SellFacade sell;

    @Override
    String render(Params params) throws RubisException {
        ItemDetail item = this.sell.registerItem(params.text("name"), params.text("description"), params.decimal("initialPrice"),
                params.decimal("reservePrice", 0), params.decimal("buyNow", 0), params.integer("duration"), params.integer("quantity"),
                params.integer("userId"), params.integer("categoryId"));
        Page page = new Page("Item registered").heading("Your item has been successfully registered");
        Items.describe(page, item);
        return page.content();
    }
}
