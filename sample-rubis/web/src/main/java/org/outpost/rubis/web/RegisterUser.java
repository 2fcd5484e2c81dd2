// SPDX-License-Identifier: Apache-2.0
package org.outpost.rubis.web;

import jakarta.ejb.EJB;
import jakarta.servlet.annotation.WebServlet;

import org.outpost.rubis.facade.UserFacade;
import org.outpost.rubis.view.RubisException;
import org.outpost.rubis.view.UserInfo;

/** Register User: creates a user from the register form (region by name). */
@WebServlet("/servlet/edu.rice.rubis.servlets.RegisterUser")
public class RegisterUser extends RubisServlet {

    private static final long serialVersionUID = 1L;

    @EJB
    private UserFacade users;

    @Override
    String render(Params params) throws RubisException {
        UserInfo user = this.users.registerUser(params.text("firstname"), params.text("lastname"), params.text("nickname"),
                params.text("email"), params.text("password"), params.text("region"));
        Page page = new Page("Welcome " + user.nickname()).heading("Your registration has been processed successfully");
        page.raw("<p>Welcome ").raw(Page.escape(user.nickname())).raw(", your user id is ")
                .link("ViewUserInfo", "userId=" + user.id(), String.valueOf(user.id())).raw(".</p>\n");
        Users.describe(page, user);
        return page.content();
    }
}
