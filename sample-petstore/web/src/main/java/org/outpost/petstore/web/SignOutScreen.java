// SPDX-License-Identifier: Apache-2.0
package org.outpost.petstore.web;

import jakarta.servlet.annotation.WebServlet;

/** Sign Out: ends the session (customer, order being placed and cart). No façade call. */
@WebServlet("/control/signout")
public class SignOutScreen extends Screen {

    private static final long serialVersionUID = 1L;

    @Override
    String render(Request request) {
        request.signOut();
        return new Page("Signed Out", null).heading("You have signed out").text("Thank you for shopping at Java Pet Store.")
                .raw("<p>").link("main", "", "Back to the store").raw("</p>\n").finish();
    }
}
