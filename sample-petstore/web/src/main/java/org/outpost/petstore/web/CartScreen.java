// SPDX-License-Identifier: Apache-2.0
package org.outpost.petstore.web;

import jakarta.ejb.EJB;
import jakarta.inject.Inject;
import jakarta.servlet.annotation.WebServlet;

import org.outpost.petstore.cart.ShoppingCart;
import org.outpost.petstore.facade.Catalog;
import org.outpost.petstore.view.ItemDetail;
import org.outpost.petstore.view.PetStoreException;

/**
 * Shopping Cart: shows the cart after an {@code action}: {@code purchaseItem} adds one unit of {@code item_id} (one
 * {@code Catalog.item} call for what the line shows), {@code updateCart} sets its {@code quantity},
 * {@code removeItemFromCart} removes it; without an action it only shows the cart. Only purchaseItem calls a façade.
 */
@WebServlet("/control/cart")
public class CartScreen extends Screen {

    private static final long serialVersionUID = 1L;

    @EJB
    private Catalog catalog;

    @Inject
    private ShoppingCart cart;

    @Override
    String render(Request request) throws PetStoreException {
        String action = request.text("action");
        if (action != null && !action.isEmpty()) {
            switch (action) {
                case "purchaseItem" -> purchase(request.required("item_id"));
                case "updateCart" -> this.cart.update(request.required("item_id"), request.integer("quantity"));
                case "removeItemFromCart" -> this.cart.remove(request.required("item_id"));
                default -> throw new PetStoreException("Unknown cart action '" + action + "'; use purchaseItem, updateCart or removeItemFromCart");
            }
        }
        Page page = new Page("Shopping Cart", request.userId()).heading("Your shopping cart");
        if (this.cart.isEmpty()) {
            page.text("Your cart is empty.");
        } else {
            CartTable.write(page, this.cart, true);
            page.raw("<p>").link("checkout", "", "Proceed to checkout").raw(" | ").link("main", "", "Continue shopping").raw("</p>\n");
        }
        return page.finish();
    }

    private void purchase(String itemId) throws PetStoreException {
        ItemDetail item = this.catalog.item(itemId);
        if (item.quantityInStock() == 0) {
            throw new PetStoreException("Sorry, item '" + item.id() + "' (" + item.productName() + ", " + item.attribute() + ") is out of stock");
        }
        this.cart.add(item);
    }
}
