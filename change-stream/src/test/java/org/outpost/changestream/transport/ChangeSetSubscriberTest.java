// SPDX-License-Identifier: Apache-2.0
package org.outpost.changestream.transport;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.outpost.changestream.transport.ChangeStreams.CODEC;
import static org.outpost.changestream.transport.ChangeStreams.EPOCH;
import static org.outpost.changestream.transport.ChangeStreams.await;
import static org.outpost.changestream.transport.ChangeStreams.entry;
import static org.outpost.changestream.transport.ChangeStreams.message;
import static org.outpost.changestream.transport.ChangeStreams.published;
import static org.outpost.changestream.transport.ChangeStreams.range;

import java.io.IOException;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.atomic.AtomicInteger;

import jakarta.jms.BytesMessage;
import jakarta.jms.Connection;
import jakarta.jms.DeliveryMode;
import jakarta.jms.JMSException;
import jakarta.jms.Message;
import jakarta.jms.MessageConsumer;
import jakarta.jms.MessageProducer;
import jakarta.jms.Session;

import org.apache.activemq.artemis.api.core.SimpleString;
import org.apache.activemq.artemis.api.core.client.ClientMessage;
import org.apache.activemq.artemis.jms.client.ActiveMQConnectionFactory;
import org.apache.activemq.artemis.jms.client.ActiveMQMessage;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.outpost.changestream.outbox.RecentBatches;
import org.outpost.changestream.transport.ChangeStreams.Recorder;

/** The change stream through an embedded Artemis broker with security on: publisher, durable subscribers, dead letters. */
class ChangeSetSubscriberTest {

    private static final Duration WAIT = Duration.ofSeconds(20);

    @TempDir
    Path data;

    private EmbeddedBroker broker;
    private ActiveMQConnectionFactory factory;
    private JmsChangeSetPublisher publisher;
    private final RecentBatches recent = new RecentBatches(RecentBatches.DEFAULT_MAX_BYTES);
    private final List<AutoCloseable> closeables = new ArrayList<>();

    @BeforeEach
    void startBroker() throws Exception {
        broker = new EmbeddedBroker(data);
        factory = broker.factory();
        publisher = new JmsChangeSetPublisher(factory, TopicNames.TOPIC,
                new BrokerCredentials(EmbeddedBroker.USER, EmbeddedBroker.PASSWORD), TopicNames.DEFAULT_STREAM, CODEC, recent);
    }

    @AfterEach
    void stopBroker() throws Exception {
        for (AutoCloseable closeable : closeables) {
            closeable.close();
        }
        publisher.close();
        factory.close();
        broker.close();
    }

    @Test
    void aThousandChangeSetsArriveInOrderExactlyOnce() throws Exception {
        Recorder recorder = new Recorder();
        ChangeSetSubscriber subscriber = subscribe("edge-1", recorder);

        for (long seq = 1; seq <= 1_000; seq++) {
            publisher.publish(List.of(entry(seq)));
        }

        await("1000 change sets", WAIT, () -> recorder.appliedCount() >= 1_000);
        Thread.sleep(300);
        assertEquals(range(1, 1_000), recorder.applied());
        SubscriberStatus status = subscriber.status();
        assertEquals(1_000, status.received());
        assertEquals(1_000, status.acknowledged());
        assertEquals(0, status.deadLettered());
        assertEquals(range(1, 1_000).stream().mapToLong(seq -> published(seq).length).sum(), status.bytesReceived());
        assertTrue(status.connected());
        assertEquals(1_000, publisher.published());
    }

    @Test
    void aSubscriptionReceivesItsOwnStreamOnlyAndCatchesUpBeforeTheFirstMessage() throws Exception {
        List<String> calls = new CopyOnWriteArrayList<>();
        ChangeSetHandler handler = new ChangeSetHandler() {
            @Override
            public void handle(byte[] message, ApplyAcknowledger acknowledger) {
                calls.add("message " + message.length);
            }

            @Override
            public void connected() {
                calls.add("caught up");
            }
        };
        ChangeSetSubscriber subscriber = subscribe("edge-1", handler);
        try (JmsChangeSetPublisher other = new JmsChangeSetPublisher(factory, TopicNames.TOPIC,
                new BrokerCredentials(EmbeddedBroker.USER, EmbeddedBroker.PASSWORD), "other-stream", CODEC, RecentBatches.NONE)) {
            other.publish(List.of(entry(1)));
            publisher.publish(List.of(entry(2)));
        }

        await("one message", WAIT, () -> calls.size() >= 2);
        Thread.sleep(300);
        assertEquals(List.of("caught up", "message " + published(2).length), calls);
        assertEquals(1, subscriber.status().received());
    }

