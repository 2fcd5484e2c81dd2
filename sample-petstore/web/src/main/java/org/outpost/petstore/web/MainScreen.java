// SPDX-License-Identifier: Apache-2.0
package org.outpost.petstore.web;

import java.util.List;

import jakarta.servlet.annotation.WebServlet;

/**
 * Main: the store's entry page, with the five categories of Pet Store's own catalog and the search box. Like Pet
 * Store's, it calls no façade (the enlarged catalog's other categories are reached through Search).
 */
@WebServlet("/control/main")
public class MainScreen extends Screen {

    private static final long serialVersionUID = 1L;

    /** Pet Store's categories, by id, in the order of its main page. */
    private static final List<CategoryLink> CATEGORIES = List.of(new CategoryLink("FISH", "Fish"), new CategoryLink("DOGS", "Dogs"),
            new CategoryLink("REPTILES", "Reptiles"), new CategoryLink("CATS", "Cats"), new CategoryLink("BIRDS", "Birds"));

    private record CategoryLink(String id, String name) {
    }

    @Override
    String render(Request request) {
        Page page = new Page("Welcome", request.userId()).heading("Welcome to Java Pet Store")
                .text("Browse our catalog by category, or search it by keyword.").raw("<ul>\n");
        for (CategoryLink category : CATEGORIES) {
            page.raw("<li>").link("category", Page.param("category_id", category.id()), category.name()).raw("</li>\n");
        }
        return page.raw("</ul>\n").finish();
    }
}
