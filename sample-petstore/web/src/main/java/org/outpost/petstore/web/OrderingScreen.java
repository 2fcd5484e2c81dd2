// SPDX-License-Identifier: Apache-2.0
package org.outpost.petstore.web;

import jakarta.inject.Inject;

import org.outpost.petstore.cart.ShoppingCart;
import org.outpost.petstore.view.CustomerProfile;
import org.outpost.petstore.view.PetStoreException;

/** A screen of the order being placed (Place Order, Billing and Shipping, Commit Order): for a signed-in customer with items in the cart. */
abstract class OrderingScreen extends Screen {

    private static final long serialVersionUID = 1L;

    @Inject
    private ShoppingCart cart;

    /** Renders the screen for the signed-in {@code customer}, whose {@code cart} is not empty. */
    abstract String render(Request request, CustomerProfile customer, ShoppingCart cart) throws PetStoreException;

    @Override
    final String render(Request request) throws PetStoreException {
        CustomerProfile customer = request.signedIn();
        CartTable.requireItems(this.cart, "order");
        return render(request, customer, this.cart);
    }
}
