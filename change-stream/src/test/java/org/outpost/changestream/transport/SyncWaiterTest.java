// SPDX-License-Identifier: Apache-2.0
package org.outpost.changestream.transport;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.outpost.changestream.transport.ChangeStreams.CODEC;
import static org.outpost.changestream.transport.ChangeStreams.EPOCH;
import static org.outpost.changestream.transport.ChangeStreams.await;
import static org.outpost.changestream.transport.ChangeStreams.entry;

import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Set;
import java.util.UUID;

import org.apache.activemq.artemis.jms.client.ActiveMQConnectionFactory;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.outpost.changestream.outbox.RecentBatches;
import org.outpost.changestream.transport.ChangeStreams.Recorder;

/** Sync mode: edges acknowledge applies on the acknowledgement queue; main waits for every connected edge. */
class SyncWaiterTest {

    private static final Duration WAIT = Duration.ofSeconds(20);
    private static final BrokerCredentials EDGE = new BrokerCredentials(EmbeddedBroker.USER, EmbeddedBroker.PASSWORD);

    @TempDir
    Path data;

    @Test
    void acknowledgedWhenEveryEdgeAcknowledgesAndTimedOutNamingTheEdgeThatDoesNot() throws Exception {
        try (EmbeddedBroker broker = new EmbeddedBroker(data);
                ActiveMQConnectionFactory factory = broker.factory();
                JmsChangeSetPublisher publisher = new JmsChangeSetPublisher(factory, TopicNames.TOPIC, EDGE, TopicNames.DEFAULT_STREAM, CODEC, RecentBatches.NONE);
                SyncWaiter waiter = new SyncWaiter(factory, EDGE, TopicNames.ACK_QUEUE, Duration.ofMillis(50),
                        Duration.ofMillis(400), EmbeddedBroker.threads("outpost-sync"))) {
            waiter.start();
            ChangeSetSubscriber edgeA = edge(broker, factory, "edge-a");
            ChangeSetSubscriber edgeB = edge(broker, factory, "edge-b");
            ConnectedEdges connected = waiter.connectedEdges(Duration.ofSeconds(30));
            await("both edges seen", WAIT, () -> connected.connected().equals(Set.of("edge-a", "edge-b")));

            for (long seq = 1; seq <= 3; seq++) {
                publisher.publish(List.of(entry(seq)));
            }
            assertInstanceOf(SyncOutcome.Acknowledged.class,
                    waiter.await(EPOCH, 3, connected.connected(), Duration.ofSeconds(10)));
            await("edge-a counted 3 acknowledgements", WAIT, () -> edgeA.status().syncAcksSent() == 3);

            SyncOutcome outcome = waiter.await(EPOCH, 3, Set.of("edge-a", "edge-b", "edge-c"), Duration.ofMillis(300));
            assertEquals(new SyncOutcome.TimedOut(Set.of("edge-c")), outcome);
            assertEquals(1, waiter.timeouts());

            edgeB.close();
            publisher.publish(List.of(entry(4)));
            outcome = waiter.await(EPOCH, 4, Set.of("edge-a", "edge-b"), Duration.ofSeconds(1));
            assertEquals(new SyncOutcome.TimedOut(Set.of("edge-b")), outcome);
            assertEquals(2, waiter.timeouts());
            edgeA.close();
        }
    }

    @Test
    void anAcknowledgementCountsBeforeTheWaitAndForEveryLowerSequenceOfItsEpochOnly() throws Exception {
        SyncWaiter waiter = new SyncWaiter(new ActiveMQConnectionFactory("vm://0"), EmbeddedBroker.threads("unused"));
        waiter.applied("edge-a", EPOCH, 10);
        waiter.applied("edge-b", EPOCH, 12);
        waiter.applied("edge-b", EPOCH, 11);

        assertInstanceOf(SyncOutcome.Acknowledged.class,
                waiter.await(EPOCH, 10, Set.of("edge-a", "edge-b"), Duration.ZERO));
        assertEquals(new SyncOutcome.TimedOut(Set.of("edge-a")),
                waiter.await(EPOCH, 11, Set.of("edge-a", "edge-b"), Duration.ofMillis(20)));
        assertEquals(new SyncOutcome.TimedOut(Set.of("edge-a", "edge-b")),
                waiter.await(UUID.randomUUID(), 1, Set.of("edge-b", "edge-a"), Duration.ZERO));
        assertInstanceOf(SyncOutcome.Acknowledged.class, waiter.await(EPOCH, 99, Set.of(), Duration.ZERO));
        assertEquals(2, waiter.timeouts());
        waiter.close();
    }

    private static ChangeSetSubscriber edge(EmbeddedBroker broker, ActiveMQConnectionFactory factory, String edgeId)
            throws InterruptedException {
        SubscriberSettings settings = SubscriberSettings.of(broker.url(), edgeId, EDGE)
                .withBackoff(Duration.ofMillis(50), Duration.ofMillis(400)).withReceiveTimeout(Duration.ofMillis(200));
        ChangeSetSubscriber subscriber = new ChangeSetSubscriber(factory, settings, new Recorder(seq -> false, true),
                EmbeddedBroker.threads("outpost-" + edgeId));
        subscriber.start();
        await(edgeId + " subscribed", WAIT, () -> subscriber.status().connected());
        return subscriber;
    }
}
