// SPDX-License-Identifier: Apache-2.0
package org.outpost.petstore.web;

import jakarta.ejb.EJB;
import jakarta.servlet.annotation.WebServlet;

import org.outpost.petstore.cart.ShoppingCart;
import org.outpost.petstore.facade.Customer;
import org.outpost.petstore.view.CustomerProfile;
import org.outpost.petstore.view.OrderRequest;
import org.outpost.petstore.view.OrderView;
import org.outpost.petstore.view.PetStoreException;

/**
 * Commit Order: the one write of the buyer's session, one {@code Customer.commitOrder} call that takes every line from
 * the inventory and stores the order in one transaction on main. On success the cart is emptied; a refusal (out of
 * stock) leaves cart and confirmed information as they were.
 */
@WebServlet("/control/commitorder")
public class CommitOrderScreen extends OrderingScreen {

    private static final long serialVersionUID = 1L;

    @EJB
    private Customer customer;

    @Override
    String render(Request request, CustomerProfile profile, ShoppingCart cart) throws PetStoreException {
        OrderDraft draft = request.draft();
        if (draft == null) {
            throw new PetStoreException("Please confirm your billing and shipping information first");
        }
        OrderView order = this.customer.commitOrder(profile.userId(), new OrderRequest(cart.orderLines(), draft.billTo(), draft.shipTo(),
                draft.card()));
        cart.clear();
        request.forgetDraft();
        Page page = new Page("Thank You", profile.userId()).heading("Thank you for your order").text("Your order number is " + order.id() + ".");
        OrderDetails.write(page, order);
        return page.finish();
    }
}
