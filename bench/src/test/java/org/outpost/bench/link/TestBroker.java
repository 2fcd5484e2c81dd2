// SPDX-License-Identifier: Apache-2.0
package org.outpost.bench.link;

import java.io.IOException;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.nio.file.Path;
import java.util.Map;

import org.apache.activemq.artemis.api.core.TransportConfiguration;
import org.apache.activemq.artemis.core.config.impl.ConfigurationImpl;
import org.apache.activemq.artemis.core.remoting.impl.netty.NettyAcceptorFactory;
import org.apache.activemq.artemis.core.remoting.impl.netty.NettyConnectorFactory;
import org.apache.activemq.artemis.core.server.ActiveMQServer;
import org.apache.activemq.artemis.core.server.ActiveMQServers;
import org.apache.activemq.artemis.jms.client.ActiveMQConnectionFactory;

/** A real Artemis broker (2.44, as WildFly 39.0.1 ships it) on a loopback port for the tests of a broker's link. */
final class TestBroker {

    private TestBroker() {
    }

    /** A broker without persistence or security, its core acceptor on {@code port}, its files under {@code data}. */
    static ActiveMQServer start(Path data, int port) throws Exception {
        ConfigurationImpl config = new ConfigurationImpl();
        config.setName("link-test").setPersistenceEnabled(false).setSecurityEnabled(false)
                .setJMXManagementEnabled(false)
                .setJournalDirectory(data.resolve("journal").toString())
                .setBindingsDirectory(data.resolve("bindings").toString())
                .setPagingDirectory(data.resolve("paging").toString())
                .setLargeMessagesDirectory(data.resolve("large").toString())
                .addAcceptorConfiguration(new TransportConfiguration(NettyAcceptorFactory.class.getName(),
                        Map.of("host", "127.0.0.1", "port", port), "netty"));
        ActiveMQServer server = ActiveMQServers.newActiveMQServer(config, false);
        server.start();
        return server;
    }

    /** A client factory for the broker at {@code port} that does not reconnect. */
    static ActiveMQConnectionFactory factory(int port) {
        ActiveMQConnectionFactory factory = new ActiveMQConnectionFactory(false, new TransportConfiguration(
                NettyConnectorFactory.class.getName(), Map.of("host", "127.0.0.1", "port", port)));
        factory.setReconnectAttempts(0);
        return factory;
    }

    static int freePort() throws IOException {
        try (ServerSocket socket = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
            return socket.getLocalPort();
        }
    }
}
