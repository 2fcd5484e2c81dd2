// SPDX-License-Identifier: Apache-2.0
package org.outpost.rubis.web;

import jakarta.ejb.EJB;

import org.outpost.rubis.facade.CatalogFacade;
import org.outpost.rubis.view.RubisException;

/** A search page: the active items of the requested {@code category}, one page at a time, ending soonest first. */
abstract class ItemSearch extends RubisServlet {

    private static final long serialVersionUID = 1L;

    @EJB
    private CatalogFacade catalog;

    @Override
    final String render(Params params) throws RubisException {
        int category = params.integer("category");
        String categoryName = params.text("categoryName");
        return search(params, this.catalog, category, categoryName);
    }

    /** Renders the page of the category's items that {@code params} asks for; {@code categoryName} may be null. */
    abstract String search(Params params, CatalogFacade catalog, int category, String categoryName) throws RubisException;
}
