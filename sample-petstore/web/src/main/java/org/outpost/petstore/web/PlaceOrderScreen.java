// SPDX-License-Identifier: Apache-2.0
package org.outpost.petstore.web;

import jakarta.servlet.annotation.WebServlet;

import org.outpost.petstore.cart.ShoppingCart;
import org.outpost.petstore.view.CustomerProfile;

/**
 * Place Order: for a signed-in customer with items in the cart, the billing and shipping form filled with the
 * account's address (kept in the session at sign-in). No façade call.
 */
@WebServlet("/control/placeorder")
public class PlaceOrderScreen extends OrderingScreen {

    private static final long serialVersionUID = 1L;

    @Override
    String render(Request request, CustomerProfile customer, ShoppingCart cart) {
        Page page = new Page("Place Order", customer.userId()).heading("Billing and shipping information")
                .raw("<p>Order total: ").raw(Page.money(cart.total())).raw("</p>\n");
        OrderForm.write(page, customer.address(), customer.address(), OrderForm.DEFAULT_CARD);
        return page.finish();
    }
}
