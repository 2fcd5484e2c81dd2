// SPDX-License-Identifier: Apache-2.0
package org.outpost.bench.link;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.function.BooleanSupplier;

import jakarta.jms.BytesMessage;
import jakarta.jms.Connection;
import jakarta.jms.JMSException;
import jakarta.jms.Message;
import jakarta.jms.MessageConsumer;
import jakarta.jms.MessageProducer;
import jakarta.jms.Session;
import jakarta.jms.Topic;

import org.apache.activemq.artemis.core.server.ActiveMQServer;
import org.apache.activemq.artemis.jms.client.ActiveMQConnectionFactory;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.outpost.changestream.transport.BrokerCredentials;
import org.outpost.changestream.transport.ChangeSetSubscriber;
import org.outpost.changestream.transport.SubscriberSettings;
import org.outpost.changestream.transport.TopicNames;
import org.outpost.wan.ArtemisCoreFraming;
import org.outpost.wan.Direction;
import org.outpost.wan.Disturbance;
import org.outpost.wan.LinkProxy;
import org.outpost.wan.WanLink;

/**
 * The emulator's message-level faults on a real Artemis broker's link: {@link ArtemisCoreFraming} finds the messages
 * delivered to a durable subscriber; a duplicated delivery reaches the subscriber twice, and a lost one comes again
 * once the subscriber reconnects; an edge's subscriber whose consumer credits were lost gets going again by itself.
 */
class BrokerLinkFaultsTest {

    private static final int MESSAGES = 20;
    /** {@code SESS_FLOWTOKEN}: a consumer's credits. */
    private static final String CONSUMER_CREDITS = ArtemisCoreFraming.packet(70);

    @TempDir
    Path data;

    @Test
    void aDuplicatedDeliveryReachesTheSubscriberTwice() throws Exception {
        int port = TestBroker.freePort();
        ActiveMQServer broker = TestBroker.start(data, port);
        try (LinkProxy link = LinkProxy.start(link(port));
             ActiveMQConnectionFactory direct = TestBroker.factory(port);
             ActiveMQConnectionFactory linked = TestBroker.factory(link.address().getPort());
             Connection publisher = direct.createConnection();
             Connection subscriber = linked.createConnection()) {
            MessageConsumer consumer = subscribe(subscriber);
            link.disturb(Disturbance.ofMessages(1).duplicating(1).onKinds(ArtemisCoreFraming.MESSAGE_DELIVERY)
                    .towards(Direction.SERVER_TO_CLIENT));
            publish(publisher);
            List<Integer> received = receive(consumer, 2 * MESSAGES);
            List<Integer> expected = new ArrayList<>();
            for (int i = 0; i < MESSAGES; i++) {
                expected.add(i);
                expected.add(i);
            }
            assertEquals(expected, received);
            assertEquals(MESSAGES, link.faultStats().duplicated());
        } finally {
            broker.stop();
        }
    }

    @Test
    void aLostDeliveryComesAgainAfterTheSubscriberReconnects() throws Exception {
        int port = TestBroker.freePort();
        ActiveMQServer broker = TestBroker.start(data, port);
        try (LinkProxy link = LinkProxy.start(link(port));
             ActiveMQConnectionFactory direct = TestBroker.factory(port);
             ActiveMQConnectionFactory linked = TestBroker.factory(link.address().getPort());
             Connection publisher = direct.createConnection()) {
            Connection lost = linked.createConnection();
            subscribe(lost);
            link.disturb(Disturbance.ofMessages(2).dropping(1).onKinds(ArtemisCoreFraming.MESSAGE_DELIVERY)
                    .towards(Direction.SERVER_TO_CLIENT));
            publish(publisher);
            waitFor(() -> link.faultStats().dropped() == MESSAGES);
            // the broker pushed them all to the subscriber (its consumer window is large enough) and the link lost
            // them; a cut ends the connection, as TCP would once it found the loss
            link.cut();
            link.restore();
            closeQuietly(lost);
            try (Connection subscriber = linked.createConnection()) {
                List<Integer> received = receive(subscribe(subscriber), MESSAGES);
                assertEquals(MESSAGES, received.size());
                assertEquals(received.stream().sorted().toList(), received);
            }
        } finally {
            broker.stop();
        }
    }

