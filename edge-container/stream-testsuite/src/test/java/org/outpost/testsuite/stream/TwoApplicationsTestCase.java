// SPDX-License-Identifier: Apache-2.0
package org.outpost.testsuite.stream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.outpost.testsuite.stream.StreamEdge.MAIN;

import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.time.Duration;

import org.jboss.arquillian.container.test.api.RunAsClient;
import org.jboss.arquillian.junit5.ArquillianExtension;
import org.jboss.dmr.ModelNode;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.outpost.changestream.mapping.StreamTables;
import org.outpost.testsupport.ServerProcess;
import org.outpost.testsupport.WildFlyServer;
import org.outpost.wan.LinkProxy;

/**
 * Two replicating applications side by side on one main datasource and one edge's replica store (issue 13, item 4):
 * each has its own change stream with its own outbox and epoch on main and its own position on the edge, so one
 * application's edge deployment can go away and come back, and catch up, while the other follows main undisturbed.
 */
@ExtendWith(ArquillianExtension.class)
@RunAsClient
class TwoApplicationsTestCase {

    private static final Duration CONVERGE = Duration.ofSeconds(120);
    private static final String JDBC_URL = System.getProperty("outpost.stream.db.url", "jdbc:postgresql://127.0.0.1:5432/outpost_stream");

    @Test
    void twoApplicationsReplicateSideBySideEachWithItsOwnOutboxEpochAndPosition() throws Exception {
        ReadingApp b = ReadingApp.B;
        ReadingApp c = ReadingApp.C;
        try (LinkProxy link = StreamEdge.link();
             ServerProcess edge = ServerProcess.start(StreamEdge.launch(), StreamEdge.BOOT);
             WildFlyServer edgeServer = edge.launch().server()) {
            try {
                for (ReadingApp app : new ReadingApp[]{b, c}) {
                    MAIN.deploy(app.archive());
                    edgeServer.deploy(app.archive());
                }
                long startB = MAIN.stream(b.ear()).get("last-sequence").asLong();
                long startC = MAIN.stream(c.ear()).get("last-sequence").asLong();
                write(b, 30);
                write(c, 10);
                edgeServer.awaitInStepWith(MAIN, b.ear(), CONVERGE);
                edgeServer.awaitInStepWith(MAIN, c.ear(), CONVERGE);
                assertSameTallies(edgeServer, b);
                assertSameTallies(edgeServer, c);

                ModelNode mainB = MAIN.stream(b.ear());
                ModelNode mainC = MAIN.stream(c.ear());
                assertNotEquals(mainB.get("stream"), mainC.get("stream"), "a stream per application");
                assertNotEquals(mainB.get("epoch"), mainC.get("epoch"), "an outbox, so an epoch, per stream");
                assertEquals(startB + 30, mainB.get("last-sequence").asLong(), "b's outbox counts b's commits only");
                assertEquals(startC + 10, mainC.get("last-sequence").asLong(), "c's outbox counts c's commits only");
                assertEquals(startB + 30, outboxRows(mainB.get("stream").asString()), "b's change sets in b's outbox table");
                assertEquals(startC + 10, outboxRows(mainC.get("stream").asString()), "c's change sets in c's outbox table");
                assertEquals(startB + 30, edgeServer.stream(b.ear()).get("applied-sequence").asLong(), "b's position on the edge");
                assertEquals(startC + 10, edgeServer.stream(c.ear()).get("applied-sequence").asLong(), "c's position on the edge");

                edgeServer.undeploy(c.ear());
                write(b, 5);
                write(c, 7);
                edgeServer.awaitInStepWith(MAIN, b.ear(), CONVERGE);
                assertSameTallies(edgeServer, b);
                edgeServer.deploy(c.archive());
                edgeServer.awaitInStepWith(MAIN, c.ear(), CONVERGE);
                ModelNode back = edgeServer.stream(c.ear());
                assertEquals(startC + 17, back.get("applied-sequence").asLong(), "c caught up: " + back);
                assertEquals(0, back.get("snapshots").asLong(), "by replay from its own position, no snapshot: " + back);
                assertEquals(7, back.get("replayed-change-sets").asLong(), "exactly what it missed: " + back);
                assertSameTallies(edgeServer, c);
                assertEquals(startB + 35, edgeServer.stream(b.ear()).get("applied-sequence").asLong(), "b undisturbed");
            } finally {
                MAIN.undeployIfPresent(b.ear());
                MAIN.undeployIfPresent(c.ear());
            }
        }
    }

    private static void write(ReadingApp app, int readings) {
        for (int i = 0; i < readings; i++) {
            app.client(MAIN).call("add", "amount", 1);
        }
    }

    private static void assertSameTallies(WildFlyServer edge, ReadingApp app) {
        assertEquals(app.client(MAIN).call("tally"), app.client(edge).call("tally"), app.ear() + ": the edge holds main's readings");
    }

    private static long outboxRows(String stream) throws SQLException {
        try (Connection connection = DriverManager.getConnection(JDBC_URL, "outpost", "outpost");
             Statement statement = connection.createStatement();
             ResultSet count = statement.executeQuery("select count(*) from " + StreamTables.prefix(stream) + "outbox")) {
            count.next();
            return count.getLong(1);
        }
    }
}
