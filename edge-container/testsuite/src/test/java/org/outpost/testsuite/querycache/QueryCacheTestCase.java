// SPDX-License-Identifier: Apache-2.0
package org.outpost.testsuite.querycache;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.atomic.AtomicInteger;

import org.jboss.arquillian.container.test.api.RunAsClient;
import org.jboss.arquillian.junit5.ArquillianExtension;
import org.jboss.dmr.ModelNode;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.outpost.testsuite.Server;
import org.outpost.testsupport.OpClient;
import org.outpost.testsupport.WildFlyServer;

/**
 * The edge query cache on real servers: the listings application on main (PostgreSQL) and an edge (H2 replica
 * store), whose {@code Listing.byCategory} ({@code source="edge"}, {@code max-entries="5"}) the edge caches. A hit
 * makes no SQL; a change refreshes only the results of its old and new category, all rows of one main transaction
 * together; concurrent misses load once; a writer reads his own forwarded write from the cache at once; a query the
 * cache cannot keep fails its deployment. {@code Offer.forListing} ({@code source="main"}, Offer not replicated): a
 * miss is one forwarded call and a hit none, a change on main refreshes only its listing's result, with one call, and
 * a read carrying a bookmark never shows a result older than it.
 */
@ExtendWith(ArquillianExtension.class)
@RunAsClient
class QueryCacheTestCase {

    private static final Duration CONVERGE = Duration.ofSeconds(60);
    private static final String QUERY = "Listing.byCategory";
    private static final String FROM_MAIN = "Offer.forListing";
    /** Each test uses categories of its own, so that their cached results do not meet. */
    private static final AtomicInteger CATEGORIES = new AtomicInteger(100);

    private final OpClient main = Listings.on(Server.MAIN);
    private final OpClient edge = Listings.on(Server.EDGE);

    @BeforeAll
    static void deployOnMainThenEdge() throws InterruptedException {
        Server.MAIN.deploy(Listings.archive());
        Server.EDGE.deploy(Listings.archive());
        Server.EDGE.awaitInStepWith(Server.MAIN, Listings.EAR, CONVERGE);
    }

    @AfterAll
    static void undeploy() {
        for (WildFlyServer server : List.of(Server.EDGE, Server.MAIN)) {
            server.undeployIfPresent(Listings.EAR);
        }
    }

    @Test
    void eachServerReportsTheClassificationOfTheQuery() {
        for (WildFlyServer server : List.of(Server.MAIN, Server.EDGE)) {
            ModelNode query = figures(server);
            assertEquals("maintained per parameter", query.get("classification").asString(), query::toString);
            assertEquals(Listings.EAR + "/listings-ejb.jar#listings", query.get("persistence-unit").asString());
            assertEquals("cacheable-query 'Listing.byCategory' (source edge): maintained per parameter; Listing: by"
                    + " :category = l.category; Seller (l.seller): the results holding the row",
                    query.get("report").asString());
        }
        assertFalse(figures(Server.MAIN).has("hits"), "main does not cache");
        for (WildFlyServer server : List.of(Server.MAIN, Server.EDGE)) {
            assertEquals("cacheable-query 'Offer.forListing' (source main): maintained per parameter; Offer: by"
                    + " :listing = o.listing", figures(server, FROM_MAIN).get("report").asString());
        }
    }

    @Test
    void aSourceMainMissIsOneForwardedCallAndLaterHitsNone() throws Exception {
        long listing = add("kettle", CATEGORIES.incrementAndGet(), 15, "fay");
        long offer = Long.parseLong(main.call("offer", "listing", listing, "amount", 16, "bidder", "gus"));
        String expected = offer + " " + listing + " 16 gus";
        long queries = forwardedQueries();
        long statements = statements();
        assertEquals(expected, edge.call("offers", "listing", listing));
        assertEquals(queries + 1, forwardedQueries(), "a miss is one forwarded call");
        long hits = figures(Server.EDGE, FROM_MAIN).get("hits").asLong();
        assertEquals(expected, edge.call("offers", "listing", listing));
        assertEquals(queries + 1, forwardedQueries(), "a hit asks main nothing");
        assertEquals(hits + 1, figures(Server.EDGE, FROM_MAIN).get("hits").asLong());
        assertEquals(statements, statements(), "the edge never reads offers from its own store");
    }

