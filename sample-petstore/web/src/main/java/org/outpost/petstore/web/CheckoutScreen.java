// SPDX-License-Identifier: Apache-2.0
package org.outpost.petstore.web;

import jakarta.inject.Inject;
import jakarta.servlet.annotation.WebServlet;

import org.outpost.petstore.cart.ShoppingCart;
import org.outpost.petstore.view.PetStoreException;

/** Checkout: the cart as it will be ordered, and the way on to Place Order. No façade call. */
@WebServlet("/control/checkout")
public class CheckoutScreen extends Screen {

    private static final long serialVersionUID = 1L;

    @Inject
    private ShoppingCart cart;

    @Override
    String render(Request request) throws PetStoreException {
        CartTable.requireItems(this.cart, "check out");
        Page page = new Page("Checkout", request.userId()).heading("Checkout");
        CartTable.write(page, this.cart, false);
        return page.raw("<p>").link("placeorder", "", "Continue").raw(" | ").link("cart", "", "Change the cart").raw("</p>\n").finish();
    }
}