    @Test
    void aPublishedChangeSetCarriesItsBytesAndTheStreamOnlyAndMainRemembersTheMessageForReplays() throws Exception {
        try (Connection connection = connect()) {
            Session session = connection.createSession(false, Session.AUTO_ACKNOWLEDGE);
            MessageConsumer consumer = session.createConsumer(session.createTopic(TopicNames.TOPIC));
            connection.start();

            publisher.publish(List.of(entry(7)));

            BytesMessage received = (BytesMessage) consumer.receive(WAIT.toMillis());
            byte[] body = new byte[(int) received.getBodyLength()];
            received.readBytes(body);
            assertArrayEquals(published(7), body);
            assertEquals(DeliveryMode.PERSISTENT, received.getJMSDeliveryMode());
            assertEquals(TopicNames.DEFAULT_STREAM, received.getStringProperty(TopicNames.STREAM));
            assertNull(received.getJMSMessageID(), "no JMSMessageID: nothing reads it");
            ClientMessage core = ((ActiveMQMessage) received).getCoreMessage();
            assertNull(core.getUserID());
            assertEquals(Set.of(SimpleString.of(TopicNames.STREAM),
                    org.apache.activemq.artemis.api.core.Message.HDR_ROUTING_TYPE), core.getPropertyNames(),
                    "no connection id, no sequence, no epoch: the body carries them");
            List<RecentBatches.Batch> remembered = recent.from(EPOCH, 7, 10);
            assertEquals(1, remembered.size());
            assertArrayEquals(body, remembered.get(0).message());
        }
    }

    @Test
    void aClosedEdgeGetsExactlyWhatWasPublishedMeanwhileAndEachEdgeItsOwnCopy() throws Exception {
        Recorder first = new Recorder();
        ChangeSetSubscriber edge1 = subscribe("edge-1", first);
        Recorder firstOfEdge2 = new Recorder();
        ChangeSetSubscriber edge2 = subscribe("edge-2", firstOfEdge2);
        publisher.publish(List.of(entry(1)));
        await("change set 1", WAIT, () -> first.appliedCount() == 1 && firstOfEdge2.appliedCount() == 1);
        edge1.close();
        edge2.close();

        for (long seq = 2; seq <= 201; seq++) {
            publisher.publish(List.of(entry(seq)));
        }
        Recorder again = new Recorder();
        Recorder second = new Recorder();
        subscribe("edge-1", again);
        subscribe("edge-2", second);

        await("200 change sets on edge-1", WAIT, () -> again.appliedCount() >= 200);
        await("200 change sets on edge-2", WAIT, () -> second.appliedCount() >= 200);
        Thread.sleep(200);
        assertEquals(range(2, 201), again.applied());
        assertEquals(range(2, 201), second.applied());
    }

    @Test
    void anEdgeThatCatchesUpFromMainNeverReceivesTheBacklogItsSubscriptionHeldButWhatFollows() throws Exception {
        subscribe("edge-1", new Recorder()).close();
        for (long seq = 1; seq <= 100; seq++) {
            publisher.publish(List.of(entry(seq)));
        }
        List<String> calls = new CopyOnWriteArrayList<>();
        ChangeSetHandler replaying = new ChangeSetHandler() {
            @Override
            public void handle(byte[] message, ApplyAcknowledger acknowledger) throws Exception {
                calls.add("message " + ChangeStreams.CODEC.decodeBatch(message).get(0).sequence());
            }

            @Override
            public void connected() throws JMSException {
                calls.add("replayed 1-100");
                publisher.publish(List.of(entry(101)));
            }

            @Override
            public boolean catchesUpFromMain() {
                return true;
            }
        };
        ChangeSetSubscriber subscriber = subscribe("edge-1", replaying);

        await("change set 101", WAIT, () -> calls.size() >= 2);
        Thread.sleep(300);
        assertEquals(List.of("replayed 1-100", "message 101"), calls,
                "the 100 change sets the subscription held were dropped on main, not sent; what main published during the catch-up arrives");
        assertEquals(1, subscriber.status().received());
    }

