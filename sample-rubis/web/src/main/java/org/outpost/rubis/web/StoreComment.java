// SPDX-License-Identifier: Apache-2.0
package org.outpost.rubis.web;

import jakarta.ejb.EJB;
import jakarta.servlet.annotation.WebServlet;

import org.outpost.rubis.facade.CommentFacade;
import org.outpost.rubis.view.RubisException;
import org.outpost.rubis.view.UserInfo;

/** Store Comment: stores the comment and shows the rated user with it. */
@WebServlet("/servlet/edu.rice.rubis.servlets.StoreComment")
public class StoreComment extends RubisServlet {

    private static final long serialVersionUID = 1L;

    @EJB
    private CommentFacade comments;

    @Override
    String render(Params params) throws RubisException {
        UserInfo to = this.comments.storeComment(params.integer("from"), params.integer("to"), params.integer("itemId"),
                params.integer("rating"), params.text("comment"));
        Page page = new Page("Comment stored").heading("Your comment has been successfully posted");
        Users.describe(page, to);
        return page.content();
    }
}
