// SPDX-License-Identifier: Apache-2.0
package org.outpost.petstore.web;

import jakarta.ejb.EJB;
import jakarta.inject.Inject;
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
public class CommitOrderScreen extends Screen {

    private static final long serialVersionUID = 1L;

    @EJB
    private Customer customer;

    @Inject
    private ShoppingCart cart;

    @Override
    String render(Request request) throws PetStoreException {
        CustomerProfile profile = request.signedIn();
        OrderDraft draft = request.draft();
        if (draft == null) {
            throw new PetStoreException("Please confirm your billing and shipping information first");
        }
        CartTable.requireItems(this.cart, "order");
        OrderView order = this.customer.commitOrder(profile.userId(), new OrderRequest(this.cart.orderLines(), draft.billTo(), draft.shipTo(),
                draft.card()));
        this.cart.clear();
        request.forgetDraft();
        Page page = new Page("Thank You", profile.userId()).heading("Thank you for your order").text("Your order number is " + order.id() + ".");
        OrderDetails.write(page, order);
        return page.finish();
    }
}
