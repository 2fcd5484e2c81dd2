// SPDX-License-Identifier: Apache-2.0
package org.outpost.petstore.web;

import jakarta.ejb.EJB;
import jakarta.servlet.annotation.WebServlet;

import org.outpost.petstore.facade.Catalog;
import org.outpost.petstore.view.CategoryPage;
import org.outpost.petstore.view.PetStoreException;

/** Category: a category's products, by name, {@link Catalog#PAGE_SIZE} a page ({@code category_id}, {@code start}). */
@WebServlet("/control/category")
public class CategoryScreen extends Screen {

    private static final long serialVersionUID = 1L;

    @EJB
    private Catalog catalog;

    @Override
    String render(Request request) throws PetStoreException {
        CategoryPage category = this.catalog.category(request.required("category_id"), request.integer("start", 0));
        Page page = new Page(category.name(), request.userId()).heading(category.name()).text(category.description());
        ProductList.write(page, category.products(), "Sorry, there are no products in this category.", "category",
                Page.param("category_id", category.id()), category.start(), category.more(), Catalog.PAGE_SIZE);
        return page.finish();
    }
}