    @Test
    void undecodableMessagesAreDeadLetteredWithReasonAndEdgeIdAndTheStreamGoesOn() throws Exception {
        byte[] garbage = "not a change set at all".getBytes(java.nio.charset.StandardCharsets.UTF_8);
        byte[] future = message(3);
        future[4] = 3;
        byte[] truncated = Arrays.copyOf(message(4), message(4).length / 2);
        Recorder recorder = new Recorder();
        ChangeSetSubscriber subscriber = subscribe("edge-1", recorder);

        try (Connection connection = connect()) {
            Session session = connection.createSession(false, Session.AUTO_ACKNOWLEDGE);
            MessageProducer producer = session.createProducer(session.createTopic(TopicNames.TOPIC));
            send(session, producer, message(1));
            send(session, producer, garbage);
            send(session, producer, message(2));
            send(session, producer, future);
            send(session, producer, message(3));
            send(session, producer, truncated);
            send(session, producer, message(4));
            Message text = session.createTextMessage("hello");
            text.setStringProperty(TopicNames.STREAM, TopicNames.DEFAULT_STREAM);
            producer.send(text);
            send(session, producer, message(5));

            await("5 change sets", WAIT, () -> recorder.appliedCount() >= 5);
            assertEquals(range(1, 5), recorder.applied());

            MessageConsumer deadLetters = session.createConsumer(session.createQueue(TopicNames.DEAD_LETTER_QUEUE));
            connection.start();
            assertDeadLetter(deadLetters.receive(WAIT.toMillis()), "BAD_MAGIC", garbage);
            assertDeadLetter(deadLetters.receive(WAIT.toMillis()), "UNSUPPORTED_VERSION", future);
            assertDeadLetter(deadLetters.receive(WAIT.toMillis()), "TRUNCATED", truncated);
            assertDeadLetter(deadLetters.receive(WAIT.toMillis()), TopicNames.NOT_A_BYTES_MESSAGE, new byte[0]);
            assertNull(deadLetters.receive(200));
        }
        SubscriberStatus status = subscriber.status();
        assertEquals(4, status.deadLettered());
        assertEquals(5, status.acknowledged());
        assertEquals(9, status.received());
    }

    @Test
    void aFailingHandlerIsOfferedTheSameMessageAgainAfterABackoffAndNothingAfterItFirst() throws Exception {
        int[] failuresLeft = { 2 };
        Recorder recorder = new Recorder(seq -> seq == 3 && failuresLeft[0]-- > 0, false);
        ChangeSetSubscriber subscriber = subscribe("edge-1", recorder);

        for (long seq = 1; seq <= 5; seq++) {
            publisher.publish(List.of(entry(seq)));
        }

        await("5 change sets", WAIT, () -> recorder.appliedCount() >= 5);
        assertEquals(range(1, 5), recorder.applied());
        List<Long> attempts = recorder.attemptsOf(3);
        assertEquals(3, attempts.size());
        await("5 acknowledged", WAIT, () -> subscriber.status().acknowledged() >= 5);
        assertTrue(attempts.get(1) - attempts.get(0) >= Duration.ofMillis(50).toNanos(), "first backoff");
        assertTrue(attempts.get(2) - attempts.get(1) >= Duration.ofMillis(100).toNanos(), "doubled backoff");
        SubscriberStatus status = subscriber.status();
        assertEquals(2, status.handlerFailures());
        assertEquals(5, status.acknowledged());
        assertEquals(5, status.received());
        assertEquals(0, status.deadLettered());
    }

    @Test
    void aMessageLeftUnacknowledgedByAFailingHandlerGoesToTheNextSubscriberOfTheEdge() throws Exception {
        Recorder failing = new Recorder(seq -> seq == 3, false);
        ChangeSetSubscriber subscriber = subscribe("edge-1", failing);
        for (long seq = 1; seq <= 5; seq++) {
            publisher.publish(List.of(entry(seq)));
        }
        await("a failed attempt", WAIT, () -> subscriber.status().handlerFailures() >= 2);
        subscriber.close();
        assertEquals(range(1, 2), failing.applied());

        Recorder healthy = new Recorder();
        subscribe("edge-1", healthy);
        await("3..5", WAIT, () -> healthy.applied().containsAll(range(3, 5)));
        Thread.sleep(200);
        List<Long> redelivered = healthy.applied();
        assertEquals(range(3, 5), redelivered.subList(redelivered.size() - 3, redelivered.size()),
                "in order; what came before 3 in the uncommitted batch arrives again first (at least once)");
    }

