// SPDX-License-Identifier: Apache-2.0
package org.outpost.rubis.web;

import jakarta.servlet.annotation.WebServlet;

import org.outpost.rubis.view.RubisException;

/** PutCommentAuth: asks for nick name and password, then goes to PutComment. No façade call. */
@WebServlet("/servlet/edu.rice.rubis.servlets.PutCommentAuth")
public class PutCommentAuth extends RubisServlet {

    private static final long serialVersionUID = 1L;

    @Override
    String render(Params params) throws RubisException {
        int to = params.integer("to");
        int itemId = params.integer("itemId");
        return AuthForm.render("You must log in to leave a comment", "PutComment", Page.hidden("to", to) + Page.hidden("itemId", itemId),
                "itemId=" + itemId);
    }
}
