// SPDX-License-Identifier: Apache-2.0
package org.outpost.testsuite.querycache;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.List;

import org.jboss.arquillian.container.test.api.RunAsClient;
import org.jboss.arquillian.junit5.ArquillianExtension;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.outpost.testsupport.OpClient;
import org.outpost.testsupport.WildFlyServer;

/**
 * The staleness budget of cacheable queries ({@code max-staleness}) on real servers: the same query cached four times,
 * three with a budget of 3 s and the policies {@code serve-stale}, {@code forward} and {@code fail}, one with 10 minutes.
 * While the edge follows main all four serve the cache; once its change stream has been cut for longer than 3 s, each
 * query does what its policy says, and the patient one still serves; once the stream is back, all serve main's
 * state again. The deployment serves stale replicas, so the queries' own policies decide.
 */
@ExtendWith(ArquillianExtension.class)
@RunAsClient
class StalenessBudgetTestCase {

    private static final Duration CONVERGE = Duration.ofSeconds(90);
    private static final long BUDGET_MILLIS = 3000;
    private static final int CATEGORY = 7;
    private static final List<String> QUERIES = List.of("Book.inCategory", "Book.inCategoryOrForward",
            "Book.inCategoryOrFail", "Book.inCategoryPatiently");

    private static StreamLinks links;

    private final OpClient main = Books.on(Server.MAIN);
    private final OpClient edge = Books.on(Server.EDGE);

    @BeforeAll
    static void deployOnMainThenEdge() throws InterruptedException {
        links = StreamLinks.start();
        Server.MAIN.deploy(Books.archive());
        Server.EDGE.deploy(Books.archive());
        Server.EDGE.awaitInStepWith(Server.MAIN, Books.EAR, CONVERGE);
    }

    @AfterAll
    static void undeploy() {
        try {
            for (WildFlyServer server : List.of(Server.EDGE, Server.MAIN)) {
                server.undeployIfPresent(Books.EAR);
            }
        } finally {
            links.close();
        }
    }

    @Test
    void pastItsBudgetEachQueryDoesWhatItsPolicySaysWhileTheStreamIsCut() throws Exception {
        main.call("add", "category", CATEGORY, "title", "dune");
        for (String query : QUERIES) {
            edge.await(CONVERGE, "dune"::equals, "titles", "query", query, "category", CATEGORY);
        }
        long forwarded = Server.EDGE.forwarding().get("requests-forwarded").asLong();
        long failed = Server.EDGE.forwarding().get("requests-failed").asLong();

        links.cutStream();
        try {
            awaitStalerThan(BUDGET_MILLIS + 500);
            main.call("add", "category", CATEGORY, "title", "emma");

            HttpResponse<String> stale = edge.send("titles", "query", "Book.inCategory", "category", CATEGORY);
            assertEquals(200, stale.statusCode(), stale::body);
            assertEquals("dune", stale.body(), "served from the cache, without main's new book");
            long staleness = Long.parseLong(stale.headers().firstValue("Outpost-Staleness").orElse("-1"));
            assertTrue(staleness > BUDGET_MILLIS, "Outpost-Staleness " + staleness);

            HttpResponse<String> forward = edge.send("titles", "query", "Book.inCategoryOrForward", "category", CATEGORY);
            assertEquals(200, forward.statusCode(), forward::body);
            assertEquals("dune,emma", forward.body(), "main served the request");
            assertEquals("main", forward.headers().firstValue("Outpost-Forwarded").orElse(null));

            HttpResponse<String> fail = edge.send("titles", "query", "Book.inCategoryOrFail", "category", CATEGORY);
            assertEquals(503, fail.statusCode(), fail::body);
            assertTrue(fail.body().startsWith("Outpost edge cannot serve the cached results of query Book.inCategoryOrFail:")
                    && fail.body().contains("beyond the query's max-staleness PT3S (when-disconnected=fail)"), fail.body());

            assertEquals("dune", edge.call("titles", "query", "Book.inCategoryPatiently", "category", CATEGORY),
                    "within its budget of 10 minutes");
            assertEquals(forwarded + 1, Server.EDGE.forwarding().get("requests-forwarded").asLong());
            assertEquals(failed + 1, Server.EDGE.forwarding().get("requests-failed").asLong());
        } finally {
            links.restoreStream();
        }
        for (String query : QUERIES) {
            edge.await(CONVERGE, "dune,emma"::equals, "titles", "query", query, "category", CATEGORY);
        }
    }

    /** Waits until the edge's stream of the application has been cut off from main for more than {@code millis}. */
    private static void awaitStalerThan(long millis) throws InterruptedException {
        long deadline = System.nanoTime() + CONVERGE.toNanos();
        while (Server.EDGE.stream(Books.EAR).get("staleness-ms").asLong(0) <= millis) {
            if (System.nanoTime() > deadline) {
                throw new AssertionError("the edge's stream was not stale beyond " + millis + " ms within "
                        + CONVERGE.toSeconds() + " s: " + Server.EDGE.stream(Books.EAR));
            }
            Thread.sleep(200);
        }
    }
}
