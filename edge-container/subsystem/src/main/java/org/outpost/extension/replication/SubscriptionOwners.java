// SPDX-License-Identifier: Apache-2.0
package org.outpost.extension.replication;

import java.util.Objects;

import org.apache.activemq.artemis.api.core.ActiveMQException;
import org.apache.activemq.artemis.api.core.ActiveMQSecurityException;
import org.apache.activemq.artemis.core.security.SecurityAuth;
import org.apache.activemq.artemis.core.server.ActiveMQServer;
import org.apache.activemq.artemis.core.server.Queue;
import org.apache.activemq.artemis.core.server.ServerConsumer;
import org.apache.activemq.artemis.core.server.ServerSession;
import org.apache.activemq.artemis.core.server.plugin.ActiveMQServerConsumerPlugin;
import org.apache.activemq.artemis.core.server.plugin.ActiveMQServerQueuePlugin;
import org.outpost.extension.server.OutpostLogger;

/**
 * A plugin of main's broker: a durable subscription to the change topic (one queue per edge and stream) belongs to the
 * edge user who created it, the only user who may consume it or remove it. With one credential per edge, an edge
 * cannot read another edge's subscription, which the role {@value ChangeStreamAddresses#EDGE_ROLE} alone (common to
 * all edges) cannot express. Main's own connections, which carry no user, are not checked.
 */
final class SubscriptionOwners implements ActiveMQServerConsumerPlugin, ActiveMQServerQueuePlugin {

    private final ActiveMQServer server;

    SubscriptionOwners(ActiveMQServer server) {
        this.server = server;
    }

    /** Adds the plugin to {@code server} unless it has it. */
    static void register(ActiveMQServer server) {
        if (server.getBrokerPlugins().stream().noneMatch(SubscriptionOwners.class::isInstance)) {
            server.registerBrokerPlugin(new SubscriptionOwners(server));
        }
    }

    /**
     * Artemis offers no hook that sees both the consumer's session and its queue before the consumer exists: a consumer
     * of another user's subscription is closed at once, before it was started, and its creation fails.
     */
    @Override
    public void afterCreateConsumer(ServerConsumer consumer) throws ActiveMQException {
        ServerSession session = this.server.getSessionByID(consumer.getSessionID());
        String user = session == null ? null : session.getValidatedUser();
        if (!owns(user, consumer.getQueue())) {
            ActiveMQSecurityException refusal = refusal(user, "consume", consumer.getQueue());
            try {
                consumer.close(false);
            } catch (Exception e) {
                refusal.addSuppressed(e);
            }
            throw refusal;
        }
    }

    @Override
    public void beforeDestroyQueue(Queue queue, SecurityAuth session, boolean checkConsumerCount, boolean removeConsumers,
                                   boolean autoDeleteAddress) throws ActiveMQException {
        String user = session == null ? null : session.getUsername();
        if (!owns(user, queue)) {
            throw refusal(user, "remove", queue);
        }
    }

    private static boolean owns(String user, Queue queue) {
        return user == null || queue.getUser() == null || !ChangeStreamAddresses.TOPIC_ADDRESS.equals(queue.getAddress().toString())
                || Objects.equals(user, queue.getUser().toString());
    }

    private static ActiveMQSecurityException refusal(String user, String action, Queue queue) {
        OutpostLogger.ROOT_LOGGER.subscriptionRefused(user, action, queue.getName().toString(), queue.getUser().toString());
        return new ActiveMQSecurityException("Edge user '" + user + "' may not " + action + " change-stream subscription "
                + queue.getName() + ": it belongs to edge user '" + queue.getUser() + "'");
    }
}
