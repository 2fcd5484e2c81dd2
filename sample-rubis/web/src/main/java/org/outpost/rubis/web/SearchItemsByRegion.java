package org.outpost.rubis.web;

import jakarta.ejb.EJB;
import jakarta.servlet.annotation.WebServlet;

import java.util.List;

import org.outpost.rubis.facade.CatalogFacade;
import org.outpost.rubis.view.ItemSummary;
import org.outpost.rubis.view.RubisException;

/** Search Items By Region: a page of the active items of a category sold in a region. */
@WebServlet("/servlet/edu.rice.rubis.servlets.SearchItemsByRegion")
public class SearchItemsByRegion extends RubisServlet {

    private static final long serialVersionUID = 1L;

    @EJB
    private CatalogFacade catalog;

    @Override
    String render(Params params) throws RubisException {
        int category = params.integer("category");
        int region = params.integer("region");
        String categoryName = params.text("categoryName");
        int pageNumber = Math.max(0, params.integer("page", 0));
        int perPage = Math.max(1, params.integer("nbOfItems", Lists.DEFAULT_ITEMS_PER_PAGE));
        List<ItemSummary> items = this.catalog.itemsInRegion(category, region, pageNumber, perPage);
        Page page = new Page("Items in category " + categoryName);
        if (items.isEmpty()) {
            page.heading("Sorry, but there are no items available in this category for this region.");
        } else {
            page.heading("Items in category " + categoryName + " in region " + region);
            Lists.items(page, items);
        }
        Lists.paging(page, "SearchItemsByRegion", "category=" + category + "&categoryName=" + encode(categoryName) + "&region=" + region,
                pageNumber, items.size(), perPage);
        return page.finish();
    }
}
