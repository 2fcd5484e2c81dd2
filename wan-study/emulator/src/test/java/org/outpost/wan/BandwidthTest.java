// SPDX-License-Identifier: Apache-2.0
package org.outpost.wan;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.InputStream;
import java.net.Socket;
import java.time.Duration;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestReporter;

/** The bandwidth is applied as serialization time: 1 MB at 8 Mbit/s takes a second. */
class BandwidthTest {

    private static final int BYTES = 1_000_000;

    @Test
    void oneMegabyteAtEightMegabitsTakesOneSecond(TestReporter reporter) throws Exception {
        try (Servers server = Servers.start(socket -> {
                 InputStream in = socket.getInputStream();
                 byte[] buffer = new byte[65536];
                 long total = 0;
                 while (total < BYTES) {
                     int count = in.read(buffer);
                     if (count < 0) {
                         return;
                     }
                     total += count;
                 }
                 socket.getOutputStream().write(1);
             });
             LinkProxy proxy = LinkProxy.start(WanLink.of("bandwidth", server.address(), Duration.ZERO)
                     .withBandwidth(8_000_000));
             Socket socket = Servers.connect(proxy.address())) {
            long start = System.nanoTime();
            socket.getOutputStream().write(new byte[BYTES]);
            assertEquals(1, socket.getInputStream().read(), "the server's acknowledgement of all the bytes");
            double seconds = (System.nanoTime() - start) / 1e9;
            reporter.publishEntry("seconds for 1 MB at 8 Mbit/s", String.valueOf(seconds));
            assertTrue(seconds >= 0.85 && seconds < 2.0,
                    seconds + " s: the link never sends faster than its bandwidth, nor holds bytes back for long");
            assertEquals(BYTES, proxy.counters().snapshot().bytesClientToServer());
        }
    }
}
