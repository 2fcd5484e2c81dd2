// SPDX-License-Identifier: Apache-2.0
package org.outpost.petstore.web;

import jakarta.inject.Inject;
import jakarta.servlet.annotation.WebServlet;

import org.outpost.petstore.cart.ShoppingCart;
import org.outpost.petstore.view.CustomerProfile;
import org.outpost.petstore.view.PetStoreException;

/**
 * Place Order: for a signed-in customer with items in the cart, the billing and shipping form filled with the
 * account's address (kept in the session at sign-in). No façade call.
 */
@WebServlet("/control/placeorder")
public class PlaceOrderScreen extends Screen {

    private static final long serialVersionUID = 1L;

    @Inject
    private ShoppingCart cart;

    @Override
    String render(Request request) throws PetStoreException {
        CustomerProfile customer = request.signedIn();
        CartTable.requireItems(this.cart, "order");
        Page page = new Page("Place Order", customer.userId()).heading("Billing and shipping information")
                .raw("<p>Order total: ").raw(Page.money(this.cart.total())).raw("</p>\n");
        OrderForm.write(page, customer.address(), customer.address(), OrderForm.DEFAULT_CARD);
        return page.finish();
    }
}