    @Test
    void aChangeOnMainToOneListingsOffersRefreshesOnlyThatResult() throws Exception {
        int category = CATEGORIES.incrementAndGet();
        long changed = add("mirror", category, 40, "hal");
        long other = add("clock", category, 60, "hal");
        long offer = Long.parseLong(main.call("offer", "listing", changed, "amount", 41, "bidder", "ida"));
        long otherOffer = Long.parseLong(main.call("offer", "listing", other, "amount", 61, "bidder", "ida"));
        String otherLine = otherOffer + " " + other + " 61 ida";
        assertEquals(offer + " " + changed + " 41 ida", edge.call("offers", "listing", changed));
        assertEquals(otherLine, edge.call("offers", "listing", other));
        Server.EDGE.awaitInStepWith(Server.MAIN, Listings.EAR, CONVERGE);
        ModelNode before = figures(Server.EDGE, FROM_MAIN);
        long queries = forwardedQueries();

        main.call("raiseOffer", "id", offer, "amount", 45);
        edge.await(CONVERGE, (offer + " " + changed + " 45 ida")::equals, "offers", "listing", changed);
        assertEquals(otherLine, edge.call("offers", "listing", other));
        ModelNode after = figures(Server.EDGE, FROM_MAIN);
        assertEquals(before.get("refreshes").asLong() + 1, after.get("refreshes").asLong(), after::toString);
        assertEquals(before.get("touches").asLong() + 1, after.get("touches").asLong(), "the other listing's result was not touched");
        assertEquals(queries + 1, forwardedQueries(), "the refresh was the one call to main");
    }

    @Test
    void aReadCarryingABookmarkIsNeverOlderThanTheBookmark() throws Exception {
        OpClient writer = Listings.on(Server.EDGE).withCookies();
        long listing = add("jug", CATEGORIES.incrementAndGet(), 25, "jo");
        long offer = Long.parseLong(writer.call("offer", "listing", listing, "amount", 26, "bidder", "kim"));
        assertEquals(offer + " " + listing + " 26 kim", writer.call("offers", "listing", listing));
        for (int amount = 27; amount < 31; amount++) {
            writer.call("raiseOffer", "id", offer, "amount", amount);
            assertEquals(offer + " " + listing + " " + amount + " kim", writer.call("offers", "listing", listing),
                    "read on the edge right after the forwarded write returned");
        }
        assertTrue(figures(Server.EDGE, FROM_MAIN).get("refreshes").asLong() > 0);
    }

    @Test
    void aHitAfterTheFirstReadMakesNoSqlAndNoWanTrip() throws Exception {
        int category = CATEGORIES.incrementAndGet();
        long id = add("lamp", category, 10, "ann");
        String expected = id + " lamp " + category + " 10 ann";
        edge.await(CONVERGE, expected::equals, "byCategory", "category", category);
        long statements = statements();
        long forwarded = Server.EDGE.forwarding().get("forwarded-calls").asLong();
        long hits = figures(Server.EDGE).get("hits").asLong();
        assertEquals(expected, edge.call("byCategory", "category", category));
        assertEquals(statements, statements(), "a hit runs no SQL on the edge");
        assertEquals(forwarded, Server.EDGE.forwarding().get("forwarded-calls").asLong(), "nor asks main");
        assertEquals(hits + 1, figures(Server.EDGE).get("hits").asLong());
    }

    @Test
    void aChangeRefreshesOnlyTheResultsOfItsCategory() throws Exception {
        int changed = CATEGORIES.incrementAndGet();
        int other = CATEGORIES.incrementAndGet();
        long lamp = add("lamp", changed, 10, "ann");
        long desk = add("desk", other, 50, "ann");
        String otherLine = desk + " desk " + other + " 50 ann";
        edge.await(CONVERGE, (lamp + " lamp " + changed + " 10 ann")::equals, "byCategory", "category", changed);
        edge.await(CONVERGE, otherLine::equals, "byCategory", "category", other);
        long refreshes = figures(Server.EDGE).get("refreshes").asLong();

        main.call("reprice", "id", lamp, "price", 12);
        edge.await(CONVERGE, (lamp + " lamp " + changed + " 12 ann")::equals, "byCategory", "category", changed);
        long statements = statements();
        assertEquals(otherLine, edge.call("byCategory", "category", other));
        assertEquals(statements, statements(), "the other category's result stayed cached");
        assertEquals(refreshes + 1, figures(Server.EDGE).get("refreshes").asLong(), "one result was refreshed");
    }

    @Test
    void aMoveBetweenTwoCategoriesUpdatesBoth() throws Exception {
        int from = CATEGORIES.incrementAndGet();
        int to = CATEGORIES.incrementAndGet();
        long chair = add("chair", from, 30, "bob");
        long table = add("table", to, 90, "bob");
        edge.await(CONVERGE, (chair + " chair " + from + " 30 bob")::equals, "byCategory", "category", from);
        edge.await(CONVERGE, (table + " table " + to + " 90 bob")::equals, "byCategory", "category", to);

        main.call("move", "id", chair, "category", to);
        edge.await(CONVERGE, ""::equals, "byCategory", "category", from);
        assertEquals(List.of(chair + " chair " + to + " 30 bob", table + " table " + to + " 90 bob"),
                edge.call("byCategory", "category", to).lines().toList());
    }

