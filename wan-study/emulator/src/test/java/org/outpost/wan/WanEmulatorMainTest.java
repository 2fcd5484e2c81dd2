// SPDX-License-Identifier: Apache-2.0
package org.outpost.wan;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.concurrent.ScheduledExecutorService;

import org.junit.jupiter.api.Test;

class WanEmulatorMainTest {

    @Test
    void parsesEveryOption() {
        WanEmulatorMain.Options options = WanEmulatorMain.parse("--listen", "127.0.0.1:18080", "--target",
                "127.0.0.1:8080", "--delay", "100ms", "--delay-back", "0.05s", "--bandwidth", "100mbit", "--name",
                "edge1-main", "--report-every", "10", "--no-handshake");
        InetAddress loopback = InetAddress.getLoopbackAddress();
        assertEquals(new WanLink("edge1-main", new InetSocketAddress(loopback, 18080),
                new InetSocketAddress(loopback, 8080), Duration.ofMillis(100), Duration.ofMillis(50), 100_000_000,
                false, ConnectionClassifier.NONE), options.link());
        assertEquals(Duration.ofSeconds(10), options.reportEvery());
    }

    @Test
    void defaults() {
        WanEmulatorMain.Options options = WanEmulatorMain.parse("--listen", "127.0.0.1:0", "--target",
                "localhost:8080", "--delay", "100");
        assertEquals(Duration.ofMillis(100), options.link().delayToClient(), "--delay-back defaults to --delay");
        assertEquals(0, options.link().bandwidthBitsPerSecond(), "unlimited");
        assertEquals("link", options.link().name());
        assertTrue(options.link().handshake());
        assertNull(options.reportEvery());
    }

    @Test
    void unitsOfDurationsAndBandwidths() {
        assertEquals(Duration.ofNanos(250_000), WanEmulatorMain.parseDuration("--delay", "250us", "ms"));
        assertEquals(Duration.ofMillis(1500), WanEmulatorMain.parseDuration("--delay", "1.5s", "ms"));
        assertEquals(Duration.ofMinutes(2), WanEmulatorMain.parseDuration("--report-every", "2m", "s"));
        assertEquals(512_000, WanEmulatorMain.parseBandwidth("512kbit"));
        assertEquals(1_000_000_000, WanEmulatorMain.parseBandwidth("1Gbit/s"));
        assertEquals(100_000_000, WanEmulatorMain.parseBandwidth("100mbps"));
        assertEquals(8_000_000, WanEmulatorMain.parseBandwidth("8000000"));
        assertEquals("[0:0:0:0:0:0:0:1]:8080", WanEmulatorMain.format(WanEmulatorMain.parseAddress("--target",
                "[::1]:8080", false)));
    }

    @Test
    void errorsNameTheCulprit() {
        assertError("--delay: '100 parsecs'", "--listen", "127.0.0.1:0", "--target", "127.0.0.1:1", "--delay",
                "100 parsecs");
        assertError("--bandwidth: 'fast'", "--listen", "127.0.0.1:0", "--target", "127.0.0.1:1", "--delay", "1",
                "--bandwidth", "fast");
        assertError("--target is required", "--listen", "127.0.0.1:0", "--delay", "1");
        assertError("--listen is required", "--target", "127.0.0.1:1", "--delay", "1");
        assertError("--delay is required", "--listen", "127.0.0.1:0", "--target", "127.0.0.1:1");
        assertError("--target: port 0", "--listen", "127.0.0.1:0", "--target", "127.0.0.1:0", "--delay", "1");
        assertError("--listen: '8080' is not host:port", "--listen", "8080", "--target", "127.0.0.1:1", "--delay", "1");
        assertError("unknown option '--jitter'", "--jitter", "5ms");
        assertError("--name needs a value", "--listen", "127.0.0.1:0", "--name");
        assertError("--report-every must be", "--listen", "127.0.0.1:0", "--target", "127.0.0.1:1", "--delay", "1",
                "--report-every", "0");
    }

    @Test
    void reportsPeriodically() throws Exception {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        PrintStream out = new PrintStream(bytes, true, StandardCharsets.UTF_8);
        try (LinkProxy proxy = LinkProxy.start(WanLink.of("reported",
                new InetSocketAddress(InetAddress.getLoopbackAddress(), 9), Duration.ZERO))) {
            assertNull(WanEmulatorMain.report(proxy, null, out));
            ScheduledExecutorService reporter = WanEmulatorMain.report(proxy, Duration.ofMillis(20), out);
            try {
                CloseTest.waitFor(() -> countReports(bytes) >= 2);
            } finally {
                reporter.shutdownNow();
            }
        }
        assertTrue(bytes.toString(StandardCharsets.UTF_8).startsWith(
                new LinkStats("reported", 0, 0, 0, 0).format()), bytes.toString(StandardCharsets.UTF_8));
    }

    private static int countReports(ByteArrayOutputStream bytes) {
        synchronized (bytes) {
            return bytes.toString(StandardCharsets.UTF_8).split("link: reported", -1).length - 1;
        }
    }

    private static void assertError(String part, String... args) {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> WanEmulatorMain.parse(args));
        assertTrue(e.getMessage().contains(part), e.getMessage());
    }
}
