// SPDX-License-Identifier: Apache-2.0
package org.outpost.rubis.workload;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.math.BigDecimal;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;
import org.outpost.rubis.workload.SessionPatterns.SessionStep;
import org.outpost.rubis.workload.SessionPatterns.WeightedPage;

class SessionPatternsTest {

    @Test
    void theBrowserMixIsTable4() {
        Map<String, String> table4 = new LinkedHashMap<>();
        table4.put("Main", "2.5");
        table4.put("Browse", "2.5");
        table4.put("All Categories", "2.5");
        table4.put("All Regions", "2.5");
        table4.put("Region", "2.5");
        table4.put("Category", "7.5");
        table4.put("Category & Region", "7.5");
        table4.put("Item", "42.5");
        table4.put("Bids", "15");
        table4.put("User Info", "15");
        Map<String, String> loaded = new LinkedHashMap<>();
        for (WeightedPage page : SessionPatterns.browserMix()) {
            loaded.put(page.page(), page.weight().stripTrailingZeros().toPlainString());
        }
        assertEquals(table4, loaded);
        assertEquals(0, new BigDecimal(100).compareTo(SessionPatterns.browserMix().stream().map(WeightedPage::weight).reduce(BigDecimal.ZERO, BigDecimal::add)));
        assertEquals(40, SessionPatterns.BROWSER_SESSION_LENGTH);
    }

    @Test
    void theBidderSessionIsTable5() {
        List<SessionStep> session = SessionPatterns.bidderSession();
        assertEquals(List.of("Main", "Put Bid Auth", "Put Bid Form", "Store Bid", "Put Comment Auth", "Put Comment Form", "Store Comment"),
                session.stream().map(SessionStep::page).toList());
        assertEquals(List.of(1, 2, 3, 4, 5, 6, 7), session.stream().map(SessionStep::step).toList());
    }

    @Test
    void everyRequestUsesTheOriginalServletPaths() {
        for (WeightedPage page : SessionPatterns.browserMix()) {
            assertTrue(page.request().endsWith(".html") || page.request().startsWith("/servlet/edu.rice.rubis.servlets."), page.request());
        }
        for (SessionStep step : SessionPatterns.bidderSession()) {
            assertTrue(step.request().endsWith(".html") || step.request().startsWith("/servlet/edu.rice.rubis.servlets."), step.request());
        }
    }
}
