// SPDX-License-Identifier: Apache-2.0
package org.outpost.testsuite.forwarding;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.net.http.HttpResponse;
import java.time.Duration;

import org.jboss.arquillian.container.test.api.RunAsClient;
import org.jboss.arquillian.junit5.ArquillianExtension;
import org.jboss.dmr.ModelNode;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.outpost.forwarding.api.ForwardedResult;
import org.outpost.forwarding.api.ForwardingRefusedException;
import org.outpost.wan.LinkStats;
import org.outpost.testsuite.forwarding.app.CounterFacade;
import org.outpost.testsupport.GatewayClient;
import org.outpost.testsupport.OpClient;
import org.outpost.testsupport.WildFlyServer;

/**
 * Façade forwarding and bookmarks between a main and an edge, the edge reaching main only through emulated WAN links
 * ({@link WanLinks}, 100 ms one way by default): writes declared {@code execute-at="main"} run on main in one round
 * trip, their user reads them at once on the edge, failures arrive as they should, and main refuses what is not a
 * forwarded call.
 */
@ExtendWith(ArquillianExtension.class)
@RunAsClient
class ForwardingTestCase {

    private static final Duration CONVERGE = Duration.ofSeconds(90);
    private static WanLinks links;

    @BeforeAll
    static void deploy() throws InterruptedException {
        links = WanLinks.start();
        for (WildFlyServer server : new WildFlyServer[]{Server.MAIN, Server.EDGE}) {
            ModelNode outcome = server.deployOutcome(CounterApp.archive());
            assertEquals("success", outcome.get("outcome").asString(), () -> server + ": " + outcome);
        }
        Server.EDGE.awaitInStepWith(Server.MAIN, CounterApp.EAR, CONVERGE);
    }

    @AfterAll
    static void undeploy() {
        try {
            Server.EDGE.undeployIfPresent(CounterApp.EAR);
            Server.MAIN.undeployIfPresent(CounterApp.EAR);
        } finally {
            links.close();
        }
    }

    @Test
    void aForwardedMethodRunsOnMainAndAnEdgeMethodOnTheEdge() {
        OpClient user = CounterApp.user(Server.EDGE);
        assertEquals("main-fwd", user.call("node"));
        assertEquals("edge-fwd", user.call("edge-node"));
    }

    /**
     * Between each write and its read, another user reads the same row without a bookmark, likely while the edge applies
     * the write: that read must not leave anything behind that the writer's read would see.
     */
    @Test
    void aUserReadsHisWritesOnTheEdgeRightAfterEachForwardedWrite() {
        int iterations = Integer.getInteger("outpost.forwarding.ryw-iterations", 1000);
        OpClient alice = CounterApp.user(Server.EDGE);
        OpClient bob = CounterApp.user(Server.EDGE);
        long id = Long.parseLong(alice.call("create", "name", "ryw"));
        assertEquals("0", alice.call("total", "id", id), "the creation, read on the edge right after");
        for (int i = 1; i <= iterations; i++) {
            String total = alice.call("add", "id", id, "amount", 1);
            assertEquals(String.valueOf(i), total);
            bob.call("total", "id", id);
            assertEquals(total, alice.call("total", "id", id), "read on the edge right after write " + i + " of " + iterations);
        }
        assertNotNull(alice.cookie(CounterApp.BOOKMARK_COOKIE), "the bookmark travels in a cookie");
        assertTrue(alice.cookie(CounterApp.BOOKMARK_COOKIE).matches("counters-[0-9a-f]{8}:[0-9a-f-]{36}:\\d+"), alice.cookie(CounterApp.BOOKMARK_COOKIE));
    }

