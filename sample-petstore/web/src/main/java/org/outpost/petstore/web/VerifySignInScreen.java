// SPDX-License-Identifier: Apache-2.0
package org.outpost.petstore.web;

import jakarta.ejb.EJB;
import jakarta.servlet.annotation.WebServlet;

import org.outpost.petstore.facade.Customer;
import org.outpost.petstore.view.CustomerProfile;
import org.outpost.petstore.view.PetStoreException;

/** Verify Sign In: checks {@code j_username} and {@code j_password} ({@code Customer.signOn}) and keeps the profile in the session. */
@WebServlet("/control/verifysignin")
public class VerifySignInScreen extends Screen {

    private static final long serialVersionUID = 1L;

    @EJB
    private Customer customer;

    @Override
    String render(Request request) throws PetStoreException {
        CustomerProfile profile = this.customer.signOn(request.text("j_username"), request.text("j_password"));
        request.signIn(profile);
        return new Page("Welcome", profile.userId()).heading("Welcome, " + profile.address().firstName() + " " + profile.address().lastName())
                .raw("<p>").link("cart", "", "Your cart").raw(" | ").link("checkout", "", "Check out").raw(" | ").link("main", "", "Continue shopping")
                .raw("</p>\n").finish();
    }
}
