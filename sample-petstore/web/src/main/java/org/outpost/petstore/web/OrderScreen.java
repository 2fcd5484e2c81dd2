// SPDX-License-Identifier: Apache-2.0
package org.outpost.petstore.web;

import jakarta.ejb.EJB;
import jakarta.servlet.annotation.WebServlet;

import org.outpost.petstore.facade.Customer;
import org.outpost.petstore.view.CustomerProfile;
import org.outpost.petstore.view.OrderView;
import org.outpost.petstore.view.PetStoreException;

/** Order: one of the signed-in customer's orders ({@code order_id}). */
@WebServlet("/control/order")
public class OrderScreen extends Screen {

    private static final long serialVersionUID = 1L;

    @EJB
    private Customer customer;

    @Override
    String render(Request request) throws PetStoreException {
        CustomerProfile profile = request.signedIn();
        OrderView order = this.customer.order(profile.userId(), request.integer("order_id"));
        Page page = new Page("Order " + order.id(), profile.userId()).heading("Order " + order.id());
        OrderDetails.write(page, order);
        return page.finish();
    }
}
