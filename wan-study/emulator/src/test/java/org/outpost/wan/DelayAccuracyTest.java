// SPDX-License-Identifier: Apache-2.0
package org.outpost.wan;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.Socket;
import java.time.Duration;
import java.util.Arrays;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestReporter;

/**
 * The contract: the proxy never shortens its configured delays and adds them once, not twice (medians, to be robust
 * to a busy machine: whatever the machine adds stays below half a delay, or 25 ms for short ones). The figures
 * measured are reported, not held to a timing.
 */
class DelayAccuracyTest {

    /** Timer granularity: a delay may end this much before its configured length. */
    private static final double EARLY_MS = 1;
    private static final double MIN_SLACK_MS = 25;
    private static final int TRIALS = 10;

    /** The server's receive time of the latest byte, on the same System.nanoTime() clock as the test. */
    private volatile long serverReceivedNanos;

    @Test
    void symmetricRoundTrip(TestReporter reporter) throws Exception {
        try (Servers server = Servers.echo();
             LinkProxy proxy = LinkProxy.start(WanLink.of("symmetric", server.address(), Duration.ofMillis(50)));
             Socket socket = Servers.connect(proxy.address())) {
            oneByteRoundTrip(socket);
            double[] roundTrips = new double[TRIALS];
            for (int i = 0; i < TRIALS; i++) {
                long start = System.nanoTime();
                oneByteRoundTrip(socket);
                roundTrips[i] = millis(System.nanoTime() - start);
            }
            double median = median(roundTrips);
            reporter.publishEntry("median round trip ms (configured 100)", String.valueOf(median));
            assertDelay(100, median, "median of " + Arrays.toString(roundTrips));
        }
    }

    @Test
    void asymmetricOneWayDelays(TestReporter reporter) throws Exception {
        try (Servers server = Servers.start(this::timestampingEcho);
             LinkProxy proxy = LinkProxy.start(WanLink.of("asymmetric", server.address(), Duration.ZERO)
                     .withDelays(Duration.ofMillis(20), Duration.ofMillis(60)));
             Socket socket = Servers.connect(proxy.address())) {
            oneByteRoundTrip(socket);
            double[] toServer = new double[TRIALS];
            double[] toClient = new double[TRIALS];
            for (int i = 0; i < TRIALS; i++) {
                long start = System.nanoTime();
                oneByteRoundTrip(socket);
                long end = System.nanoTime();
                toServer[i] = millis(serverReceivedNanos - start);
                toClient[i] = millis(end - serverReceivedNanos);
            }
            reporter.publishEntry("median ms to server (configured 20)", String.valueOf(median(toServer)));
            reporter.publishEntry("median ms to client (configured 60)", String.valueOf(median(toClient)));
            assertDelay(20, median(toServer), "to server: " + Arrays.toString(toServer));
            assertDelay(60, median(toClient), "to client: " + Arrays.toString(toClient));
        }
    }

    @Test
    void aNewConnectionPaysTheHandshakeRoundTrip() throws Exception {
        try (Servers server = Servers.echo();
             LinkProxy withHandshake = LinkProxy.start(WanLink.of("with", server.address(), Duration.ofMillis(25)));
             LinkProxy without = LinkProxy.start(
                     WanLink.of("without", server.address(), Duration.ofMillis(25)).withHandshake(false))) {
            assertDelay(100, medianConnectAndRoundTrip(withHandshake), "connect + handshake + 1 RTT");
            assertDelay(50, medianConnectAndRoundTrip(without), "connect + 1 RTT");
        }
    }

    private static void assertDelay(double configuredMs, double measuredMs, String what) {
        double atMost = configuredMs + Math.max(configuredMs / 2, MIN_SLACK_MS);
        assertTrue(measuredMs >= configuredMs - EARLY_MS && measuredMs < atMost,
                what + ": " + measuredMs + " ms, expected at least " + configuredMs + " and below " + atMost);
    }

    private static double medianConnectAndRoundTrip(LinkProxy proxy) throws IOException {
        double[] times = new double[7];
        for (int i = 0; i < times.length; i++) {
            long start = System.nanoTime();
            try (Socket socket = Servers.connect(proxy.address())) {
                oneByteRoundTrip(socket);
                times[i] = millis(System.nanoTime() - start);
            }
        }
        return median(times);
    }

    private void timestampingEcho(Socket socket) throws IOException {
        InputStream in = socket.getInputStream();
        OutputStream out = socket.getOutputStream();
        for (int b = in.read(); b >= 0; b = in.read()) {
            serverReceivedNanos = System.nanoTime();
            out.write(b);
        }
    }

    private static void oneByteRoundTrip(Socket socket) throws IOException {
        socket.getOutputStream().write(42);
        assertEquals(42, socket.getInputStream().read());
    }

    private static double millis(long nanos) {
        return nanos / 1e6;
    }

    static double median(double[] values) {
        double[] sorted = values.clone();
        Arrays.sort(sorted);
        int middle = sorted.length / 2;
        return sorted.length % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
    }
}
