// SPDX-License-Identifier: Apache-2.0
package org.outpost.wan;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.OutputStream;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;

import org.junit.jupiter.api.Test;

/** A link's tap sees each relayed byte once, per connection and direction, in order, and each connection's end. */
class LinkTapTest {

    @Test
    void theTapSeesEveryByteOfEachDirectionInOrderAndTheClose() throws Exception {
        Map<String, ByteArrayOutputStream> seen = new ConcurrentHashMap<>();
        CountDownLatch closed = new CountDownLatch(1);
        LinkTap tap = new LinkTap() {
            @Override
            public void bytes(int connection, Direction direction, byte[] data, int count) {
                seen.computeIfAbsent(connection + " " + direction, key -> new ByteArrayOutputStream()).write(data, 0, count);
            }

            @Override
            public void closed(int connection) {
                closed.countDown();
            }
        };
        byte[] sent = "the quick brown fox jumps over the lazy dog ".repeat(2_000).getBytes(StandardCharsets.US_ASCII);
        try (Servers server = Servers.echo();
             LinkProxy proxy = LinkProxy.start(WanLink.of("tap", server.address(), Duration.ZERO).withTap(tap))) {
            try (Socket socket = Servers.connect(proxy.address())) {
                OutputStream out = socket.getOutputStream();
                out.write(sent);
                out.flush();
                socket.shutdownOutput();
                assertArrayEquals(sent, socket.getInputStream().readAllBytes());
            }
            assertTrue(closed.await(5, TimeUnit.SECONDS), "the tap heard the connection end");
            assertArrayEquals(sent, seen.get("1 " + Direction.CLIENT_TO_SERVER).toByteArray());
            assertArrayEquals(sent, seen.get("1 " + Direction.SERVER_TO_CLIENT).toByteArray());
            assertEquals(sent.length, proxy.counters().snapshot().bytesClientToServer());
        }
    }
}
