// SPDX-License-Identifier: Apache-2.0
package org.outpost.wan.study;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;

import org.junit.jupiter.api.Test;

/** The sessions the load plays, from a small fake dataset: lengths, first pages, mixes, and Pet Store's browsing order. */
class WorkloadTest {

    private static final RubisWorkload RUBIS = new RubisWorkload(Map.of(1, "Antiques & Art", 2, "Books"), List.of(1, 2, 3),
            List.of(10, 11, 12), List.of(1, 2, 3, 4));
    private static final PetStoreWorkload PETSTORE = petStore();

    @Test
    void aRubisBrowserMakesFortyRequestsFromMainWithTableFourWeights() {
        Random random = new Random(7);
        Map<String, Integer> counts = new HashMap<>();
        int sessions = 500;
        for (int i = 0; i < sessions; i++) {
            List<PlannedRequest> session = RUBIS.browserSession(random, false);
            assertEquals(40, session.size());
            assertEquals(new PlannedRequest(new PageId("Browser", "Main"), "/index.html"), session.get(0));
            session.subList(1, session.size()).forEach(request -> counts.merge(request.page().page(), 1, Integer::sum));
        }
        double item = counts.get("Item") / (double) (sessions * 39);
        assertTrue(Math.abs(item - 0.425) < 0.02, "Item is 42.5 % of Table 4, here " + item);
        assertTrue(counts.get("Category & Region") > 0 && counts.get("All Regions") > 0, counts.toString());
    }

    @Test
    void theProbesBrowserAsksForEveryPageOnceInTableOrderWithEncodedParameters() {
        List<PlannedRequest> tour = RUBIS.browserSession(new Random(1), true);
        assertEquals(RUBIS.pages().subList(0, 10), tour.stream().map(PlannedRequest::page).toList());
        tour.stream().filter(request -> request.page().page().equals("Category")).forEach(request -> assertTrue(
                request.path().contains("categoryName=Antiques+%26+Art") || request.path().contains("categoryName=Books"), request.path()));
        assertEquals(17, RUBIS.pages().size());
        assertEquals(1.0, RUBIS.weights().get(new PageId("Bidder", "Store Bid")));
        assertEquals(42.5, RUBIS.weights().get(new PageId("Browser", "Item")));
    }

    @Test
    void aRubisBidderIsAUserWhoseFormsAreFilledFromTheDataset() {
        Map<String, Object> start = RUBIS.writerStart(new Random(3));
        String nickname = (String) start.get("nickname");
        assertEquals("password" + nickname.substring(4), start.get("password"));
        assertTrue(List.of(10, 11, 12).contains(start.get("itemId")));
        assertEquals("1.00", start.get("minBid"));
    }

    @Test
    void aPetStoreItemAlwaysFollowsAProductAndBelongsToTheLastOne() {
        Random random = new Random(11);
        for (int i = 0; i < 300; i++) {
            List<PlannedRequest> session = PETSTORE.browserSession(random, false);
            assertEquals(20, session.size());
            assertEquals("/control/main", session.get(0).path());
            String product = null;
            for (PlannedRequest request : session) {
                if (request.page().page().equals("Product")) {
                    product = request.path().substring(request.path().indexOf('=') + 1);
                } else if (request.page().page().equals("Item")) {
                    String item = request.path().substring(request.path().indexOf('=') + 1);
                    assertTrue(product != null && item.startsWith(product.replace("P", "I")), session.toString());
                }
            }
        }
    }

    @Test
    void aPetStoreBuyerSignsInAsAUserOfTheDataset() {
        Map<String, Object> start = PETSTORE.writerStart(new Random(5));
        assertEquals("password" + ((String) start.get("username")).substring(4), start.get("password"));
        assertEquals("EST-1", start.get("itemId"));
        assertEquals(14, PETSTORE.pages().size());
    }

    @Test
    void templatesEncodeTheirValuesAndNameAMissingOne() {
        assertEquals("/x?keywords=golden+fish&n=3", Templates.fill("/x?keywords={keywords}&n={n}", Map.of("keywords", "golden fish", "n", 3)));
        IllegalArgumentException missing = assertThrows(IllegalArgumentException.class, () -> Templates.fill("/x?id={itemId}", Map.of()));
        assertEquals("no value for {itemId} in /x?id={itemId}", missing.getMessage());
    }

    private static PetStoreWorkload petStore() {
        Map<String, List<String>> products = new LinkedHashMap<>();
        products.put("FISH", List.of("P1", "P2"));
        products.put("DOGS", List.of("P3"));
        Map<String, List<String>> items = new LinkedHashMap<>();
        items.put("P1", List.of("I1-a", "I1-b"));
        items.put("P2", List.of("I2-a"));
        items.put("P3", List.of("I3-a", "I3-b"));
        return new PetStoreWorkload(products, items, List.of("EST-1"), List.of("user1", "user2"));
    }
}
