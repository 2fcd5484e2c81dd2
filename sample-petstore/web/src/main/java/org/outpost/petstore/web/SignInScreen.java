// SPDX-License-Identifier: Apache-2.0
package org.outpost.petstore.web;

import jakarta.servlet.annotation.WebServlet;

/** Sign In: the form asking for the user name and password ({@code j_username}, {@code j_password}). No façade call. */
@WebServlet("/control/signin")
public class SignInScreen extends Screen {

    private static final long serialVersionUID = 1L;

    @Override
    String render(Request request) {
        return new Page("Sign In", request.userId()).heading("Please sign in")
                .raw("<form action=\"" + Page.CONTROL + "verifysignin\" method=POST>\n")
                .raw("User name: <input type=text name=j_username size=20><br>\n")
                .raw("Password: <input type=password name=j_password size=20><br>\n")
                .raw("<input type=submit value=\"Sign in\">\n</form>\n").finish();
    }
}
