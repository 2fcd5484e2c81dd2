// SPDX-License-Identifier: Apache-2.0
package org.outpost.wan;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.ByteArrayOutputStream;
import java.io.DataInputStream;
import java.io.DataOutputStream;
import java.net.Socket;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;

import org.junit.jupiter.api.Test;

/**
 * Exact counts for known conversations; the conversations that pin the round-trip definition's limits are here too.
 * Requests and responses are a 4-byte length then that many bytes.
 */
class CountersTest {

    private static final Duration DELAY = Duration.ofMillis(1);

    @Test
    void oneConnectionOfRequestResponseExchanges() throws Exception {
        try (Servers server = Servers.requestResponse(size -> size * 10);
             LinkProxy proxy = LinkProxy.start(WanLink.of("counters", server.address(), DELAY));
             Socket socket = Servers.connect(proxy.address())) {
            long expectedUp = 0;
            long expectedDown = 0;
            for (int i = 1; i <= 7; i++) {
                assertEquals(10 * i, Servers.exchange(socket, i));
                expectedUp += 4 + i;
                expectedDown += 4 + 10 * i;
            }
            assertEquals(new LinkStats("counters", 1, expectedUp, expectedDown, 7), proxy.counters().snapshot());

            socket.shutdownOutput();
            assertEquals(-1, socket.getInputStream().read(), "the half-close went through and came back");
            assertEquals(new LinkStats("counters", 1, expectedUp, expectedDown, 7), proxy.counters().snapshot(),
                    "ends of stream carry no bytes and no turn");
        }
    }

    @Test
    void severalConcurrentConnectionsAddUp() throws Exception {
        int connections = 4;
        int exchanges = 5;
        ExecutorService clients = Executors.newFixedThreadPool(connections);
        try (Servers server = Servers.requestResponse(size -> 3);
             LinkProxy proxy = LinkProxy.start(WanLink.of("concurrent", server.address(), DELAY))) {
            List<Future<?>> done = new ArrayList<>();
            for (int c = 0; c < connections; c++) {
                done.add(clients.submit(() -> {
                    try (Socket socket = Servers.connect(proxy.address())) {
                        for (int i = 0; i < exchanges; i++) {
                            Servers.exchange(socket, 100);
                        }
                    }
                    return null;
                }));
            }
            for (Future<?> future : done) {
                future.get(10, TimeUnit.SECONDS);
            }
            int turns = connections * exchanges;
            assertEquals(new LinkStats("concurrent", connections, turns * 104L, turns * 7L, turns),
                    proxy.counters().snapshot());

            proxy.counters().reset();
            assertEquals(new LinkStats("concurrent", 0, 0, 0, 0), proxy.counters().snapshot());
            try (Socket socket = Servers.connect(proxy.address())) {
                Servers.exchange(socket, 1);
            }
            assertEquals(new LinkStats("concurrent", 1, 5, 7, 1), proxy.counters().snapshot(), "counts after reset");
        } finally {
            clients.shutdownNow();
        }
    }

    @Test
    void aServerGreetingStartsNoTurn() throws Exception {
        try (Servers server = Servers.start(socket -> {
                 DataOutputStream out = new DataOutputStream(socket.getOutputStream());
                 DataInputStream in = new DataInputStream(socket.getInputStream());
                 out.write("hello".getBytes(StandardCharsets.US_ASCII));
                 out.flush();
                 for (int i = 0; i < 2; i++) {
                     in.readFully(new byte[in.readInt()]);
                     out.writeInt(0);
                     out.flush();
                 }
             });
             LinkProxy proxy = LinkProxy.start(WanLink.of("greeting", server.address(), DELAY));
             Socket socket = Servers.connect(proxy.address())) {
            new DataInputStream(socket.getInputStream()).readFully(new byte[5]);
            Servers.exchange(socket, 1);
            Servers.exchange(socket, 1);
            assertEquals(new LinkStats("greeting", 1, 10, 13, 2), proxy.counters().snapshot());
        }
    }

