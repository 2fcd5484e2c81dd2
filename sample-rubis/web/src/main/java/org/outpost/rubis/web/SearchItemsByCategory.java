package org.outpost.rubis.web;

import jakarta.ejb.EJB;
import jakarta.servlet.annotation.WebServlet;

import java.util.List;

import org.outpost.rubis.facade.CatalogFacade;
import org.outpost.rubis.view.ItemSummary;
import org.outpost.rubis.view.RubisException;

/** Search Items By Category: a page of the active items of a category, ending soonest first. */
@WebServlet("/servlet/edu.rice.rubis.servlets.SearchItemsByCategory")
public class SearchItemsByCategory extends RubisServlet {

    private static final long serialVersionUID = 1L;

    @EJB
    private CatalogFacade catalog;

    @Override
    String render(Params params) throws RubisException {
        int category = params.integer("category");
        String categoryName = params.text("categoryName");
        int pageNumber = Math.max(0, params.integer("page", 0));
        int perPage = Math.max(1, params.integer("nbOfItems", Lists.DEFAULT_ITEMS_PER_PAGE));
        List<ItemSummary> items = this.catalog.itemsInCategory(category, pageNumber, perPage);
        Page page = new Page("Items in category " + categoryName);
        if (items.isEmpty()) {
            page.heading("Sorry, but there are no items available in this category.");
        } else {
            page.heading("Items in category " + categoryName);
            Lists.items(page, items);
        }
        Lists.paging(page, "SearchItemsByCategory", "category=" + category + "&categoryName=" + encode(categoryName), pageNumber, items.size(),
                perPage);
        return page.finish();
    }
}
