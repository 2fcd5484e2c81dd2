// SPDX-License-Identifier: Apache-2.0
package org.outpost.changestream.transport;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.net.URI;
import java.util.Map;

import org.apache.activemq.artemis.api.core.TransportConfiguration;
import org.apache.activemq.artemis.core.remoting.impl.netty.NettyConnectorFactory;
import org.apache.activemq.artemis.jms.client.ActiveMQConnectionFactory;
import org.junit.jupiter.api.Test;

/** The edge's factory for main's broker: a Netty connector upgrading main's HTTP port (no connection is made). */
class MainBrokerConnectionsTest {

    @Test
    void anHttpUrlGivesANettyConnectorThatUpgradesToWildFlysHttpAcceptor() {
        try (ActiveMQConnectionFactory factory = MainBrokerConnections.forMain(URI.create("http://main.example:8180"))) {
            TransportConfiguration[] connectors = factory.getStaticConnectors();
            assertEquals(1, connectors.length);
            TransportConfiguration transport = connectors[0];
            assertEquals(NettyConnectorFactory.class.getName(), transport.getFactoryClassName());
            Map<String, Object> params = transport.getParams();
            assertEquals("main.example", params.get("host"));
            assertEquals(8180, params.get("port"));
            assertEquals(true, params.get("httpUpgradeEnabled"));
            assertEquals("http-acceptor", params.get("httpUpgradeEndpoint"));
            assertFalse(params.containsKey("sslEnabled"));
            assertEquals(0, factory.getReconnectAttempts());
            assertTrue(factory.isEnable1xPrefixes());
        }
    }

    @Test
    void httpsUsesTlsAndPort443ByDefaultAndAnotherAcceptorCanBeNamed() {
        TransportConfiguration transport = MainBrokerConnections.transportConfiguration(URI.create("https://main.example/"),
                "outpost-acceptor");
        assertEquals(443, transport.getParams().get("port"));
        assertEquals(true, transport.getParams().get("sslEnabled"));
        assertEquals("outpost-acceptor", transport.getParams().get("httpUpgradeEndpoint"));
        assertEquals(80, MainBrokerConnections.transportConfiguration(URI.create("http://main"), "a").getParams().get("port"));
    }

    @Test
    void aUrlThatIsNotHttpIsRefusedNamingIt() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> MainBrokerConnections.forMain(URI.create("tcp://main.example:61616")));
        assertTrue(e.getMessage().contains("tcp://main.example:61616"), e.getMessage());
    }
}
