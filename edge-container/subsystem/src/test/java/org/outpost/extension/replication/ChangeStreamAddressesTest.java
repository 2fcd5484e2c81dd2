// SPDX-License-Identifier: Apache-2.0
package org.outpost.extension.replication;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Map;

import jakarta.jms.BytesMessage;
import jakarta.jms.Connection;
import jakarta.jms.MessageConsumer;
import jakarta.jms.MessageProducer;
import jakarta.jms.Session;
import jakarta.jms.Topic;

import org.apache.activemq.artemis.api.core.SimpleString;
import org.apache.activemq.artemis.api.core.TransportConfiguration;
import org.apache.activemq.artemis.core.config.Configuration;
import org.apache.activemq.artemis.core.config.impl.ConfigurationImpl;
import org.apache.activemq.artemis.core.remoting.impl.invm.InVMAcceptorFactory;
import org.apache.activemq.artemis.core.remoting.impl.invm.InVMConnectorFactory;
import org.apache.activemq.artemis.core.server.ActiveMQServer;
import org.apache.activemq.artemis.core.server.ActiveMQServers;
import org.apache.activemq.artemis.core.server.Queue;
import org.apache.activemq.artemis.core.settings.impl.AddressFullMessagePolicy;
import org.apache.activemq.artemis.core.settings.impl.AddressSettings;
import org.apache.activemq.artemis.jms.client.ActiveMQConnectionFactory;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.outpost.changestream.transport.TopicNames;

/**
 * What main's broker keeps for an edge that is away, on a real Artemis broker in this JVM configured as WildFly's
 * default ({@code #}: 10 MB, then page): the last {@link ChangeStreamAddresses#SUBSCRIPTION_RING_SIZE} change sets,
 * in memory, the address never paging.
 */
class ChangeStreamAddressesTest {

    private static final int SERVER_ID = 71;
    private static final String EDGE = "edge-1";

    private ActiveMQServer broker;

    @BeforeEach
    void start() throws Exception {
        Configuration config = new ConfigurationImpl().setName("change-stream-addresses").setPersistenceEnabled(false)
                .setSecurityEnabled(false).setJMXManagementEnabled(false)
                .addAcceptorConfiguration(new TransportConfiguration(InVMAcceptorFactory.class.getName(),
                        Map.of("serverId", SERVER_ID), "in-vm"));
        config.addAddressSetting("#", new AddressSettings().setMaxSizeBytes(10L << 20)
                .setAddressFullMessagePolicy(AddressFullMessagePolicy.PAGE)
                .setDeadLetterAddress(SimpleString.of("jms.queue.DLQ")));
        broker = ActiveMQServers.newActiveMQServer(config, false);
        broker.start();
        ChangeStreamAddresses.prepare(broker.getActiveMQServerControl());
    }

    @AfterEach
    void stop() throws Exception {
        broker.stop();
    }

    @Test
    void anAbsentEdgesSubscriptionKeepsOnlyTheLastChangeSets() throws Exception {
        ActiveMQConnectionFactory factory = new ActiveMQConnectionFactory(false,
                new TransportConfiguration(InVMConnectorFactory.class.getName(), Map.of("serverId", SERVER_ID)));
        factory.setEnable1xPrefixes(true);
        int published = (int) ChangeStreamAddresses.SUBSCRIPTION_RING_SIZE * 3;
        try (factory; Connection edge = factory.createConnection(); Connection main = factory.createConnection()) {
            edge.setClientID(EDGE + "." + "stream");
            Session edgeSession = edge.createSession(false, Session.CLIENT_ACKNOWLEDGE);
            Topic topic = edgeSession.createTopic(TopicNames.TOPIC);
            MessageConsumer subscription = edgeSession.createDurableConsumer(topic, EDGE);
            subscription.close();
            Session mainSession = main.createSession(false, Session.AUTO_ACKNOWLEDGE);
            MessageProducer publisher = mainSession.createProducer(mainSession.createTopic(TopicNames.TOPIC));
            for (int sequence = 1; sequence <= published; sequence++) {
                BytesMessage changeSet = mainSession.createBytesMessage();
                changeSet.writeBytes(new byte[500]);
                changeSet.setLongProperty("sequence", sequence);
                publisher.send(changeSet);
            }
            Queue queue = broker.locateQueue(broker.bindingQuery(SimpleString.of(ChangeStreamAddresses.TOPIC_ADDRESS))
                    .getQueueNames().get(0));
            assertEquals(ChangeStreamAddresses.SUBSCRIPTION_RING_SIZE, queue.getMessageCount(), "a ring of the last change sets");
            assertFalse(queue.getPagingStore().isPaging(), "the backlog stays in memory");

            MessageConsumer back = edgeSession.createDurableConsumer(topic, EDGE);
            edge.start();
            long first = back.receive(5_000).getLongProperty("sequence");
            assertEquals(published - ChangeStreamAddresses.SUBSCRIPTION_RING_SIZE + 1, first, "the oldest went first");
        }
        String settings = broker.getActiveMQServerControl().getAddressSettingsAsJSON(ChangeStreamAddresses.TOPIC_ADDRESS);
        assertTrue(settings.contains("\"deadLetterAddress\":\"jms.queue.DLQ\""), "the broker's own settings still apply: " + settings);
    }
}
