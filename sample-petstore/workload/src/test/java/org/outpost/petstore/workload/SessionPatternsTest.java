// SPDX-License-Identifier: Apache-2.0
package org.outpost.petstore.workload;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

import org.junit.jupiter.api.Test;
import org.outpost.petstore.generator.Dataset;
import org.outpost.petstore.generator.DatasetSize;
import org.outpost.petstore.workload.SessionPatterns.SessionStep;
import org.outpost.petstore.workload.SessionPatterns.WeightedPage;
import org.outpost.sample.load.RowSink;

class SessionPatternsTest {

    @Test
    void theBrowserMixIsTable2() {
        Map<String, String> table2 = new LinkedHashMap<>();
        table2.put("Main", "5");
        table2.put("Category", "15");
        table2.put("Product", "30");
        table2.put("Item", "45");
        table2.put("Search", "5");
        Map<String, String> loaded = new LinkedHashMap<>();
        for (WeightedPage page : SessionPatterns.browserMix()) {
            loaded.put(page.page(), page.weight().stripTrailingZeros().toPlainString());
        }
        assertEquals(table2, loaded);
        assertEquals(0, new BigDecimal(100).compareTo(SessionPatterns.browserMix().stream().map(WeightedPage::weight).reduce(BigDecimal.ZERO, BigDecimal::add)));
        assertEquals(20, SessionPatterns.BROWSER_SESSION_LENGTH);
    }

    @Test
    void anItemAlwaysFollowsItsProduct() {
        Map<String, String> after = new LinkedHashMap<>();
        SessionPatterns.browserMix().forEach(page -> after.put(page.page(), page.after()));
        assertEquals(Map.of("Main", "", "Category", "", "Product", "", "Item", "Product", "Search", ""), after);
    }

    @Test
    void theBuyerSessionIsTable3() {
        List<SessionStep> session = SessionPatterns.buyerSession();
        assertEquals(List.of("Main", "Signin", "Verify Signin", "Shopping Cart", "Checkout", "Place Order", "Billing and Shipping", "Commit Order",
                "Signout"), session.stream().map(SessionStep::page).toList());
        assertEquals(List.of(1, 2, 3, 4, 5, 6, 7, 8, 9), session.stream().map(SessionStep::step).toList());
    }

    @Test
    void everyRequestIsAScreenOfTheStore() {
        for (WeightedPage page : SessionPatterns.browserMix()) {
            assertTrue(page.request().startsWith("/control/"), page.request());
        }
        for (SessionStep step : SessionPatterns.buyerSession()) {
            assertTrue(step.request().startsWith("/control/"), step.request());
        }
    }

    @Test
    void everyKeywordFindsProductsOfThePaperDataset() throws Exception {
        List<String> products = new ArrayList<>();
        new Dataset(DatasetSize.PAPER, 1).writeTo(new RowSink() {
            private boolean product;

            @Override
            public void begin(String table, String... columns) {
                this.product = table.equals("product");
            }

            @Override
            public void row(Object... values) {
                if (this.product) {
                    products.add((values[2] + " " + values[3]).toLowerCase(Locale.ROOT));
                }
            }

            @Override
            public long end() {
                return 0;
            }
        });
        List<String> keywords = SessionPatterns.keywords();
        assertFalse(keywords.isEmpty());
        for (String keyword : keywords) {
            assertTrue(products.stream().anyMatch(product -> product.contains(keyword)), keyword + " finds no product");
        }
    }
}