    @Test
    void acknowledgedPushesCountATurnPerAcknowledgementAnswered() throws Exception {
        try (Servers server = Servers.start(socket -> {
                 for (int i = 0; i < 3; i++) {
                     socket.getOutputStream().write(new byte[10]);
                     socket.getInputStream().read();
                 }
             });
             LinkProxy proxy = LinkProxy.start(WanLink.of("pushes", server.address(), DELAY));
             Socket socket = Servers.connect(proxy.address())) {
            DataInputStream in = new DataInputStream(socket.getInputStream());
            for (int i = 0; i < 3; i++) {
                in.readFully(new byte[10]);
                socket.getOutputStream().write(1);
            }
            assertEquals(-1, in.read());
            assertEquals(new LinkStats("pushes", 1, 3, 30, 2), proxy.counters().snapshot(),
                    "push, ack, push, ack, push, ack: the two acks followed by a push count, the last one does not");
        }
    }

    @Test
    void pipelinedRequestsShareOneTurn() throws Exception {
        try (Servers server = Servers.requestResponse(size -> 1);
             LinkProxy proxy = LinkProxy.start(WanLink.of("pipelined", server.address(), DELAY));
             Socket socket = Servers.connect(proxy.address())) {
            ByteArrayOutputStream requests = new ByteArrayOutputStream();
            DataOutputStream batch = new DataOutputStream(requests);
            for (int i = 0; i < 3; i++) {
                batch.writeInt(2);
                batch.write(new byte[2]);
            }
            socket.getOutputStream().write(requests.toByteArray());
            DataInputStream in = new DataInputStream(socket.getInputStream());
            for (int i = 0; i < 3; i++) {
                in.readFully(new byte[in.readInt()]);
            }
            assertEquals(new LinkStats("pipelined", 1, 18, 15, 1), proxy.counters().snapshot(),
                    "three requests sent before any response cost one round trip");
        }
    }

    @Test
    void reportFormat() {
        String eol = System.lineSeparator();
        assertEquals("link: edge1-main" + eol + "connections: 2" + eol + "bytes-client-to-server: 30" + eol
                + "bytes-server-to-client: 400" + eol + "round-trips: 5" + eol,
                new LinkStats("edge1-main", 2, 30, 400, 5).format());
    }

    @Test
    void connectionsAreAlsoCountedPerKindFromTheirFirstClientBytes() throws Exception {
        // The kind is the size of the client's first request: its first 4 bytes.
        ConnectionClassifier bySize = head -> head.length >= 4 && ByteBuffer.wrap(head).getInt() >= 100 ? "big" : "small";
        try (Servers server = Servers.requestResponse(size -> 3);
             LinkProxy proxy = LinkProxy.start(WanLink.of("kinds", server.address(), DELAY).withClassifier(bySize))) {
            try (Socket small = Servers.connect(proxy.address()); Socket big = Servers.connect(proxy.address())) {
                Servers.exchange(small, 1);
                Servers.exchange(small, 1);
                Servers.exchange(big, 200);
            }
            assertEquals(new LinkStats("kinds", 1, 2 * 5, 2 * 7, 2), proxy.counters().snapshot("small"));
            assertEquals(new LinkStats("kinds", 1, 204, 7, 1), proxy.counters().snapshot("big"));
            assertEquals(new LinkStats("kinds", 2, 214, 21, 3), proxy.counters().snapshot(), "the totals count every kind");
            assertEquals(List.of("big", "small"), List.copyOf(proxy.counters().kinds()));
            assertEquals(new LinkStats("kinds", 0, 0, 0, 0), proxy.counters().snapshot("other"), "a kind never seen");

            proxy.counters().reset();
            assertEquals(new LinkStats("kinds", 0, 0, 0, 0), proxy.counters().snapshot("big"), "reset clears the kinds too");
        }
    }
}
