// SPDX-License-Identifier: Apache-2.0
package org.outpost.petstore.web;

import jakarta.ejb.EJB;
import jakarta.servlet.annotation.WebServlet;

import org.outpost.petstore.facade.Catalog;
import org.outpost.petstore.view.PetStoreException;
import org.outpost.petstore.view.SearchResult;

/** Search: the products whose name or description contains any of the keywords ({@code keywords}, {@code start}). */
@WebServlet("/control/search")
public class SearchScreen extends Screen {

    private static final long serialVersionUID = 1L;

    @EJB
    private Catalog catalog;

    @Override
    String render(Request request) throws PetStoreException {
        SearchResult result = this.catalog.search(request.text("keywords"), request.integer("start", 0));
        String keywords = String.join(" ", result.keywords());
        Page page = new Page("Search", request.userId()).heading("Search results for: " + keywords);
        ProductList.write(page, result.products(), "Sorry, no product matches your search.", "search", Page.param("keywords", keywords),
                result.start(), result.more(), Catalog.PAGE_SIZE);
        return page.finish();
    }
}