    @Test
    void aSessionBookmarkSurvivesWithoutTheCookieAndAnotherUserDoesNotWaitForIt() {
        OpClient alice = CounterApp.user(Server.EDGE);
        alice.call("session");
        long id = Long.parseLong(alice.call("create", "name", "session"));
        alice.call("add", "id", id, "amount", 5);
        assertEquals("5", alice.call("total", "id", id));

        OpClient bob = CounterApp.user(Server.EDGE);
        long bookmarked = Server.EDGE.forwarding().get("bookmarked-requests").asLong();
        String seen = bob.call("total", "id", id);
        assertTrue(seen.equals("5") || seen.equals("0") || seen.equals("-1"), seen);
        assertEquals(bookmarked, Server.EDGE.forwarding().get("bookmarked-requests").asLong(), "bob carries no bookmark");
    }

    @Test
    void eachWarmForwardedCallIsExactlyOneRoundTripOverTheWan() {
        OpClient user = CounterApp.user(Server.EDGE);
        long id = Long.parseLong(user.call("create", "name", "round-trips"));
        for (int i = 0; i < 3; i++) {
            user.call("add", "id", id, "amount", 1);
        }
        links.resetForwardingCounters();
        int calls = 20;
        for (int i = 0; i < calls; i++) {
            user.call("add", "id", id, "amount", 1);
        }
        LinkStats stats = links.forwardingStats();
        assertEquals(calls, stats.roundTrips(), stats::toString);
        assertEquals(0, stats.connections(), () -> "no new connection after warm-up: " + stats);
    }

    @Test
    void anApplicationExceptionArrivesAsItselfAndItsCommittedWriteIsReadAtOnce() {
        OpClient user = CounterApp.user(Server.EDGE);
        long id = Long.parseLong(user.call("create", "name", "complaints"));
        String complaint = user.call("complain", "id", id, "amount", 7);
        assertEquals("org.outpost.testsuite.forwarding.app.CounterException: counter " + id + " reached 7, and that is a complaint [" + id + "]", complaint);
        assertEquals("7", user.call("total", "id", id), "the checked exception did not roll back; its bookmark came with it");
    }

    @Test
    void aSystemExceptionOnMainArrivesAsMainsEjbExceptionAndRollsBack() {
        OpClient user = CounterApp.user(Server.EDGE);
        long id = Long.parseLong(user.call("create", "name", "broken"));
        String failure = user.call("break", "id", id, "amount", 3);
        assertTrue(failure.startsWith("jakarta.ejb.EJBException") && failure.contains("broken on purpose after adding to counter " + id), failure);
        assertEquals("0", user.call("total", "id", id));
        assertEquals("0", CounterApp.user(Server.MAIN).call("total", "id", id), "rolled back on main");
    }

    @Test
    void mainUnreachableFailsTheCallNamingTheMethodAndMainThenRecovers() {
        OpClient user = CounterApp.user(Server.EDGE);
        long id = Long.parseLong(user.call("create", "name", "unreachable"));
        links.cutForwarding();
        try {
            HttpResponse<String> response = user.send("add", "id", id, "amount", 1);
            assertEquals(500, response.statusCode(), response::body);
            String body = response.body();
            assertTrue(body.startsWith("org.outpost.forwarding.api.OutpostForwardingException: Forwarded call "
                    + "org.outpost.testsuite.forwarding.app.CounterFacade.add(long, long) could not run on main at http://127.0.0.1:"
                    + WanLinks.FORWARDING_PORT), body);
        } finally {
            links.restoreForwarding();
        }
        assertEquals("1", user.call("add", "id", id, "amount", 1));
        assertTrue(Server.EDGE.forwarding().get("forwarding-failures").asLong() >= 1);
    }

    @Test
    void mainRefusesAUserWhoIsNotAnEdge() {
        long id = Long.parseLong(CounterApp.user(Server.EDGE).call("create", "name", "intruded"));
        GatewayClient intruder = gateway("intruder", "intruder-pass");
        ForwardingRefusedException refused = assertThrows(ForwardingRefusedException.class,
                () -> intruder.invoke(null, CounterFacade.class, "add", new Class<?>[]{long.class, long.class}, id, 100L));
        assertTrue(refused.getMessage().contains("CounterFacade.add") && refused.getMessage().contains("user 'intruder' is not in role outpost-edge"),
                refused.getMessage());
        assertEquals("0", CounterApp.user(Server.MAIN).call("total", "id", id));
    }

