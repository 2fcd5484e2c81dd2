// SPDX-License-Identifier: Apache-2.0
package org.outpost.rubis.web;

import jakarta.ejb.EJB;
import jakarta.servlet.annotation.WebServlet;

import org.outpost.rubis.facade.CommentFacade;
import org.outpost.rubis.view.CommentForm;
import org.outpost.rubis.view.RubisException;

/** Put Comment: the authenticated author's form, with the hidden {@code to}, {@code from} and {@code itemId}. */
@WebServlet("/servlet/edu.rice.rubis.servlets.PutComment")
public class PutComment extends RubisServlet {

    private static final long serialVersionUID = 1L;

    @EJB
    private CommentFacade comments;

    @Override
    String render(Params params) throws RubisException {
        CommentForm form = this.comments.putCommentForm(params.integer("to"), params.integer("itemId"), params.required("nickname"),
                params.required("password"));
        Page page = new Page("Comment").heading("Give feedback about your experience with " + form.toNickname());
        page.raw("<p>About ").link("ViewItem", "itemId=" + form.itemId(), form.itemName()).raw(", as ").raw(Page.escape(form.fromNickname()))
                .raw("</p>\n<form action=\"" + Page.SERVLETS + "StoreComment\" method=POST>\n")
                .raw(Page.hidden("to", form.toId())).raw(Page.hidden("from", form.fromId())).raw(Page.hidden("itemId", form.itemId()))
                .raw("Rating: <select name=rating>\n<option value=\"5\">Excellent</option>\n<option value=\"3\">Average</option>\n"
                        + "<option selected value=\"0\">Neutral</option>\n<option value=\"-3\">Below average</option>\n"
                        + "<option value=\"-5\">Bad</option>\n</select><br>\n")
                .raw("<textarea rows=20 cols=80 name=comment>Write your comment here</textarea><br>\n")
                .raw("<input type=submit value=\"Post this comment now!\">\n</form>\n");
        return page.content();
    }
}
