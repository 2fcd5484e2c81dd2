// SPDX-License-Identifier: Apache-2.0
package org.outpost.petstore.web;

import jakarta.servlet.annotation.WebServlet;

import org.outpost.petstore.cart.ShoppingCart;
import org.outpost.petstore.facade.Customer;
import org.outpost.petstore.view.CustomerProfile;
import org.outpost.petstore.view.PetStoreException;

/**
 * Billing and Shipping: reads the form of Place Order (fields left out take their defaults, see {@link OrderForm}),
 * keeps it in the session, and shows the order to confirm. No façade call.
 */
@WebServlet("/control/billingandshipping")
public class BillingAndShippingScreen extends OrderingScreen {

    private static final long serialVersionUID = 1L;

    @Override
    String render(Request request, CustomerProfile customer, ShoppingCart cart) throws PetStoreException {
        OrderDraft draft = OrderForm.read(request, customer.address());
        request.keep(draft);
        Page page = new Page("Confirm Order", customer.userId()).heading("Please confirm your order");
        CartTable.write(page, cart, false);
        page.address("Bill to", draft.billTo()).address("Ship to", draft.shipTo())
                .text("Paid with " + draft.card().type() + " ending in " + draft.card().ending() + ", shipped by " + Customer.COURIER);
        return page.raw("<p>").link("commitorder", "", "Commit order").raw(" | ").link("placeorder", "", "Change").raw("</p>\n").finish();
    }
}
