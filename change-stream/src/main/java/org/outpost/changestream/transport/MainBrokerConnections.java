// SPDX-License-Identifier: Apache-2.0
package org.outpost.changestream.transport;

import java.net.URI;
import java.util.HashMap;
import java.util.Locale;
import java.util.Map;

import org.apache.activemq.artemis.api.core.TransportConfiguration;
import org.apache.activemq.artemis.api.jms.ActiveMQJMSClient;
import org.apache.activemq.artemis.api.jms.JMSFactoryType;
import org.apache.activemq.artemis.core.remoting.impl.netty.NettyConnectorFactory;
import org.apache.activemq.artemis.core.remoting.impl.netty.TransportConstants;
import org.apache.activemq.artemis.jms.client.ActiveMQConnectionFactory;

/**
 * How an edge reaches main's broker: an Artemis client connection factory with a Netty connector to main's HTTP
 * port that upgrades the HTTP connection to Artemis' core protocol, as WildFly's own {@code http-connector} does.
 * One port for everything an edge asks of main. An edge of a region with a relay (an Artemis broker near its edges that
 * main's broker feeds through a core bridge, see {@code docs/operations.md}) subscribes at the relay's acceptor instead:
 * {@link #forBroker(URI)} with a {@code tcp://} URL.
 */
public final class MainBrokerConnections {

    /** The {@code http-acceptor} WildFly 39's default messaging configuration registers on the {@code default} HTTP listener. */
    public static final String DEFAULT_HTTP_ACCEPTOR = "http-acceptor";

    /** The default port of an Artemis acceptor, for a {@code tcp://} URL without one. */
    public static final int DEFAULT_ACCEPTOR_PORT = 61616;

    private static final String RELAY_SCHEME = "tcp";

    private MainBrokerConnections() {
    }

    /** Whether a broker URL is main's {@code http(s)://} URL, reached over HTTP upgrade (else a relay's). */
    static boolean isMain(URI brokerUrl) {
        String scheme = scheme(brokerUrl);
        return scheme.equals("http") || scheme.equals("https");
    }

    private static String scheme(URI brokerUrl) {
        return brokerUrl.getScheme() == null ? "" : brokerUrl.getScheme().toLowerCase(Locale.ROOT);
    }

    /** {@link #forMain(URI, String)} with {@link #DEFAULT_HTTP_ACCEPTOR}. */
    public static ActiveMQConnectionFactory forMain(URI mainUrl) {
        return forMain(mainUrl, DEFAULT_HTTP_ACCEPTOR);
    }

    /**
     * A connection factory for the broker an edge subscribes at: main's over HTTP upgrade for an {@code http(s)://}
     * URL ({@link #forMain(URI)}), or a relay's Artemis acceptor for {@code tcp://host[:port]} (port
     * {@value #DEFAULT_ACCEPTOR_PORT} when absent), with the same client settings.
     *
     * @throws IllegalArgumentException naming the URL when it is neither
     */
    public static ActiveMQConnectionFactory forBroker(URI brokerUrl) {
        if (isMain(brokerUrl)) {
            return forMain(brokerUrl);
        }
        if (!scheme(brokerUrl).equals(RELAY_SCHEME) || brokerUrl.getHost() == null) {
            throw new IllegalArgumentException("The broker URL " + brokerUrl + " is neither main's http:// or https:// URL"
                    + " nor a relay's tcp://host[:port]");
        }
        Map<String, Object> params = new HashMap<>();
        params.put(TransportConstants.HOST_PROP_NAME, brokerUrl.getHost());
        params.put(TransportConstants.PORT_PROP_NAME, brokerUrl.getPort() > 0 ? brokerUrl.getPort() : DEFAULT_ACCEPTOR_PORT);
        return factory(new TransportConfiguration(NettyConnectorFactory.class.getName(), params, "outpost-relay"));
    }

    /**
     * A connection factory for main's broker. Artemis' own reconnection is off ({@code reconnectAttempts=0}): the
     * {@link ChangeSetSubscriber} reconnects itself with a backoff and reports the outage. Producer flow control is off
     * ({@code producerWindowSize=-1}): what an edge sends (heartbeats and sync acknowledgements, small, non-persistent,
     * with a time to live) never waits for credits from main, so a credit grant that never comes (the reliability
     * suite's corrupted bytes once lost one) cannot stop the subscriber's thread, which also receives the change
     * sets. JMS 1.x destination
     * prefixes are on ({@code enable1xPrefixes}), because WildFly's {@code jms-topic}/{@code jms-queue} resources live
     * at {@code jms.topic.<name>}/{@code jms.queue.<name>} and its own factories have {@code enable-amq1-prefix=true}.
     * The caller closes the factory when the edge stops.
     *
     * @param mainUrl      main's HTTP(S) base URL, e.g. {@code http://main.example:8080}
     * @param httpAcceptor the name of the {@code http-acceptor} on main
     */
    public static ActiveMQConnectionFactory forMain(URI mainUrl, String httpAcceptor) {
        return factory(transportConfiguration(mainUrl, httpAcceptor));
    }

    private static ActiveMQConnectionFactory factory(TransportConfiguration transport) {
        ActiveMQConnectionFactory factory = ActiveMQJMSClient.createConnectionFactoryWithoutHA(JMSFactoryType.CF, transport);
        factory.setReconnectAttempts(0);
        factory.setInitialConnectAttempts(1);
        factory.setProducerWindowSize(-1);
        factory.setEnable1xPrefixes(true);
        return factory;
    }

    /**
     * The Netty connector configuration: {@code host}, {@code port} (80/443 when the URL has none),
     * {@code httpUpgradeEnabled=true}, {@code httpUpgradeEndpoint=<acceptor>}, and {@code sslEnabled=true} for https.
     *
     * @throws IllegalArgumentException naming the URL when it is not an absolute http(s) URL with a host
     */
    public static TransportConfiguration transportConfiguration(URI mainUrl, String httpAcceptor) {
        String scheme = mainUrl.getScheme() == null ? "" : mainUrl.getScheme().toLowerCase(Locale.ROOT);
        if (!scheme.equals("http") && !scheme.equals("https") || mainUrl.getHost() == null) {
            throw new IllegalArgumentException("Main's URL " + mainUrl
                    + " is not an http:// or https:// URL with a host (the edge reaches main's broker over main's HTTP port)");
        }
        if (httpAcceptor == null || httpAcceptor.isBlank()) {
            throw new IllegalArgumentException("No http-acceptor name for main's URL " + mainUrl);
        }
        boolean tls = scheme.equals("https");
        Map<String, Object> params = new HashMap<>();
        params.put(TransportConstants.HOST_PROP_NAME, mainUrl.getHost());
        params.put(TransportConstants.PORT_PROP_NAME, mainUrl.getPort() > 0 ? mainUrl.getPort() : tls ? 443 : 80);
        params.put(TransportConstants.HTTP_UPGRADE_ENABLED_PROP_NAME, true);
        params.put(TransportConstants.HTTP_UPGRADE_ENDPOINT_PROP_NAME, httpAcceptor);
        if (tls) {
            params.put(TransportConstants.SSL_ENABLED_PROP_NAME, true);
        }
        return new TransportConfiguration(NettyConnectorFactory.class.getName(), params, "outpost-main");
    }
}
