// SPDX-License-Identifier: Apache-2.0
package org.outpost.rubis.web;

import jakarta.servlet.annotation.WebServlet;

import java.util.List;

import org.outpost.rubis.facade.CatalogFacade;
import org.outpost.rubis.view.ItemSummary;
import org.outpost.rubis.view.RubisException;

/** Search Items By Category: a page of the active items of a category, ending soonest first. */
@WebServlet("/servlet/edu.rice.rubis.servlets.SearchItemsByCategory")
public class SearchItemsByCategory extends ItemSearch {

    private static final long serialVersionUID = 1L;

    @Override
    String search(Params params, CatalogFacade catalog, int category, String categoryName) throws RubisException {
        Lists.Paging paging = Lists.Paging.of(params);
        List<ItemSummary> items = catalog.itemsInCategory(category, paging.number(), paging.perPage());
        return Lists.searchResult("Items in category " + categoryName, "Items in category " + categoryName,
                "Sorry, but there are no items available in this category.", items, "SearchItemsByCategory",
                "category=" + category + "&categoryName=" + encode(categoryName), paging);
    }
}
