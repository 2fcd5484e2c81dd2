// SPDX-License-Identifier: Apache-2.0
package org.outpost.rubis.web;

import jakarta.servlet.annotation.WebServlet;

import org.outpost.rubis.view.RubisException;

/** BuyNowAuth: asks for nick name and password, then goes to BuyNow. No façade call. */
@WebServlet("/servlet/edu.rice.rubis.servlets.BuyNowAuth")
public class BuyNowAuth extends RubisServlet {

    private static final long serialVersionUID = 1L;

    @Override
    String render(Params params) throws RubisException {
        int itemId = params.integer("itemId");
        return AuthForm.render("You must log in to buy an item", "BuyNow", Page.hidden("itemId", itemId), "itemId=" + itemId);
    }
}
