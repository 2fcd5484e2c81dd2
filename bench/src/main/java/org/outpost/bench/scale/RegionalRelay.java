// SPDX-License-Identifier: Apache-2.0
package org.outpost.bench.scale;

import java.net.URI;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;

import org.apache.activemq.artemis.api.core.QueueConfiguration;
import org.apache.activemq.artemis.api.core.RoutingType;
import org.apache.activemq.artemis.api.core.TransportConfiguration;
import org.apache.activemq.artemis.core.config.BridgeConfiguration;
import org.apache.activemq.artemis.core.config.CoreAddressConfiguration;
import org.apache.activemq.artemis.core.config.impl.ConfigurationImpl;
import org.apache.activemq.artemis.core.remoting.impl.netty.NettyAcceptorFactory;
import org.apache.activemq.artemis.core.server.ActiveMQServer;
import org.apache.activemq.artemis.core.server.ActiveMQServers;
import org.apache.activemq.artemis.core.settings.impl.AddressSettings;
import org.outpost.changestream.transport.BrokerCredentials;
import org.outpost.changestream.transport.MainBrokerConnections;
import org.outpost.changestream.transport.TopicNames;

/**
 * A regional relay: an Artemis broker (2.44, the version WildFly 39.0.1 ships) near a group of edges, which subscribe
 * at its acceptor (their {@code broker-url}, {@code tcp://host:port}) instead of main's broker. Main's broker feeds its
 * change-topic address through one core bridge ({@link MainRelayBridge}), so each change set crosses the WAN once for
 * the whole region; the relay's own core bridges send what its edges send main (heartbeats, sync acknowledgements,
 * dead letters) on to main's queues over main's HTTP port. Replay and snapshots do not pass through it: the edges ask
 * main for them at their {@code main-url}.
 * <p>
 * Run in {@code bench/scale}'s driver without persistence or security; a production relay keeps a journal and admits
 * only its edges' users (see {@code docs/operations.md}, "Many edges: regional relays").
 */
public final class RegionalRelay implements AutoCloseable {

    /** The change topic's address, as WildFly names a JMS topic and as the edges' clients (1.x prefixes) address it. */
    public static final String TOPIC_ADDRESS = "jms.topic." + TopicNames.TOPIC;
    /** The queues edges send to, on the relay as on main. */
    static final List<String> QUEUE_ADDRESSES = List.of("jms.queue." + TopicNames.ACK_QUEUE, "jms.queue." + TopicNames.DEAD_LETTER_QUEUE);

    private static final String MAIN_CONNECTOR = "main";

    private final ActiveMQServer broker;

    private RegionalRelay(ActiveMQServer broker) {
        this.broker = broker;
    }

    /**
     * Starts the relay of {@code region}.
     *
     * @param data          its directory (paging, should memory run short)
     * @param acceptorPort  where its acceptor listens on 127.0.0.1: the edges and main's bridge connect there
     * @param mainUrl       main's HTTP URL as the relay reaches it, for its bridges to main's queues
     * @param credentials   the user its bridges authenticate as on main's broker (one allowed to send to the queues)
     */
    public static RegionalRelay start(String region, Path data, int acceptorPort, URI mainUrl, BrokerCredentials credentials)
            throws Exception {
        ConfigurationImpl config = new ConfigurationImpl();
        config.setName("outpost-relay-" + region).setPersistenceEnabled(false).setSecurityEnabled(false)
                .setJMXManagementEnabled(false)
                .setPagingDirectory(data.resolve("paging").toString())
                .setJournalDirectory(data.resolve("journal").toString())
                .setBindingsDirectory(data.resolve("bindings").toString())
                .setLargeMessagesDirectory(data.resolve("large-messages").toString())
                .addAcceptorConfiguration(new TransportConfiguration(NettyAcceptorFactory.class.getName(),
                        Map.of("host", "127.0.0.1", "port", acceptorPort), "edges"))
                .addConnectorConfiguration(MAIN_CONNECTOR,
                        MainBrokerConnections.transportConfiguration(mainUrl, MainBrokerConnections.DEFAULT_HTTP_ACCEPTOR))
                .addAddressConfiguration(new CoreAddressConfiguration().setName(TOPIC_ADDRESS).addRoutingType(RoutingType.MULTICAST))
                // As on main: the subscriber never rolls back, but an edge that crashes increments the delivery count.
                .addAddressSetting(TOPIC_ADDRESS, new AddressSettings().setMaxDeliveryAttempts(-1));
        for (String queue : QUEUE_ADDRESSES) {
            config.addQueueConfiguration(QueueConfiguration.of(queue).setAddress(queue).setRoutingType(RoutingType.ANYCAST))
                    .addBridgeConfiguration(new BridgeConfiguration().setName("to-main-" + queue).setQueueName(queue)
                            .setStaticConnectors(List.of(MAIN_CONNECTOR)).setUser(credentials.user())
                            .setPassword(credentials.password()).setUseDuplicateDetection(false).setReconnectAttempts(-1)
                            .setRetryInterval(1_000).setRetryIntervalMultiplier(2).setMaxRetryInterval(30_000));
        }
        ActiveMQServer broker = ActiveMQServers.newActiveMQServer(config, false);
        broker.start();
        return new RegionalRelay(broker);
    }

    @Override
    public void close() throws Exception {
        this.broker.stop();
    }
}
