// SPDX-License-Identifier: Apache-2.0
package org.outpost.bench.link;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;

import jakarta.jms.BytesMessage;
import jakarta.jms.Connection;
import jakarta.jms.Message;
import jakarta.jms.MessageConsumer;
import jakarta.jms.MessageProducer;
import jakarta.jms.Session;
import jakarta.jms.Topic;

import com.sun.net.httpserver.HttpServer;
import org.apache.activemq.artemis.core.server.ActiveMQServer;
import org.apache.activemq.artemis.jms.client.ActiveMQConnectionFactory;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.outpost.wan.Direction;
import org.outpost.wan.LinkProxy;
import org.outpost.wan.WanLink;

/**
 * Against a real Artemis broker (2.44, as WildFly 39.0.1 ships it) behind an emulated link: the layers of each
 * direction add up to the link's bytes, message bodies are exactly the payload, and what an idle receive costs is
 * idle traffic; a plain HTTP exchange is HTTP throughout.
 */
class BrokerLinkAccountingTest {

    private static final int MESSAGES = 50;
    private static final int BODY = 140;

    @TempDir
    java.nio.file.Path data;

    @Test
    void everyByteOfABrokerConnectionFallsInALayerAndTheBodiesAreThePayload() throws Exception {
        int port = TestBroker.freePort();
        ActiveMQServer broker = TestBroker.start(data, port);
        BrokerLinkAccounting accounting = new BrokerLinkAccounting();
        try (LinkProxy link = LinkProxy.start(WanLink.of("edge-main", new InetSocketAddress(InetAddress.getLoopbackAddress(), port),
                Duration.ZERO).withHandshake(false).withTap(accounting));
             ActiveMQConnectionFactory direct = TestBroker.factory(port);
             ActiveMQConnectionFactory linked = TestBroker.factory(link.address().getPort());
             Connection publisher = direct.createConnection();
             Connection subscriber = linked.createConnection()) {
            subscriber.setClientID("edge-1");
            Session consuming = subscriber.createSession(false, Session.CLIENT_ACKNOWLEDGE);
            Topic topic = consuming.createTopic("outpost.changes");
            MessageConsumer consumer = consuming.createDurableConsumer(topic, "edge-1");
            subscriber.start();
            Session publishing = publisher.createSession(false, Session.AUTO_ACKNOWLEDGE);
            MessageProducer producer = publishing.createProducer(topic);
            LayerCounts before = accounting.snapshot();
            long linkBefore = link.counters().snapshot().bytesServerToClient();
            for (int i = 0; i < MESSAGES; i++) {
                BytesMessage message = publishing.createBytesMessage();
                message.writeBytes(new byte[BODY]);
                message.setStringProperty("outpost_stream", "bench-351f2eb4");
                producer.send(message);
                Message received = consumer.receive(5_000);
                assertNotNull(received, "message " + i);
                received.acknowledge();
            }
            Thread.sleep(300);
            LayerCounts window = accounting.snapshot().minus(before);
            assertEquals(MESSAGES, window.messages());
            assertEquals((long) MESSAGES * BODY, window.bytes(LinkLayer.PAYLOAD, Direction.SERVER_TO_CLIENT));
            assertEquals(0, window.bytes(LinkLayer.IDLE, Direction.SERVER_TO_CLIENT));
            assertEquals(link.counters().snapshot().bytesServerToClient() - linkBefore, window.total(Direction.SERVER_TO_CLIENT));
            assertTrue(window.bytes(LinkLayer.ACKNOWLEDGEMENTS, Direction.CLIENT_TO_SERVER) > 0, "acknowledgements");
            assertTrue(accounting.propertyNames().contains("outpost_stream"), accounting.propertyNames().toString());
            assertTrue(accounting.propertyNames().contains("__AMQ_CID"), accounting.propertyNames().toString());

            LayerCounts beforeIdle = accounting.snapshot();
            assertNull(consumer.receive(200));
            Thread.sleep(300);
            LayerCounts idle = accounting.snapshot().minus(beforeIdle);
            assertTrue(idle.bytes(LinkLayer.IDLE, Direction.SERVER_TO_CLIENT) > 0, "the forced delivery's answer");
            assertTrue(idle.bytes(LinkLayer.IDLE, Direction.CLIENT_TO_SERVER) > 0, "the forced delivery's request");
            assertEquals(0, idle.messages());
            System.out.println(describe(window) + "\nidle: " + describe(idle));
        } finally {
            broker.stop();
        }
    }

    @Test
    void aPlainHttpExchangeIsHttpBothWays() throws Exception {
        HttpServer server = HttpServer.create(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0), 0);
        server.createContext("/", exchange -> {
            byte[] body = new byte[1000];
            exchange.sendResponseHeaders(200, body.length);
            exchange.getResponseBody().write(body);
            exchange.close();
        });
        server.start();
        BrokerLinkAccounting accounting = new BrokerLinkAccounting();
        try (LinkProxy link = LinkProxy.start(WanLink.of("http", server.getAddress(), Duration.ZERO).withTap(accounting))) {
            HttpResponse<byte[]> response = HttpClient.newHttpClient().send(HttpRequest.newBuilder(
                    URI.create("http://127.0.0.1:" + link.address().getPort() + "/outpost/replication/s/changes")).build(),
                    HttpResponse.BodyHandlers.ofByteArray());
            assertEquals(1000, response.body().length);
            Thread.sleep(200);
            LayerCounts counts = accounting.snapshot();
            assertEquals(link.counters().snapshot().bytesServerToClient(), counts.bytes(LinkLayer.HTTP, Direction.SERVER_TO_CLIENT));
            assertEquals(link.counters().snapshot().bytesClientToServer(), counts.bytes(LinkLayer.HTTP, Direction.CLIENT_TO_SERVER));
        } finally {
            server.stop(0);
        }
    }

    private static String describe(LayerCounts counts) {
        StringBuilder text = new StringBuilder();
        for (Direction direction : Direction.values()) {
            text.append(direction).append(':');
            for (LinkLayer layer : LinkLayer.values()) {
                if (counts.bytes(layer, direction) > 0) {
                    text.append(' ').append(layer.figureName()).append('=').append(counts.bytes(layer, direction));
                }
            }
            text.append('\n');
        }
        return text.toString();
    }
}
