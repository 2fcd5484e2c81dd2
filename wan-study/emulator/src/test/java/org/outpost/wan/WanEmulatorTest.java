// SPDX-License-Identifier: Apache-2.0
package org.outpost.wan;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.Socket;
import java.time.Duration;
import java.util.List;
import java.util.NoSuchElementException;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.function.Executable;

class WanEmulatorTest {

    @Test
    void linksAreCountedApartAndClosedTogether() throws Exception {
        try (Servers server = Servers.requestResponse(size -> 2)) {
            WanEmulator wan = WanEmulator.start(List.of(
                    WanLink.of("edge1-main", server.address(), Duration.ofMillis(1)),
                    WanLink.of("edge2-main", server.address(), Duration.ofMillis(1))));
            try (Socket socket = Servers.connect(wan.link("edge2-main").address())) {
                Servers.exchange(socket, 10);
            }
            assertEquals(List.of(new LinkStats("edge1-main", 0, 0, 0, 0), new LinkStats("edge2-main", 1, 14, 6, 1)),
                    wan.stats());
            wan.resetCounters();
            assertEquals(new LinkStats("edge2-main", 0, 0, 0, 0), wan.stats().get(1));

            NoSuchElementException unknown = assertThrows(NoSuchElementException.class, () -> wan.link("edge3-main"));
            assertTrue(unknown.getMessage().contains("edge3-main"), unknown.getMessage());

            wan.close();
            assertEquals(List.of(), CloseTest.linkThreads("edge1-main"));
            assertEquals(List.of(), CloseTest.linkThreads("edge2-main"));
        }
    }

    @Test
    void duplicateNamesAreRejectedAndNothingStaysOpen() throws Exception {
        try (Servers server = Servers.echo()) {
            WanLink link = WanLink.of("twice", server.address(), Duration.ZERO);
            IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                    () -> WanEmulator.start(List.of(link, link)));
            assertTrue(e.getMessage().contains("twice"), e.getMessage());
            assertEquals(List.of(), CloseTest.linkThreads("twice"));
        }
    }

    @Test
    void invalidSettingsNameTheCulprit() {
        InetSocketAddress target = new InetSocketAddress(InetAddress.getLoopbackAddress(), 8080);
        WanLink link = WanLink.of("edge1-main", target, Duration.ofMillis(100));
        assertEquals(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0), link.listen(), "loopback by default");
        assertEquals(Duration.ofMillis(200), link.roundTrip());
        assertMessage("negative delay to client", () -> link.withDelays(Duration.ZERO, Duration.ofMillis(-1)));
        assertMessage("negative bandwidth", () -> link.withBandwidth(-1));
        assertMessage("has no port", () -> WanLink.of("x", new InetSocketAddress(InetAddress.getLoopbackAddress(), 0),
                Duration.ZERO));
        assertMessage("blank", () -> WanLink.of(" ", target, Duration.ZERO));
    }

    private static void assertMessage(String part, Executable executable) {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, executable);
        assertTrue(e.getMessage().contains(part), e.getMessage());
    }
}
