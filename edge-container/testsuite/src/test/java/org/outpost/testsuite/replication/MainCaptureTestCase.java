// SPDX-License-Identifier: Apache-2.0
package org.outpost.testsuite.replication;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;

import java.net.URI;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.List;

import jakarta.jms.JMSConsumer;
import jakarta.jms.JMSContext;
import jakarta.jms.Message;

import org.apache.activemq.artemis.jms.client.ActiveMQConnectionFactory;
import org.jboss.arquillian.container.test.api.Deployment;
import org.jboss.arquillian.container.test.api.RunAsClient;
import org.jboss.arquillian.container.test.api.TargetsContainer;
import org.jboss.arquillian.junit5.ArquillianExtension;
import org.jboss.shrinkwrap.api.spec.EnterpriseArchive;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.outpost.changestream.mapping.StreamTables;
import org.outpost.changestream.model.ChangeSet;
import org.outpost.changestream.model.Operation;
import org.outpost.changestream.model.RowChange;
import org.outpost.changestream.transport.MainBrokerConnections;
import org.outpost.changestream.transport.TopicNames;
import org.outpost.changestream.wire.ChangeSetCodec;
import org.outpost.changestream.wire.WireFormatException;
import org.outpost.testsuite.Server;
import org.outpost.testsupport.OpClient;

/**
 * On main, a committed transaction that writes a replicated entity leaves exactly one ChangeSet in the outbox of the
 * persistence unit's datasource (PostgreSQL); its rollback twin leaves nothing.
 */
@ExtendWith(ArquillianExtension.class)
@RunAsClient
class MainCaptureTestCase {

    private static final String JDBC_URL = System.getProperty("outpost.testsuite.db.url", "jdbc:postgresql://127.0.0.1:5432/outpost_testsuite");

    private final OpClient main = Catalog.on(Server.MAIN);

    @Deployment(name = "catalog", testable = false)
    @TargetsContainer("main")
    static EnterpriseArchive catalog() {
        return Catalog.archive();
    }

    @Test
    void aCommittedInsertLeavesOneChangeSetInTheOutbox() throws Exception {
        long before = lastSequence();
        long id = Long.parseLong(main.call("add", "name", "first"));
        List<ChangeSet> added = changeSetsAfter(before);
        assertEquals(1, added.size(), added::toString);
        RowChange row = added.get(0).rows().get(0);
        assertEquals(Operation.INSERT, row.op());
        assertEquals(1, added.get(0).rows().size());
        assertEquals(String.valueOf(id), String.valueOf(row.id().get(0).value()).replaceAll("\\D", ""));
    }

    @Test
    void aCommittedInsertIsPublishedOnTheChangeTopicOverMainsHttpPort() throws Exception {
        try (ActiveMQConnectionFactory factory = MainBrokerConnections.forMain(URI.create("http://127.0.0.1:8080"));
             JMSContext context = factory.createContext("outpost-edge", "outpost-edge-demo")) {
            // As an edge listens: a durable subscription (edges may not make non-durable ones), removed afterwards.
            context.setClientID("capture-test");
            try (JMSConsumer consumer = context.createDurableConsumer(context.createTopic(TopicNames.TOPIC), "capture-test")) {
                long before = lastSequence();
                main.call("add", "name", "published");
                Message message = consumer.receive(10_000);
                assertNotNull(message, "nothing published within 10 s");
                // A change batch numbering entities and columns by the deployment's stream schema, which this test
                // cannot derive; the edges' tests decode it.
                byte[] body = message.getBody(byte[].class);
                assertEquals(ChangeSetCodec.BATCH_VERSION, body[4], "a change batch");
                assertEquals(1, changeSetsAfter(before).size());
            } finally {
                context.unsubscribe("capture-test");
            }
        }
    }

    @Test
    void aRolledBackInsertLeavesNothing() throws Exception {
        long before = lastSequence();
        assertEquals("rolled back", main.call("fail", "name", "second"));
        assertEquals(List.of(), changeSetsAfter(before));
    }

    /** The outbox table of the catalog's stream on main ({@code StreamTables.prefix(stream) + "outbox"}). */
    private static String outboxTable() {
        return StreamTables.prefix(Server.MAIN.stream(Catalog.EAR).get("stream").asString()) + "outbox";
    }

    private static long lastSequence() throws SQLException {
        try (Connection connection = DriverManager.getConnection(JDBC_URL, "outpost", "outpost");
             Statement statement = connection.createStatement();
             ResultSet result = statement.executeQuery("select coalesce(max(seq), 0) from " + outboxTable())) {
            result.next();
            return result.getLong(1);
        }
    }

    private static List<ChangeSet> changeSetsAfter(long sequence) throws SQLException, WireFormatException {
        ChangeSetCodec codec = new ChangeSetCodec();
        List<ChangeSet> changeSets = new java.util.ArrayList<>();
        try (Connection connection = DriverManager.getConnection(JDBC_URL, "outpost", "outpost");
             Statement statement = connection.createStatement();
             ResultSet result = statement.executeQuery("select message from " + outboxTable() + " where seq > " + sequence + " order by seq")) {
            while (result.next()) {
                changeSets.add(codec.decode(result.getBytes(1)));
            }
        }
        return changeSets;
    }
}
