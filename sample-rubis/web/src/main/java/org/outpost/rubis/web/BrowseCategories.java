// SPDX-License-Identifier: Apache-2.0
package org.outpost.rubis.web;

import jakarta.ejb.EJB;
import jakarta.servlet.annotation.WebServlet;

import org.outpost.rubis.facade.CatalogFacade;
import org.outpost.rubis.facade.SellFacade;
import org.outpost.rubis.view.CategoryView;
import org.outpost.rubis.view.RegionCategories;
import org.outpost.rubis.view.RubisException;
import org.outpost.rubis.view.SellForm;

/**
 * Browse Categories: all categories. With {@code region} (id or name) the links list the category's items in that
 * region; with {@code nickname} and {@code password} (the sell path) the links lead to the sell form.
 */
@WebServlet("/servlet/edu.rice.rubis.servlets.BrowseCategories")
public class BrowseCategories extends RubisServlet {

    private static final long serialVersionUID = 1L;

    @EJB
    private CatalogFacade catalog;

    @EJB
    private SellFacade sell;

    @Override
    String render(Params params) throws RubisException {
        String region = params.text("region");
        String nickname = params.text("nickname");
        if (nickname != null && !nickname.isEmpty()) {
            SellForm form = this.sell.sellCategories(nickname, params.text("password"));
            Page page = new Page("Sell an item").heading("Currently available categories");
            page.text("Select the category of the item you want to sell, " + form.nickname() + ".");
            page.raw("<ul>\n");
            for (CategoryView category : form.categories()) {
                page.raw("<li>").link("SellItemForm", "category=" + category.id() + "&user=" + form.userId(), category.name()).raw("</li>\n");
            }
            return page.raw("</ul>\n").content();
        }
        if (region != null && !region.isEmpty()) {
            RegionCategories found = this.catalog.categoriesInRegion(region);
            Page page = new Page("Categories in " + found.region().name()).heading("Categories in region " + found.region().name());
            page.raw("<ul>\n");
            for (CategoryView category : found.categories()) {
                page.raw("<li>").link("SearchItemsByRegion", "category=" + category.id() + "&categoryName=" + encode(category.name())
                        + "&region=" + found.region().id(), category.name()).raw("</li>\n");
            }
            return page.raw("</ul>\n").content();
        }
        Page page = new Page("Browse categories").heading("Currently available categories");
        page.raw("<ul>\n");
        for (CategoryView category : this.catalog.categories()) {
            page.raw("<li>").link("SearchItemsByCategory", "category=" + category.id() + "&categoryName=" + encode(category.name()), category.name())
                    .raw("</li>\n");
        }
        return page.raw("</ul>\n").content();
    }
}
