// SPDX-License-Identifier: Apache-2.0
package org.outpost.wan;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import java.io.BufferedInputStream;
import java.io.BufferedOutputStream;
import java.io.DataInputStream;
import java.io.DataOutputStream;
import java.io.IOException;
import java.net.Socket;
import java.time.Duration;
import java.util.Random;
import java.util.concurrent.atomic.AtomicReference;
import java.util.zip.CRC32;

import org.junit.jupiter.api.Test;

/** Numbered messages of random sizes go through the proxy and back, in order and intact. */
class OrderingTest {

    private static final int MESSAGES = 10_000;

    @Test
    void tenThousandMessagesComeBackInOrderAndIntact() throws Exception {
        assertInOrder(Duration.ofMillis(2), 0, 2_000);
    }

    @Test
    void orderHoldsUnderABandwidthLimit() throws Exception {
        // about 1.4 MB each way at 100 Mbit/s: every chunk waits behind the one before
        assertInOrder(Duration.ofMillis(1), 100_000_000, 250);
    }

    private static void assertInOrder(Duration delay, long bitsPerSecond, int maxSize) throws Exception {
        Random random = new Random(20261122);
        byte[][] payloads = new byte[MESSAGES][];
        CRC32 sent = new CRC32();
        for (int i = 0; i < MESSAGES; i++) {
            payloads[i] = new byte[1 + random.nextInt(maxSize)];
            random.nextBytes(payloads[i]);
            sent.update(payloads[i]);
        }
        try (Servers server = Servers.echo();
             LinkProxy proxy = LinkProxy.start(WanLink.of("ordering", server.address(), delay)
                     .withBandwidth(bitsPerSecond));
             Socket socket = Servers.connect(proxy.address())) {
            AtomicReference<Throwable> writeFailure = new AtomicReference<>();
            Thread writer = new Thread(() -> {
                try {
                    DataOutputStream out = new DataOutputStream(new BufferedOutputStream(socket.getOutputStream()));
                    for (int i = 0; i < MESSAGES; i++) {
                        CRC32 crc = new CRC32();
                        crc.update(payloads[i]);
                        out.writeInt(i);
                        out.writeInt(payloads[i].length);
                        out.write(payloads[i]);
                        out.writeLong(crc.getValue());
                    }
                    out.flush();
                    socket.shutdownOutput();
                } catch (IOException | RuntimeException e) {
                    writeFailure.set(e);
                }
            }, "test-ordering-writer");
            writer.start();

            DataInputStream in = new DataInputStream(new BufferedInputStream(socket.getInputStream()));
            CRC32 received = new CRC32();
            for (int i = 0; i < MESSAGES; i++) {
                assertEquals(i, in.readInt(), "message number");
                byte[] payload = new byte[in.readInt()];
                in.readFully(payload);
                CRC32 crc = new CRC32();
                crc.update(payload);
                assertEquals(in.readLong(), crc.getValue(), "checksum of message " + i);
                assertArrayEquals(payloads[i], payload, "message " + i);
                received.update(payload);
            }
            assertEquals(-1, in.read(), "the server's end of stream follows the last message");
            writer.join(10_000);
            assertNull(writeFailure.get());
            assertEquals(sent.getValue(), received.getValue());

            long bytes = 0;
            for (byte[] payload : payloads) {
                bytes += 16 + payload.length;
            }
            LinkStats stats = proxy.counters().snapshot();
            assertEquals(bytes, stats.bytesClientToServer());
            assertEquals(bytes, stats.bytesServerToClient());
        }
    }
}
