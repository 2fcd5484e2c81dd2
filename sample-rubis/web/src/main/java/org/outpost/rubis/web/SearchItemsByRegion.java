// SPDX-License-Identifier: Apache-2.0
package org.outpost.rubis.web;

import jakarta.servlet.annotation.WebServlet;

import java.util.List;

import org.outpost.rubis.facade.CatalogFacade;
import org.outpost.rubis.view.ItemSummary;
import org.outpost.rubis.view.RubisException;

/** Search Items By Region: a page of the active items of a category sold in a region. */
@WebServlet("/servlet/edu.rice.rubis.servlets.SearchItemsByRegion")
public class SearchItemsByRegion extends ItemSearch {

    private static final long serialVersionUID = 1L;

    @Override
    String search(Params params, CatalogFacade catalog, int category, String categoryName) throws RubisException {
        int region = params.integer("region");
        Lists.Paging paging = Lists.Paging.of(params);
        List<ItemSummary> items = catalog.itemsInRegion(category, region, paging.number(), paging.perPage());
        return Lists.searchResult("Items in category " + categoryName, "Items in category " + categoryName + " in region " + region,
                "Sorry, but there are no items available in this category for this region.", items, "SearchItemsByRegion",
                "category=" + category + "&categoryName=" + encode(categoryName) + "&region=" + region, paging);
    }
}
