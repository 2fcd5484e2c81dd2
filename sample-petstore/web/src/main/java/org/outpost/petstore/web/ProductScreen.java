// SPDX-License-Identifier: Apache-2.0
package org.outpost.petstore.web;

import jakarta.ejb.EJB;
import jakarta.servlet.annotation.WebServlet;

import org.outpost.petstore.facade.Catalog;
import org.outpost.petstore.view.ItemSummary;
import org.outpost.petstore.view.PetStoreException;
import org.outpost.petstore.view.ProductPage;

/** Product: a product's items, each with its price and a link to add it to the cart ({@code product_id}). */
@WebServlet("/control/product")
public class ProductScreen extends Screen {

    private static final long serialVersionUID = 1L;

    @EJB
    private Catalog catalog;

    @Override
    String render(Request request) throws PetStoreException {
        ProductPage product = this.catalog.product(request.required("product_id"));
        Page page = new Page(product.name(), request.userId()).heading(product.name()).text(product.description());
        page.raw("<p>In ").link("category", Page.param("category_id", product.categoryId()), product.categoryName()).raw("</p>\n");
        page.raw("<table border=1>\n<tr><th>Item</th><th>Description</th><th>Price</th><th></th></tr>\n");
        for (ItemSummary item : product.items()) {
            page.row(Page.anchor("productdetails", Page.param("item_id", item.id()), item.id()), Page.escape(item.attribute() + " " + product.name()),
                    Page.money(item.listPrice()), Page.anchor("cart", "action=purchaseItem&" + Page.param("item_id", item.id()), "Add to cart"));
        }
        return page.raw("</table>\n").finish();
    }
}