    @Test
    void theSubscriberReconnectsAfterTheBrokerRestartsAndLosesNothing() throws Exception {
        Recorder recorder = new Recorder();
        ChangeSetSubscriber subscriber = subscribe("edge-1", recorder);
        for (long seq = 1; seq <= 50; seq++) {
            publisher.publish(List.of(entry(seq)));
        }
        await("50 change sets", WAIT, () -> recorder.appliedCount() >= 50);

        broker.stop();
        await("disconnected", WAIT, () -> !subscriber.status().connected());
        broker.start();
        for (long seq = 51; seq <= 100; seq++) {
            publishRetrying(seq);
        }

        await("100 change sets", WAIT, () -> recorder.applied().contains(100L));
        Thread.sleep(200);
        assertEquals(range(1, 100), List.copyOf(new LinkedHashSet<>(recorder.applied())),
                "nothing lost, in order; a batch uncommitted when the broker went may arrive twice (at least once)");
        SubscriberStatus status = subscriber.status();
        assertTrue(status.connected());
        assertTrue(status.reconnects() >= 1, status.toString());
        assertTrue(status.connectFailures() >= 1, status.toString());
    }

    /**
     * The edge's heartbeats and acknowledgements go out on the thread that consumes the stream: a producer that waits for
     * credits main does not give (its acknowledgement address full, or the credits lost on a corrupted link, as the
     * reliability suite saw) must not hold the stream up.
     */
    @Test
    void anAcknowledgementQueueThatGivesNoCreditsNeverHoldsTheStreamUp() throws Exception {
        broker.blockWhenFull(TopicNames.ACK_QUEUE, 1_024);
        try (Connection connection = connect()) {
            Session session = connection.createSession(false, Session.AUTO_ACKNOWLEDGE);
            MessageProducer acks = session.createProducer(session.createQueue(TopicNames.ACK_QUEUE));
            for (int i = 0; i < 4; i++) {
                send(session, acks, new byte[1_024]);
            }
        }
        Recorder recorder = new Recorder();
        subscribe("edge-1", recorder);
        for (long seq = 1; seq <= 10; seq++) {
            publisher.publish(List.of(entry(seq)));
        }
        await("10 change sets past a blocked acknowledgement queue", WAIT, () -> recorder.appliedCount() >= 10);
    }

    @Test
    void aLongIdleReceiveEndsAtOnceWhenTheBrokerGoesAndWhenTheSubscriberCloses() throws Exception {
        Duration longReceive = Duration.ofMinutes(5);
        Recorder recorder = new Recorder();
        ChangeSetSubscriber subscriber = subscribe("edge-1", recorder, longReceive);
        Thread.sleep(300);

        broker.stop();
        await("disconnected long before the receive timeout", WAIT, () -> !subscriber.status().connected());
        broker.start();
        await("connected again", WAIT, () -> subscriber.status().connected());
        publishRetrying(1);
        await("change set 1", WAIT, () -> recorder.appliedCount() == 1);

        long closing = System.nanoTime();
        subscriber.close();
        assertTrue(System.nanoTime() - closing < longReceive.toNanos() / 10, "close() ended the receive in progress");
        assertEquals(SubscriberStatus.State.CLOSED, subscriber.status().state());
    }

    @Test
    void aWrongPasswordIsReportedNamingTheUserAndTheBrokerWithoutATightLoop() throws Exception {
        SubscriberSettings settings = SubscriberSettings.of(broker.url(), "edge-1",
                new BrokerCredentials(EmbeddedBroker.USER, "wrong"))
                .withBackoff(Duration.ofMillis(100), Duration.ofMillis(400)).withReceiveTimeout(Duration.ofMillis(200));
        ChangeSetSubscriber subscriber = new ChangeSetSubscriber(factory, settings, new Recorder(),
                EmbeddedBroker.threads("outpost-edge-1"));
        closeables.add(subscriber);
        subscriber.start();

        await("a refused connection", WAIT, () -> subscriber.status().lastError() != null);
        Thread.sleep(1_500);
        SubscriberStatus status = subscriber.status();
        assertFalse(status.connected());
        assertTrue(status.lastError().contains("'" + EmbeddedBroker.USER + "'"), status.lastError());
        assertTrue(status.lastError().contains(broker.url()), status.lastError());
        assertTrue(status.lastError().contains("refused"), status.lastError());
        assertTrue(status.connectFailures() >= 3 && status.connectFailures() <= 8,
                "attempts in about 1.6 s with a 100..400 ms backoff: " + status.connectFailures());
        assertEquals(0, status.received());
    }

