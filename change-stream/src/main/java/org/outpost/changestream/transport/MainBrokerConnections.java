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
 * One port for everything an edge asks of main.
 */
public final class MainBrokerConnections {

    /** The {@code http-acceptor} WildFly 39's default messaging configuration registers on the {@code default} HTTP listener. */
    public static final String DEFAULT_HTTP_ACCEPTOR = "http-acceptor";

    private MainBrokerConnections() {
    }

    /** {@link #forMain(URI, String)} with {@link #DEFAULT_HTTP_ACCEPTOR}. */
    public static ActiveMQConnectionFactory forMain(URI mainUrl) {
        return forMain(mainUrl, DEFAULT_HTTP_ACCEPTOR);
    }

    /**
     * A connection factory for main's broker. Artemis' own reconnection is off ({@code reconnectAttempts=0}): the
     * {@link ChangeSetSubscriber} reconnects itself with a backoff and reports the outage. JMS 1.x destination
     * prefixes are on ({@code enable1xPrefixes}), because WildFly's {@code jms-topic}/{@code jms-queue} resources live
     * at {@code jms.topic.<name>}/{@code jms.queue.<name>} and its own factories have {@code enable-amq1-prefix=true}.
     * The caller closes the factory when the edge stops.
     *
     * @param mainUrl      main's HTTP(S) base URL, e.g. {@code http://main.example:8080}
     * @param httpAcceptor the name of the {@code http-acceptor} on main
     */
    public static ActiveMQConnectionFactory forMain(URI mainUrl, String httpAcceptor) {
        ActiveMQConnectionFactory factory = ActiveMQJMSClient.createConnectionFactoryWithoutHA(JMSFactoryType.CF,
                transportConfiguration(mainUrl, httpAcceptor));
        factory.setReconnectAttempts(0);
        factory.setInitialConnectAttempts(1);
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
