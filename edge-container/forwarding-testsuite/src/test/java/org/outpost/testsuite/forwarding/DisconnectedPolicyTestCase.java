// SPDX-License-Identifier: Apache-2.0
package org.outpost.testsuite.forwarding;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.function.BooleanSupplier;

import org.jboss.arquillian.container.test.api.RunAsClient;
import org.jboss.arquillian.junit5.ArquillianExtension;
import org.jboss.dmr.ModelNode;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.outpost.testsupport.OpClient;
import org.outpost.testsupport.WildFlyServer;

/**
 * What an edge cut off from main does with the requests of a deployment whose replicated entity says
 * {@code when-disconnected="fail"} or {@code "forward"} (serve-stale, the default, is in {@link ForwardingTestCase}),
 * once it has been cut off for longer than {@code lag-wait}. Main stays reachable for forwarded calls; only the change
 * stream's link is cut.
 */
@ExtendWith(ArquillianExtension.class)
@RunAsClient
class DisconnectedPolicyTestCase {

    private static final Duration CONVERGE = Duration.ofSeconds(90);
    /** The subsystem's default lag-wait, which the provisioned edge keeps. */
    private static final long LAG_WAIT_MILLIS = 2000;

    private WanLinks links;

    @AfterEach
    void undeploy() {
        try {
            Server.EDGE.undeployIfPresent(CounterApp.EAR);
            Server.MAIN.undeployIfPresent(CounterApp.EAR);
        } finally {
            if (this.links != null) {
                this.links.close();
            }
        }
    }

    @Test
    void failRefusesEveryRequestNamingWhyWhileCutOff() throws Exception {
        deploy("forwarding/outpost-fail.xml");
        OpClient user = CounterApp.user(Server.EDGE);
        long id = Long.parseLong(user.call("create", "name", "fail"));
        assertEquals("0", user.call("total", "id", id));
        cutStream();

        HttpResponse<String> refused = user.send("total", "id", id);
        assertEquals(503, refused.statusCode(), refused::body);
        assertTrue(refused.body().startsWith("Outpost edge cannot serve /counters/counter: main has been unreachable for ")
                && refused.body().contains("(when-disconnected=fail)"), refused.body());
        assertTrue(refused.headers().firstValue("Outpost-Staleness").isPresent());
        assertTrue(Server.EDGE.forwarding().get("requests-failed").asLong() >= 1);

        this.links.restoreStream();
        awaitConnected();
        assertEquals("0", user.call("total", "id", id));
    }

    @Test
    void forwardHasMainServeGetRequestsWhileCutOff() throws Exception {
        deploy("forwarding/outpost-forward.xml");
        OpClient user = CounterApp.user(Server.EDGE).withCookies();
        long id = Long.parseLong(user.call("create", "name", "forward"));
        assertEquals("0", user.call("total", "id", id));
        cutStream();
        String before = user.cookie("Outpost-Bookmark");

        HttpResponse<String> forwarded = user.send("add", "id", id, "amount", 4);
        assertEquals(200, forwarded.statusCode(), forwarded::body);
        assertEquals("main", forwarded.headers().firstValue("Outpost-Forwarded").orElse(null), "the whole request ran on main");
        assertEquals("4", forwarded.body().trim());
        assertFalse(forwarded.headers().firstValue("Outpost-Bookmark").isPresent(), "main's bookmark header is the edge's");
        String after = user.cookie("Outpost-Bookmark");
        assertTrue(after != null && !after.equals(before) && after.contains(Server.MAIN.stream(CounterApp.EAR).get("stream").asString()),
                "the write main served gives the user a bookmark, as a forwarded call would: " + before + " -> " + after);
        HttpResponse<String> read = user.send("total", "id", id);
        assertEquals("4", read.body().trim(), "main's answer, not the edge's stale replica");
        assertEquals("main-fwd", user.send("edge-node").body().trim(), "served by main");
        assertTrue(Server.EDGE.forwarding().get("requests-forwarded").asLong() >= 3);

        this.links.restoreStream();
        assertEquals("4", user.call("total", "id", id), "read-your-writes: main's answer, or the edge's once it applied the bookmark");
        awaitConnected();
        await(() -> user.call("total", "id", id).equals("4"), "the edge catches up");
        assertEquals("edge-fwd", user.call("edge-node"));
    }

    private void deploy(String descriptor) throws InterruptedException {
        this.links = WanLinks.start();
        for (WildFlyServer server : new WildFlyServer[]{Server.MAIN, Server.EDGE}) {
            ModelNode outcome = server.deployOutcome(CounterApp.archive(descriptor));
            assertEquals("success", outcome.get("outcome").asString(), () -> server + ": " + outcome);
        }
        Server.EDGE.awaitInStepWith(Server.MAIN, CounterApp.EAR, CONVERGE);
    }

    /** Cuts the change stream's link and waits until the edge has been cut off for longer than lag-wait (2 s). */
    private void cutStream() throws InterruptedException {
        this.links.cutStream();
        await(() -> Server.EDGE.stream(CounterApp.EAR).get("staleness-ms").asLong(0) > LAG_WAIT_MILLIS + 500, "the edge is cut off past lag-wait");
    }

    private void awaitConnected() throws InterruptedException {
        await(() -> Server.EDGE.stream(CounterApp.EAR).get("subscription").asString().equals("CONNECTED"), "the edge reconnects");
    }

    private static void await(BooleanSupplier condition, String what) throws InterruptedException {
        long deadline = System.nanoTime() + CONVERGE.toNanos();
        while (!condition.getAsBoolean()) {
            if (System.nanoTime() > deadline) {
                throw new AssertionError(what + ": not within " + CONVERGE);
            }
            Thread.sleep(200);
        }
    }
}