    @Test
    void afterAFailureEachAttemptFirstChecksTheProbeAndAFailedProbeIsAFailedAttempt() throws Exception {
        AtomicInteger probes = new AtomicInteger();
        AtomicInteger refusals = new AtomicInteger(2);
        BrokerProbe probe = () -> {
            probes.incrementAndGet();
            if (refusals.getAndDecrement() > 0) {
                throw new IOException("probe: main's web server does not answer");
            }
        };
        SubscriberSettings settings = SubscriberSettings.of(broker.url(), "edge-1",
                new BrokerCredentials(EmbeddedBroker.USER, EmbeddedBroker.PASSWORD))
                .withBackoff(Duration.ofMillis(50), Duration.ofMillis(400)).withReceiveTimeout(Duration.ofMillis(200));
        ChangeSetSubscriber subscriber = new ChangeSetSubscriber(factory, probe, settings, new Recorder(),
                EmbeddedBroker.threads("outpost-edge-1"));
        closeables.add(subscriber);
        subscriber.start();
        await("subscribed", WAIT, () -> subscriber.status().connected());
        assertEquals(0, probes.get(), "the first attempt is made without probing");

        broker.stop();
        await("a failed attempt after the probe's two refusals", WAIT, () -> refusals.get() < 0);
        assertTrue(subscriber.status().connectFailures() >= 3, "the lost connection and the two refused probes: "
                + subscriber.status().connectFailures());
        broker.start();
        await("connected again", WAIT, () -> subscriber.status().connected());
        assertTrue(probes.get() >= 3, "probes: " + probes.get());
    }

    private ChangeSetSubscriber subscribe(String edgeId, ChangeSetHandler handler) {
        return subscribe(edgeId, handler, Duration.ofMillis(200));
    }

    private ChangeSetSubscriber subscribe(String edgeId, ChangeSetHandler handler, Duration receiveTimeout) {
        SubscriberSettings settings = SubscriberSettings.of(broker.url(), edgeId,
                new BrokerCredentials(EmbeddedBroker.USER, EmbeddedBroker.PASSWORD))
                .withBackoff(Duration.ofMillis(50), Duration.ofMillis(400)).withReceiveTimeout(receiveTimeout)
                .withHeartbeatInterval(receiveTimeout);
        ChangeSetSubscriber subscriber = new ChangeSetSubscriber(factory, settings, handler,
                EmbeddedBroker.threads("outpost-" + edgeId));
        closeables.add(subscriber);
        subscriber.start();
        try {
            await(edgeId + " subscribed", WAIT, () -> subscriber.status().connected());
        } catch (InterruptedException e) {
            throw new AssertionError(e);
        }
        return subscriber;
    }

    private void publishRetrying(long seq) throws Exception {
        for (int attempt = 1; ; attempt++) {
            try {
                publisher.publish(List.of(entry(seq)));
                return;
            } catch (JMSException e) {
                if (attempt >= 50) {
                    throw e;
                }
                Thread.sleep(100);
            }
        }
    }

    private Connection connect() throws JMSException {
        return factory.createConnection(EmbeddedBroker.USER, EmbeddedBroker.PASSWORD);
    }

    private static void send(Session session, MessageProducer producer, byte[] body) throws JMSException {
        BytesMessage message = session.createBytesMessage();
        message.writeBytes(body);
        message.setStringProperty(TopicNames.STREAM, TopicNames.DEFAULT_STREAM);
        producer.send(message);
    }

    private static void assertDeadLetter(Message message, String reason, byte[] body) throws JMSException {
        assertNotNull(message, "a dead letter for " + reason);
        assertEquals(reason, message.getStringProperty(TopicNames.DEAD_LETTER_REASON));
        assertEquals("edge-1", message.getStringProperty(TopicNames.EDGE_ID));
        String detail = message.getStringProperty(TopicNames.DEAD_LETTER_DETAIL);
        assertTrue(detail.startsWith(reason) || reason.equals(TopicNames.NOT_A_BYTES_MESSAGE), detail);
        BytesMessage bytes = (BytesMessage) message;
        byte[] received = new byte[(int) bytes.getBodyLength()];
        bytes.readBytes(received);
        assertArrayEquals(body, received);
    }
}
