// SPDX-License-Identifier: Apache-2.0
package org.outpost.rubis.web;

import jakarta.ejb.EJB;
import jakarta.servlet.annotation.WebServlet;

import java.util.List;

import org.outpost.rubis.facade.UserFacade;
import org.outpost.rubis.view.Activity;
import org.outpost.rubis.view.RubisException;

/** About Me: the authenticated user's information, items on sale, bids, purchases and the comments about them. */
@WebServlet("/servlet/edu.rice.rubis.servlets.AboutMe")
public class AboutMe extends RubisServlet {

    private static final long serialVersionUID = 1L;

    @EJB
    private UserFacade users;

    @Override
    String render(Params params) throws RubisException {
        org.outpost.rubis.view.AboutMe me = this.users.aboutMe(params.required("nickname"), params.required("password"));
        Page page = new Page("About me");
        Users.describe(page, me.user());
        if (me.selling().isEmpty()) {
            page.heading("You are currently selling no item.");
        } else {
            page.heading("Items you are selling");
            Lists.items(page, me.selling());
        }
        activities(page, me.bids(), "You did not bid on any item.", "Items you have bid on", "Your bid");
        activities(page, me.bought(), "You did not buy any item.", "Items you bought", "Price");
        return page.content();
    }

    private static void activities(Page page, List<Activity> list, String none, String title, String amount) {
        if (list.isEmpty()) {
            page.heading(none);
            return;
        }
        page.heading(title).raw("<table border=1>\n<tr><th>Designation</th><th>" + amount + "</th><th>Quantity</th><th>Date</th></tr>\n");
        for (Activity activity : list) {
            page.raw("<tr><td>").link("ViewItem", "itemId=" + activity.itemId(), activity.itemName()).raw("</td><td>")
                    .raw(Page.money(activity.amount())).raw("</td><td>").raw(String.valueOf(activity.qty())).raw("</td><td>")
                    .raw(String.valueOf(activity.date())).raw("</td></tr>\n");
        }
        page.raw("</table>\n");
    }
}
