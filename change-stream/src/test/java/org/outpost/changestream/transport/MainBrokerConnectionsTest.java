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

/**
 * The edge's factory for main's broker: a Netty connector upgrading main's HTTP port, or a plain one to a relay's
 * acceptor (no connection is made).
 */
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
            assertEquals(-1, factory.getProducerWindowSize(), "an edge's sends never wait for credits from main");
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

    @Test
    void aTcpUrlGivesAPlainNettyConnectorToARelaysAcceptorWithTheSameClientSettings() {
        try (ActiveMQConnectionFactory factory = MainBrokerConnections.forBroker(URI.create("tcp://relay.example:18220"))) {
            TransportConfiguration transport = factory.getStaticConnectors()[0];
            assertEquals(NettyConnectorFactory.class.getName(), transport.getFactoryClassName());
            assertEquals(Map.of("host", "relay.example", "port", 18220), transport.getParams());
            assertEquals(0, factory.getReconnectAttempts());
            assertEquals(-1, factory.getProducerWindowSize(), "an edge's sends never wait for credits from main");
            assertTrue(factory.isEnable1xPrefixes());
        }
        try (ActiveMQConnectionFactory factory = MainBrokerConnections.forBroker(URI.create("tcp://relay.example"))) {
            assertEquals(MainBrokerConnections.DEFAULT_ACCEPTOR_PORT, factory.getStaticConnectors()[0].getParams().get("port"));
        }
    }

    @Test
    void anHttpBrokerUrlIsMainsBroker() {
        try (ActiveMQConnectionFactory factory = MainBrokerConnections.forBroker(URI.create("https://main.example:8443"))) {
            Map<String, Object> params = factory.getStaticConnectors()[0].getParams();
            assertEquals(true, params.get("httpUpgradeEnabled"));
            assertEquals(true, params.get("sslEnabled"));
        }
    }

    @Test
    void aBrokerUrlOfAnotherKindIsRefusedNamingIt() {
        for (String url : new String[] {"ftp://relay.example", "tcp:relay", "relay.example:61616"}) {
            IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                    () -> MainBrokerConnections.forBroker(URI.create(url)));
            assertTrue(e.getMessage().contains(url), e.getMessage());
        }
    }
}
