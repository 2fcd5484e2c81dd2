// SPDX-License-Identifier: Apache-2.0
package org.outpost.rubis.web;

import jakarta.servlet.annotation.WebServlet;

import org.outpost.rubis.view.RubisException;

/** PutBidAuth: asks for nick name and password, then goes to PutBid. No façade call. */
@WebServlet("/servlet/edu.rice.rubis.servlets.PutBidAuth")
public class PutBidAuth extends RubisServlet {

    private static final long serialVersionUID = 1L;

    @Override
    String render(Params params) throws RubisException {
        int itemId = params.integer("itemId");
        return AuthForm.render("You must log in to bid", "PutBid", Page.hidden("itemId", itemId), "itemId=" + itemId);
    }
}
