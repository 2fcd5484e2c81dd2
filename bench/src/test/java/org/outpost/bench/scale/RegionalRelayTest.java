// SPDX-License-Identifier: Apache-2.0
package org.outpost.bench.scale;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;

import java.io.IOException;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.URI;
import java.nio.file.Path;

import jakarta.jms.BytesMessage;
import jakarta.jms.Connection;
import jakarta.jms.MessageConsumer;
import jakarta.jms.MessageProducer;
import jakarta.jms.Session;
import jakarta.jms.Topic;

import org.apache.activemq.artemis.jms.client.ActiveMQConnectionFactory;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.outpost.changestream.transport.BrokerCredentials;
import org.outpost.changestream.transport.MainBrokerConnections;
import org.outpost.changestream.transport.TopicNames;

/** The relay as an edge sees it: a durable subscription of one stream at its acceptor, reached with a {@code tcp://} URL. */
class RegionalRelayTest {

    @Test
    void anEdgeSubscribesDurablyToItsStreamAtTheRelayAndSendsToTheQueues(@TempDir Path data) throws Exception {
        int port = freePort();
        URI unreachableMain = URI.create("http://127.0.0.1:" + freePort());
        try (RegionalRelay relay = RegionalRelay.start("test", data, port, unreachableMain, new BrokerCredentials("u", "p"));
             ActiveMQConnectionFactory factory = MainBrokerConnections.forBroker(URI.create("tcp://127.0.0.1:" + port));
             Connection connection = factory.createConnection("outpost-edge", "any")) {
            connection.setClientID("edge-1.catalog");
            connection.start();
            Session session = connection.createSession(false, Session.CLIENT_ACKNOWLEDGE);
            Topic topic = session.createTopic(TopicNames.TOPIC);
            MessageConsumer consumer = session.createDurableSubscriber(topic, "edge-1",
                    TopicNames.STREAM + " = 'catalog'", false);
            MessageProducer producer = session.createProducer(topic);
            producer.send(changeSet(session, "other", new byte[] {9}));
            producer.send(changeSet(session, "catalog", new byte[] {1, 2, 3}));
            BytesMessage received = (BytesMessage) consumer.receive(5_000);
            assertNotNull(received, "the relay delivered nothing");
            byte[] body = new byte[(int) received.getBodyLength()];
            received.readBytes(body);
            assertArrayEquals(new byte[] {1, 2, 3}, body);
            received.acknowledge();
            for (String queue : new String[] {TopicNames.ACK_QUEUE, TopicNames.DEAD_LETTER_QUEUE}) {
                session.createProducer(session.createQueue(queue)).send(session.createTextMessage("heartbeat"));
            }
        }
    }

    private static BytesMessage changeSet(Session session, String stream, byte[] body) throws Exception {
        BytesMessage message = session.createBytesMessage();
        message.writeBytes(body);
        message.setStringProperty(TopicNames.STREAM, stream);
        return message;
    }

    private static int freePort() throws IOException {
        try (ServerSocket socket = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
            return socket.getLocalPort();
        }
    }
}
