// SPDX-License-Identifier: Apache-2.0
package org.outpost.testsuite.stream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.outpost.testsuite.stream.StreamEdge.MAIN;

import java.time.Duration;

import org.jboss.arquillian.container.test.api.RunAsClient;
import org.jboss.arquillian.junit5.ArquillianExtension;
import org.jboss.dmr.ModelNode;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.outpost.testsupport.ServerProcess;
import org.outpost.testsupport.WildFlyServer;
import org.outpost.wan.LinkProxy;

/**
 * An edge killed with SIGKILL and started again while main keeps committing (issue 15's first defect): its catch-up
 * used to replay until main's outbox answered an empty page, which a busy main behind a 100 ms link never does, so the
 * subscription stayed {@code DISCONNECTED} (and the disconnected policy applied) for as long as the writes went on.
 * Now the catch-up ends at the sequence main had when it first answered, and the subscription delivers the rest.
 */
@ExtendWith(ArquillianExtension.class)
@RunAsClient
class EdgeReconnectTestCase {

    private static final Duration CONVERGE = Duration.ofSeconds(120);
    /** Within this time of its restart, the edge must follow main through its subscription, writes still going on. */
    private static final Duration CONNECTED_WITHIN = Duration.ofSeconds(30);
    /** One commit on main every 40 ms: several per round trip of the 100 ms link. */
    private static final Duration WRITE_INTERVAL = Duration.ofMillis(40);

    @Test
    void anEdgeKilledAndStartedAgainFollowsABusyMainThroughItsSubscriptionWhileTheWritesGoOn() throws Exception {
        ReadingApp app = ReadingApp.A;
        try (LinkProxy link = StreamEdge.link()) {
            ServerProcess edge = ServerProcess.start(StreamEdge.launch(), StreamEdge.BOOT);
            try {
                MAIN.deploy(app.archive());
                try (WildFlyServer edgeServer = edge.launch().server()) {
                    edgeServer.deploy(app.archive());
                    edgeServer.awaitInStepWith(MAIN, app.ear(), CONVERGE);
                }
                try (PacedWriter writer = new PacedWriter(app.client(MAIN), WRITE_INTERVAL, Duration.ofMinutes(3))) {
                    awaitWrites(writer, 25);
                    edge.killHard();
                    long writtenWhileDown = writer.written();
                    Thread.sleep(3_000);
                    assertTrue(writer.written() > writtenWhileDown + 25, "main went on writing while the edge was down");

                    edge = ServerProcess.start(StreamEdge.launch(), StreamEdge.BOOT);
                    long started = System.nanoTime();
                    try (WildFlyServer edgeServer = edge.launch().server()) {
                        ModelNode stream = awaitConnected(edgeServer, app, writer);
                        long connectedAfter = Duration.ofNanos(System.nanoTime() - started).toMillis();
                        assertTrue(writer.writing(), "connected while main still writes, " + connectedAfter + " ms after the restart");
                        assertFalse(stream.hasDefined("staleness-ms"), "a connected edge is not stale: " + stream);

                        long writtenAtConnect = writer.written();
                        awaitWrites(writer, writtenAtConnect + 50);
                        ModelNode later = edgeServer.stream(app.ear());
                        assertEquals("CONNECTED", later.get("subscription").asString(), "still following main: " + later);
                        assertTrue(later.get("lag-transactions").asLong() < 25, "near main: " + later);
                        writer.close();
                        assertEquals(0, writer.failed(), "every write committed on main");

                        edgeServer.awaitInStepWith(MAIN, app.ear(), CONVERGE);
                        assertEquals(app.client(MAIN).call("tally"), app.client(edgeServer).call("tally"),
                                "the edge holds every reading main committed, before, during and after its absence");
                    }
                }
            } finally {
                edge.close();
                MAIN.undeployIfPresent(app.ear());
            }
        }
    }

    /** Waits until the edge's subscription is connected; fails if the writer stopped first or after the bound. */
    private static ModelNode awaitConnected(WildFlyServer edge, ReadingApp app, PacedWriter writer) throws InterruptedException {
        long deadline = System.nanoTime() + CONNECTED_WITHIN.toNanos();
        ModelNode stream = new ModelNode();
        while (System.nanoTime() < deadline && writer.writing()) {
            try {
                stream = edge.stream(app.ear());
            } catch (RuntimeException e) {
                // still booting, or the application's stream not started yet
            }
            if (stream.hasDefined("subscription") && stream.get("subscription").asString().equals("CONNECTED")) {
                return stream;
            }
            Thread.sleep(200);
        }
        throw new AssertionError("The edge did not follow main within " + CONNECTED_WITHIN.toSeconds()
                + " s of its restart while main wrote (" + writer.written() + " readings so far): " + stream);
    }

    private static void awaitWrites(PacedWriter writer, long count) throws InterruptedException {
        while (writer.written() < count) {
            if (!writer.writing()) {
                throw new AssertionError("the writer stopped after " + writer.written() + " readings, " + writer.failed() + " failed");
            }
            Thread.sleep(50);
        }
    }
}
