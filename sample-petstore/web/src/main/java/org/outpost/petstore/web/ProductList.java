// SPDX-License-Identifier: Apache-2.0
package org.outpost.petstore.web;

import java.util.List;

import org.outpost.petstore.view.ProductSummary;

/** The product table and the previous / next links of the Category and Search screens. */
final class ProductList {

    private ProductList() {
    }

    /**
     * The products of one page, or {@code none} when there are none; then links to the previous and next pages of
     * {@code screen}, whose {@code query} is already URL-encoded, with {@code &start=N}.
     */
    static void write(Page page, List<ProductSummary> products, String none, String screen, String query, int start, boolean more,
            int pageSize) {
        if (products.isEmpty()) {
            page.text(none);
        } else {
            page.raw("<table border=1>\n<tr><th>Product</th><th>Description</th></tr>\n");
            for (ProductSummary product : products) {
                page.row(Page.anchor("product", Page.param("product_id", product.id()), product.name()), Page.escape(product.description()));
            }
            page.raw("</table>\n");
        }
        page.raw("<p>");
        if (start > 0) {
            page.link(screen, query + "&" + Page.param("start", Math.max(0, start - pageSize)), "Previous");
        }
        if (more) {
            page.raw(start > 0 ? " | " : "").link(screen, query + "&" + Page.param("start", start + pageSize), "Next");
        }
        page.raw("</p>\n");
    }
}