    @Test
    void mainRefusesAMethodNotDeclaredToRunThere() throws Exception {
        long id = Long.parseLong(CounterApp.user(Server.EDGE).call("create", "name", "undeclared"));
        GatewayClient edge = gateway("outpost-edge", "outpost-edge-demo");
        ForwardingRefusedException refused = assertThrows(ForwardingRefusedException.class,
                () -> edge.invoke(null, CounterFacade.class, "total", new Class<?>[]{long.class}, id));
        assertTrue(refused.getMessage().contains("method total of org.outpost.testsuite.forwarding.app.CounterFacade is not declared execute-at=\"main\""),
                refused.getMessage());

        ForwardedResult declared = edge.invoke(null, CounterFacade.class, "add", new Class<?>[]{long.class, long.class}, id, 2L);
        assertEquals(2L, declared.value());
        assertTrue(declared.bookmark().startsWith("counters-"), declared.bookmark());
        assertTrue(Server.MAIN.forwarding().get("main-calls-refused").asLong() >= 1);
    }

    @Test
    void cutOffFromMainTheEdgeServesStaleReadsAndSaysHowStale() throws Exception {
        OpClient alice = CounterApp.user(Server.EDGE);
        long id = Long.parseLong(alice.call("create", "name", "stale"));
        assertEquals("0", alice.call("total", "id", id));
        links.cutStream();
        try {
            await(() -> !Server.EDGE.stream(CounterApp.EAR).get("subscription").asString().equals("CONNECTED"), "the edge notices");
            HttpResponse<String> stale = alice.send("total", "id", id);
            assertEquals(200, stale.statusCode(), stale::body);
            assertEquals("0", stale.body().trim());
            String staleness = stale.headers().firstValue("Outpost-Staleness").orElse(null);
            assertNotNull(staleness, "Outpost-Staleness while cut off");
            assertTrue(Long.parseLong(staleness) >= 0, staleness);
            assertTrue(Server.EDGE.stream(CounterApp.EAR).hasDefined("staleness-ms"));

            long timeouts = Server.EDGE.forwarding().get("bookmark-wait-timeouts").asLong();
            assertEquals("1", alice.call("add", "id", id, "amount", 1), "writes still go to main");
            HttpResponse<String> lagging = alice.send("total", "id", id);
            assertEquals(200, lagging.statusCode(), lagging::body);
            assertEquals("0", lagging.body().trim(), "past lag-wait, serve-stale serves what the replica has");
            assertEquals(timeouts + 1, Server.EDGE.forwarding().get("bookmark-wait-timeouts").asLong());
        } finally {
            links.restoreStream();
        }
        await(() -> Server.EDGE.stream(CounterApp.EAR).get("subscription").asString().equals("CONNECTED"), "the edge reconnects");
        HttpResponse<String> fresh = alice.send("total", "id", id);
        assertEquals("1", fresh.body().trim());
        assertNull(fresh.headers().firstValue("Outpost-Staleness").orElse(null));
    }

    /** Main's gateway of the counters' module, as {@code user}. */
    private static GatewayClient gateway(String user, String password) {
        return new GatewayClient(Server.MAIN, CounterApp.APPLICATION, CounterApp.EJB_MODULE, user, password);
    }

    private static void await(java.util.function.BooleanSupplier condition, String what) throws InterruptedException {
        long deadline = System.nanoTime() + CONVERGE.toNanos();
        while (!condition.getAsBoolean()) {
            if (System.nanoTime() > deadline) {
                throw new AssertionError(what + ": not within " + CONVERGE);
            }
            Thread.sleep(200);
        }
    }
}
