// SPDX-License-Identifier: Apache-2.0
package org.outpost.rubis.web;

import jakarta.ejb.EJB;
import jakarta.servlet.annotation.WebServlet;

import org.outpost.rubis.facade.UserFacade;
import org.outpost.rubis.view.RubisException;

/** View User Info: a user's public information and the comments about them. */
@WebServlet("/servlet/edu.rice.rubis.servlets.ViewUserInfo")
public class ViewUserInfo extends RubisServlet {

    private static final long serialVersionUID = 1L;

    @EJB
    private UserFacade users;

    @Override
    String render(Params params) throws RubisException {
        Page page = new Page("User information");
        Users.describe(page, this.users.userInfo(params.integer("userId")));
        return page.content();
    }
}