    @Test
    void theRowsOfOneMainTransactionAreNeverSeenHalfRefreshed() throws Exception {
        int category = CATEGORIES.incrementAndGet();
        for (int i = 0; i < 3; i++) {
            add("cup-" + i, category, 5, "cara");
        }
        edge.await(CONVERGE, lines -> lines.lines().count() == 3, "byCategory", "category", category);
        List<List<String>> prices = new CopyOnWriteArrayList<>();
        CompletableFuture<Void> reader = CompletableFuture.runAsync(() -> {
            long deadline = System.nanoTime() + CONVERGE.toNanos();
            List<String> seen = List.of();
            while (!seen.equals(List.of("7", "7", "7")) && System.nanoTime() < deadline) {
                seen = edge.call("byCategory", "category", category).lines().map(line -> line.split(" ")[3]).toList();
                prices.add(seen);
            }
        });
        Thread.sleep(200);
        main.call("repriceCategory", "category", category, "price", 7);
        reader.get();
        assertEquals(List.of("7", "7", "7"), prices.get(prices.size() - 1), "the edge never showed the new prices");
        assertTrue(prices.stream().allMatch(seen -> seen.equals(List.of("5", "5", "5")) || seen.equals(List.of("7", "7", "7"))),
                prices::toString);
    }

    @Test
    void fiftyConcurrentMissesLoadOnce() throws Exception {
        int category = CATEGORIES.incrementAndGet();
        long id = add("rug", category, 70, "dan");
        Server.EDGE.awaitInStepWith(Server.MAIN, Listings.EAR, CONVERGE);
        ModelNode before = figures(Server.EDGE);
        List<CompletableFuture<String>> reads = new ArrayList<>();
        for (int i = 0; i < 50; i++) {
            reads.add(edge.callAsync("byCategory", "category", category));
        }
        for (CompletableFuture<String> read : reads) {
            assertEquals(id + " rug " + category + " 70 dan", read.get());
        }
        ModelNode after = figures(Server.EDGE);
        assertEquals(before.get("loads").asLong() + 1, after.get("loads").asLong(), after::toString);
        assertEquals(50, after.get("hits").asLong() - before.get("hits").asLong()
                + after.get("waits").asLong() - before.get("waits").asLong() + 1, after::toString);
    }

    @Test
    void theCacheHoldsAtMostMaxEntriesResults() throws Exception {
        for (int i = 0; i < 7; i++) {
            edge.call("byCategory", "category", CATEGORIES.incrementAndGet());
        }
        ModelNode query = figures(Server.EDGE);
        assertEquals(5, query.get("entries").asLong(), query::toString);
        assertTrue(query.get("evictions").asLong() >= 2, query::toString);
    }

    @Test
    void aWriteThroughAForwardedFacadeIsInTheWritersNextCachedRead() throws Exception {
        OpClient writer = Listings.on(Server.EDGE).withCookies();
        int category = CATEGORIES.incrementAndGet();
        long id = Long.parseLong(writer.call("add", "title", "vase", "category", category, "price", 20, "seller", "eve"));
        assertEquals(id + " vase " + category + " 20 eve", writer.call("byCategory", "category", category));
        for (int price = 21; price < 24; price++) {
            writer.call("reprice", "id", id, "price", price);
            assertEquals(id + " vase " + category + " " + price + " eve", writer.call("byCategory", "category", category),
                    "read on the edge right after the forwarded write returned");
        }
        assertTrue(figures(Server.EDGE).get("hits").asLong() > 0);
    }

    @Test
    void aQueryTheCacheCannotKeepFailsTheDeploymentNamingItAndTheReason() {
        ModelNode outcome = Server.MAIN.deployOutcome(Listings.refused());
        assertEquals("failed", outcome.get("outcome").asString(), outcome::toString);
        String failure = outcome.get("failure-description").asString();
        assertTrue(failure.contains("'Listing.bySellerName': its source is 'edge' but it reads entity Seller"
                + " (l.seller), which is not replicated; replicate it or use source 'main'"), failure);
        assertFalse(Server.MAIN.hasDeployment(Listings.REFUSED_EAR), "a failed deployment is rolled back");
    }

    private long add(String title, int category, int price, String seller) {
        return Long.parseLong(main.call("add", "title", title, "category", category, "price", price, "seller", seller));
    }

    private long statements() {
        return Long.parseLong(edge.call("statements"));
    }

    private static long forwardedQueries() {
        return Server.EDGE.forwarding().get("forwarded-queries").asLong();
    }

    private static ModelNode figures(WildFlyServer server) {
        return figures(server, QUERY);
    }

    private static ModelNode figures(WildFlyServer server, String query) {
        return server.outpostAttribute("query-cache").get(Listings.EAR, query);
    }
}