    /**
     * A consumer's credits (what the broker may send it) go client to server in a packet of their own
     * ({@code SESS_FLOWTOKEN}); lost on a corrupted link, the broker sends the consumer nothing on a connection that
     * stays up. The edge's subscriber creates its consumer again after a while without messages, with fresh credits,
     * and the stream goes on.
     */
    @Test
    void anEdgeWhoseConsumerCreditsWereLostReceivesOnceItRenewsItsConsumer() throws Exception {
        int port = TestBroker.freePort();
        ActiveMQServer broker = TestBroker.start(data, port);
        List<byte[]> handled = new CopyOnWriteArrayList<>();
        SubscriberSettings settings = SubscriberSettings.of("tcp://127.0.0.1:" + port, "edge-1", BrokerCredentials.none())
                .withReceiveTimeout(Duration.ofMillis(200)).withIdleRenewal(Duration.ofSeconds(2));
        try (LinkProxy link = LinkProxy.start(link(port));
             ActiveMQConnectionFactory direct = TestBroker.factory(port);
             ActiveMQConnectionFactory linked = TestBroker.factory(link.address().getPort());
             Connection publisher = direct.createConnection()) {
            link.disturb(Disturbance.ofMessages(3).dropping(1).onKinds(CONSUMER_CREDITS).towards(Direction.CLIENT_TO_SERVER));
            try (ChangeSetSubscriber subscriber = new ChangeSetSubscriber(linked, settings, (message, acknowledger) -> handled.add(message),
                    Thread::new)) {
                subscriber.start();
                waitFor(() -> link.faultStats().dropped() >= 1);
                link.restore();
                Session session = publisher.createSession(false, Session.AUTO_ACKNOWLEDGE);
                MessageProducer producer = session.createProducer(session.createTopic(TopicNames.TOPIC));
                for (int i = 0; i < MESSAGES; i++) {
                    BytesMessage message = session.createBytesMessage();
                    message.writeBytes(new byte[] {(byte) i});
                    message.setStringProperty(TopicNames.STREAM, TopicNames.DEFAULT_STREAM);
                    producer.send(message);
                }
                waitFor(() -> handled.size() == MESSAGES);
            }
        } finally {
            broker.stop();
        }
    }

    private static void waitFor(BooleanSupplier condition) throws InterruptedException {
        for (int i = 0; i < 500 && !condition.getAsBoolean(); i++) {
            Thread.sleep(10);
        }
        assertTrue(condition.getAsBoolean(), "not within 5 s");
    }

    private static void closeQuietly(Connection connection) {
        try {
            connection.close();
        } catch (JMSException ignored) {
            // the link was cut under it
        }
    }

    private static WanLink link(int port) {
        return WanLink.of("edge-main", new InetSocketAddress(InetAddress.getLoopbackAddress(), port), Duration.ZERO)
                .withHandshake(false).withFraming(new ArtemisCoreFraming());
    }

    private static MessageConsumer subscribe(Connection subscriber) throws JMSException {
        subscriber.setClientID("edge-1");
        Session session = subscriber.createSession(false, Session.CLIENT_ACKNOWLEDGE);
        MessageConsumer consumer = session.createDurableConsumer(session.createTopic("outpost.changes"), "edge-1");
        subscriber.start();
        return consumer;
    }

    private static void publish(Connection publisher) throws JMSException {
        Session session = publisher.createSession(false, Session.AUTO_ACKNOWLEDGE);
        Topic topic = session.createTopic("outpost.changes");
        MessageProducer producer = session.createProducer(topic);
        for (int i = 0; i < MESSAGES; i++) {
            Message message = session.createMessage();
            message.setIntProperty("number", i);
            producer.send(message);
        }
    }

    /** The numbers of up to {@code count} messages, each acknowledged, waiting at most 5 s for each. */
    private static List<Integer> receive(MessageConsumer consumer, int count) throws JMSException {
        List<Integer> numbers = new ArrayList<>();
        for (int i = 0; i < count; i++) {
            Message message = consumer.receive(5_000);
            if (message == null) {
                break;
            }
            numbers.add(message.getIntProperty("number"));
            message.acknowledge();
        }
        return numbers;
    }
}
