// SPDX-License-Identifier: Apache-2.0
package org.outpost.extension.replication;

import java.time.Duration;
import java.util.List;
import java.util.Set;
import java.util.concurrent.TimeUnit;

import org.apache.activemq.artemis.api.core.management.ActiveMQServerControl;
import org.apache.activemq.artemis.core.server.ActiveMQServer;
import org.outpost.changestream.transport.TopicNames;
import org.outpost.extension.server.OutpostLogger;
import org.wildfly.extension.messaging.activemq.ActiveMQBroker;
import org.wildfly.subsystem.service.ServiceDependency;

/**
 * Creates on main's embedded broker what the change stream needs, when absent: the topic, the dead-letter and
 * acknowledgement queues, the permissions that let edges subscribe durably (not publish) and send to those queues, a
 * bound on what each subscription keeps ({@link #SUBSCRIPTION_RING_SIZE}), and the plugin that keeps each
 * subscription to the edge user who created it ({@link SubscriptionOwners}).
 * Addresses carry WildFly's {@code jms.topic.}/{@code jms.queue.} prefixes, as its own JMS resources do.
 */
public final class ChangeStreamAddresses {

    /**
     * The role of the application users edges authenticate as, on main's broker and its replay and snapshot
     * endpoints; no other role may read the change stream.
     */
    public static final String EDGE_ROLE = "outpost-edge";

    static final String TOPIC_ADDRESS = "jms.topic." + TopicNames.TOPIC;
    /**
     * The most change-set messages a durable subscription to the topic keeps (an Artemis ring queue, through the
     * topic's {@code defaultRingSize} address setting, merged with the broker's other settings for it): beyond, the
     * oldest goes. An edge that connects catches up from main's outbox and drops what its subscription held, so an
     * absent edge's backlog is never read, and bounding it keeps it in memory: a backlog that had grown past the
     * address's {@code max-size-bytes} was paged, and dropping it held the broker's paging lock for minutes, stalling
     * every publish. A connected edge that finds a gap (messages its ring let go while it applied) replays the gap
     * from the outbox.
     */
    static final long SUBSCRIPTION_RING_SIZE = 5_000;
    static final List<String> QUEUE_ADDRESSES = List.of("jms.queue." + TopicNames.DEAD_LETTER_QUEUE, "jms.queue." + TopicNames.ACK_QUEUE);

    private static final String EMBEDDED_BROKER = "org.wildfly.messaging.activemq.server";
    /** How long the subsystem waits at boot for main's broker to become active. */
    private static final Duration ACTIVATION = Duration.ofSeconds(120);
    /** How often it looks again meanwhile. */
    private static final Duration ACTIVATION_POLL = Duration.ofMillis(200);

    private ChangeStreamAddresses() {
    }

    /** Main's embedded broker (layer {@code embedded-activemq}, server {@code default}), which hosts the change topic. */
    public static ServiceDependency<ActiveMQBroker> embeddedBroker() {
        return ServiceDependency.on(EMBEDDED_BROKER, ActiveMQBroker.class, "default");
    }

    /**
     * Prepares main's embedded broker for the change stream, once it is active and manageable: its service is up
     * before the broker itself has started (so on a reload), a broker not yet active refuses to be managed, and right
     * after a reload the broker may answer that it is active before its management control is there (a reload once
     * failed here with no control).
     *
     * @throws IllegalStateException when the broker refuses or is not active and manageable within {@link #ACTIVATION}
     */
    public static void prepare(ActiveMQBroker broker) {
        try {
            long deadline = System.nanoTime() + ACTIVATION.toNanos();
            ActiveMQServerControl control = manageable(broker);
            while (control == null) {
                if (System.nanoTime() - deadline > 0) {
                    throw new IllegalStateException("the broker was not active and manageable within "
                            + ACTIVATION.toSeconds() + " s");
                }
                Thread.sleep(ACTIVATION_POLL.toMillis());
                control = manageable(broker);
            }
            prepare(control);
            SubscriptionOwners.register((ActiveMQServer) broker.getDelegate());
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw OutpostLogger.ROOT_LOGGER.cannotPrepareBroker(e);
        } catch (Exception e) {
            throw OutpostLogger.ROOT_LOGGER.cannotPrepareBroker(e);
        }
    }

    /** The broker's management control once the broker is active and has one; null before. */
    private static ActiveMQServerControl manageable(ActiveMQBroker broker) throws InterruptedException {
        ActiveMQServer server = (ActiveMQServer) broker.getDelegate();
        if (!server.waitForActivation(ACTIVATION_POLL.toMillis(), TimeUnit.MILLISECONDS) || !server.isActive()) {
            return null;
        }
        return broker.getActiveMQServerControl();
    }

    static void prepare(ActiveMQServerControl broker) throws Exception {
        Set<String> addresses = Set.of(broker.getAddressNames());
        broker.addAddressSettings(TOPIC_ADDRESS, "{\"defaultRingSize\":" + SUBSCRIPTION_RING_SIZE + "}");
        if (!addresses.contains(TOPIC_ADDRESS)) {
            broker.createAddress(TOPIC_ADDRESS, "MULTICAST");
        }
        for (String queue : QUEUE_ADDRESSES) {
            broker.createQueue("{\"name\":\"" + queue + "\",\"address\":\"" + queue + "\",\"routing-type\":\"ANYCAST\",\"durable\":true}", true);
        }
        // Roles for: send, consume, create/delete durable queue, create/delete non-durable queue, manage, browse,
        // create/delete address. Edges consume their durable subscriptions to the topic (SubscriptionOwners keeps each
        // to its edge) and send acknowledgements and dead letters to main's queues; only main publishes.
        broker.addSecuritySettings(TOPIC_ADDRESS, "", EDGE_ROLE, EDGE_ROLE, EDGE_ROLE, "", "", "", "", "", "");
        broker.addSecuritySettings("jms.queue." + TopicNames.TOPIC + ".#", EDGE_ROLE, "", "", "", "", "", "", "", "", "");
    }
}
