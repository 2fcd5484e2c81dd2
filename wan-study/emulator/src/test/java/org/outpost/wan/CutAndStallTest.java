// SPDX-License-Identifier: Apache-2.0
package org.outpost.wan;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.DataInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.net.Socket;
import java.net.SocketTimeoutException;
import java.time.Duration;

import org.junit.jupiter.api.Test;

/** A cut link resets its connections and refuses new ones; a stalled link keeps them open and delivers nothing. */
class CutAndStallTest {

    @Test
    void aCutResetsOpenConnectionsAndRefusesNewOnesUntilRestored() throws Exception {
        try (Servers server = Servers.echo();
             LinkProxy proxy = LinkProxy.start(WanLink.of("cut", server.address(), Duration.ofMillis(1)));
             Socket open = Servers.connect(proxy.address())) {
            assertEchoes(open);
            CloseTest.waitFor(() -> proxy.openConnections() == 1);

            proxy.cut();

            assertTrue(proxy.isCut());
            assertEnds(open);
            assertEquals(0, proxy.openConnections());
            for (int i = 0; i < 3; i++) {
                assertRefused(proxy);
            }
            CloseTest.waitFor(() -> proxy.faultStats().refused() == 3);
            assertEquals(1, proxy.faultStats().severed());
            assertEquals(1, proxy.counters().snapshot().connections(), "refused connections reach no server");

            proxy.restore();

            assertFalse(proxy.isCut());
            try (Socket again = Servers.connect(proxy.address())) {
                assertEchoes(again);
            }
        }
    }

    @Test
    void aCutForADurationEndsByItself() throws Exception {
        try (Servers server = Servers.echo();
             LinkProxy proxy = LinkProxy.start(WanLink.of("short-cut", server.address(), Duration.ofMillis(1)))) {
            proxy.cut(Duration.ofMillis(300));
            CloseTest.waitFor(() -> !proxy.isCut());
            try (Socket socket = Servers.connect(proxy.address())) {
                assertEchoes(socket);
            }
        }
    }

    @Test
    void aStallDeliversNothingAndLosesNothing() throws Exception {
        try (Servers server = Servers.echo();
             LinkProxy proxy = LinkProxy.start(WanLink.of("stall", server.address(), Duration.ofMillis(1)));
             Socket open = Servers.connect(proxy.address())) {
            assertEchoes(open);

            proxy.stall();
            open.getOutputStream().write(new byte[] {1, 2, 3});
            Socket opened = Servers.connect(proxy.address());
            opened.getOutputStream().write(9);

            assertTrue(proxy.isStalled());
            open.setSoTimeout(300);
            assertThrows(SocketTimeoutException.class, () -> open.getInputStream().read(), "nothing passes");
            assertEquals(2, proxy.openConnections(), "the connections stay open");

            proxy.restore();

            open.setSoTimeout(10_000);
            byte[] echoed = new byte[3];
            new DataInputStream(open.getInputStream()).readFully(echoed);
            assertEquals(1, echoed[0]);
            assertEquals(3, echoed[2]);
            assertEquals(9, opened.getInputStream().read());
            opened.close();
            assertEchoes(open);
        }
    }

    @Test
    void aStallForADurationEndsByItself() throws Exception {
        try (Servers server = Servers.echo();
             LinkProxy proxy = LinkProxy.start(WanLink.of("short-stall", server.address(), Duration.ofMillis(1)));
             Socket socket = Servers.connect(proxy.address())) {
            proxy.stall(Duration.ofMillis(300));
            assertEchoes(socket);
            assertFalse(proxy.isStalled());
        }
    }

    /** One byte there and back. */
    static void assertEchoes(Socket socket) throws IOException {
        socket.getOutputStream().write(42);
        assertEquals(42, socket.getInputStream().read());
    }

    /** A connection to {@code proxy} fails or ends at once. */
    static void assertRefused(LinkProxy proxy) {
        try (Socket refused = Servers.connect(proxy.address())) {
            assertEnds(refused);
        } catch (IOException e) {
            // reset before the connect returned
        }
    }

    /** The connection ends (end of stream or reset) within the socket's timeout. */
    static void assertEnds(Socket socket) {
        try {
            InputStream in = socket.getInputStream();
            assertEquals(-1, in.read());
        } catch (SocketTimeoutException e) {
            throw new AssertionError("the connection is still open", e);
        } catch (IOException e) {
            // reset
        }
    }
}
