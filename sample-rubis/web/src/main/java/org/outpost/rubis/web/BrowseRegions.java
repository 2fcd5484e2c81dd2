// SPDX-License-Identifier: Apache-2.0
package org.outpost.rubis.web;

import jakarta.ejb.EJB;
import jakarta.servlet.annotation.WebServlet;

import org.outpost.rubis.facade.CatalogFacade;
import org.outpost.rubis.view.RegionView;

/** Browse Regions: all regions, each linking to the categories in it. */
@WebServlet("/servlet/edu.rice.rubis.servlets.BrowseRegions")
public class BrowseRegions extends RubisServlet {

    private static final long serialVersionUID = 1L;

    @EJB
    private CatalogFacade catalog;

    @Override
    String render(Params params) {
        Page page = new Page("Browse regions").heading("Currently available regions");
        page.raw("<ul>\n");
        for (RegionView region : this.catalog.regions()) {
            page.raw("<li>").link("BrowseCategories", "region=" + region.id(), region.name()).raw("</li>\n");
        }
        return page.raw("</ul>\n").content();
    }
}
