// SPDX-License-Identifier: Apache-2.0
package org.outpost.petstore.web;

import jakarta.ejb.EJB;
import jakarta.servlet.annotation.WebServlet;

import org.outpost.petstore.facade.Catalog;
import org.outpost.petstore.view.ItemDetail;
import org.outpost.petstore.view.PetStoreException;

/** Item (Pet Store's product details screen): an item, its price and the quantity in stock ({@code item_id}). */
@WebServlet("/control/productdetails")
public class ProductDetailsScreen extends Screen {

    private static final long serialVersionUID = 1L;

    @EJB
    private Catalog catalog;

    @Override
    String render(Request request) throws PetStoreException {
        ItemDetail item = this.catalog.item(request.required("item_id"));
        Page page = new Page(item.productName(), request.userId()).heading(item.attribute() + " " + item.productName())
                .text(item.productDescription());
        page.raw("<p>Item ").raw(Page.escape(item.id())).raw(" of ").link("product", Page.param("product_id", item.productId()), item.productName())
                .raw(" in ").link("category", Page.param("category_id", item.categoryId()), item.categoryName()).raw("</p>\n")
                .raw("<p>List price: ").raw(Page.money(item.listPrice())).raw("</p>\n");
        if (item.quantityInStock() > 0) {
            page.raw("<p>In stock: ").raw(String.valueOf(item.quantityInStock())).raw("</p>\n<p>")
                    .link("cart", "action=purchaseItem&" + Page.param("item_id", item.id()), "Add to cart").raw("</p>\n");
        } else {
            page.text("Out of stock.");
        }
        return page.finish();
    }
}
