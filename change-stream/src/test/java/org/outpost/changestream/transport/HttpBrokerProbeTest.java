// SPDX-License-Identifier: Apache-2.0
package org.outpost.changestream.transport;

import static org.junit.jupiter.api.Assertions.assertDoesNotThrow;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.net.URI;
import java.net.http.HttpClient;
import java.time.Duration;

import com.sun.net.httpserver.HttpServer;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.outpost.changestream.fetching.FetchSettings;

/** The probe of main's HTTP port against real sockets on loopback. */
@Timeout(30)
class HttpBrokerProbeTest {

    private static final Duration TIMEOUT = Duration.ofSeconds(10);
    /** An edge's client for main, as the edge makes it. */
    private static final HttpClient CLIENT = FetchSettings.of(URI.create("http://main.example:8080"), "bench-1a2b",
            new BrokerCredentials("edge", "secret")).withConnectTimeout(TIMEOUT).newClient();

    @Test
    void anyAnswerOfMainsWebServerPasses() throws Exception {
        HttpServer server = HttpServer.create(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0), 0);
        server.createContext("/", exchange -> {
            exchange.sendResponseHeaders(404, -1);
            exchange.close();
        });
        server.start();
        try {
            BrokerProbe probe = HttpBrokerProbe.of(URI.create("http://127.0.0.1:" + server.getAddress().getPort()), CLIENT, TIMEOUT);
            assertDoesNotThrow(probe::check);
        } finally {
            server.stop(0);
        }
    }

    /** What a TCP forwarder whose far side is down does; Artemis' HTTP upgrade waits 30 s on such a connection. */
    @Test
    void aConnectionAcceptedThenResetFailsAtOnceNamingMain() throws Exception {
        try (ServerSocket forwarder = new ServerSocket(0, 50, InetAddress.getLoopbackAddress())) {
            Thread resetting = new Thread(() -> {
                while (!forwarder.isClosed()) {
                    try (Socket accepted = forwarder.accept()) {
                        accepted.setSoLinger(true, 0);
                    } catch (IOException closed) {
                        return;
                    }
                }
            }, "resetting-forwarder");
            resetting.setDaemon(true);
            resetting.start();
            String url = "http://127.0.0.1:" + forwarder.getLocalPort();
            IOException e = assertThrows(IOException.class, () -> HttpBrokerProbe.of(URI.create(url), CLIENT, TIMEOUT).check());
            assertTrue(e.getMessage().contains(url + "/"), e.getMessage());
        }
    }

    @Test
    void aClosedPortFails() throws Exception {
        int port;
        try (ServerSocket free = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
            port = free.getLocalPort();
        }
        BrokerProbe probe = HttpBrokerProbe.of(URI.create("http://127.0.0.1:" + port + "/app"), CLIENT, TIMEOUT);
        IOException e = assertThrows(IOException.class, probe::check);
        assertTrue(e.getMessage().contains("http://127.0.0.1:" + port + "/ does not answer"), e.getMessage());
    }

    @Test
    void aRelaysCoreBrokerIsNotProbed() {
        assertSame(BrokerProbe.NONE, HttpBrokerProbe.of(URI.create("tcp://relay.eu-west:61616"), CLIENT, TIMEOUT));
    }
}
