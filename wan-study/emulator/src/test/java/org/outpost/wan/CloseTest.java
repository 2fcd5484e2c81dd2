// SPDX-License-Identifier: Apache-2.0
package org.outpost.wan;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.io.IOException;
import java.io.InputStream;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.function.BooleanSupplier;
import java.util.function.Supplier;
import java.util.stream.Collectors;

import org.junit.jupiter.api.Test;

/** {@link LinkProxy#close()} leaves no thread and no port behind; connections end as TCP would end them. */
class CloseTest {

    @Test
    void closeStopsEveryThreadAndReleasesThePort() throws Exception {
        InetSocketAddress address;
        CountDownLatch testOver = new CountDownLatch(1);
        // echoes, and after the client's end of stream keeps its own side open until the test is over
        try (Servers server = Servers.start(socket -> {
            InputStream in = socket.getInputStream();
            byte[] buffer = new byte[8192];
            for (int count = in.read(buffer); count >= 0; count = in.read(buffer)) {
                socket.getOutputStream().write(buffer, 0, count);
            }
            try {
                testOver.await(10, TimeUnit.SECONDS);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        })) {
            LinkProxy proxy = LinkProxy.start(WanLink.of("closing", server.address(), Duration.ofMillis(200)));
            address = proxy.address();
            Socket idle = Servers.connect(address);
            Socket inFlight = Servers.connect(address);
            Socket halfClosed = Servers.connect(address);
            inFlight.getOutputStream().write(new byte[100_000]);
            halfClosed.shutdownOutput();
            waitFor(() -> proxy.openConnections() == 3 && linkThreads("closing").size() >= 11,
                    () -> proxy.openConnections() + " " + linkThreads("closing")); // the half-closed one has 2

            proxy.close();

            assertEquals(List.of(), linkThreads("closing"));
            assertEquals(0, proxy.openConnections());
            for (Socket socket : List.of(idle, inFlight, halfClosed)) {
                assertEnded(socket);
                socket.close();
            }
            assertThrows(IOException.class, () -> Servers.connect(address).close(), "nobody listens any more");
            try (ServerSocket rebound = new ServerSocket()) {
                rebound.setReuseAddress(true);
                rebound.bind(address);
            }
            proxy.close();
            testOver.countDown();
        } finally {
            testOver.countDown();
        }
    }

    @Test
    void connectionsThatEndReleaseTheirThreads() throws Exception {
        try (Servers server = Servers.echo();
             LinkProxy proxy = LinkProxy.start(WanLink.of("ending", server.address(), Duration.ofMillis(1)))) {
            for (int i = 0; i < 5; i++) {
                try (Socket socket = Servers.connect(proxy.address())) {
                    socket.getOutputStream().write(7);
                    socket.shutdownOutput();
                    assertEquals(7, socket.getInputStream().read());
                    assertEquals(-1, socket.getInputStream().read());
                }
            }
            waitFor(() -> proxy.openConnections() == 0 && linkThreads("ending").size() == 1);
            assertEquals(5, proxy.counters().snapshot().connections());
        }
    }

    @Test
    void anUnreachableTargetClosesTheClientConnection() throws Exception {
        InetSocketAddress nobody;
        try (ServerSocket free = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
            nobody = new InetSocketAddress(free.getInetAddress(), free.getLocalPort());
        }
        try (LinkProxy proxy = LinkProxy.start(WanLink.of("unreachable", nobody, Duration.ofMillis(1)));
             Socket socket = Servers.connect(proxy.address())) {
            assertEnded(socket);
            assertEquals(0, proxy.counters().snapshot().connections());
        }
    }

    @Test
    void aResetIsPassedOn() throws Exception {
        try (Servers server = Servers.start(socket -> {
                 socket.getInputStream().read();
                 socket.setSoLinger(true, 0);
                 socket.close();
             });
             LinkProxy proxy = LinkProxy.start(WanLink.of("reset", server.address(), Duration.ofMillis(1)));
             Socket socket = Servers.connect(proxy.address())) {
            socket.getOutputStream().write(1);
            assertThrows(IOException.class, () -> socket.getInputStream().read());
            waitFor(() -> proxy.openConnections() == 0);
        }
    }

    /** Reads until the end of stream or a reset, within the socket's timeout. */
    private static void assertEnded(Socket socket) {
        try {
            InputStream in = socket.getInputStream();
            byte[] buffer = new byte[65536];
            for (int i = 0; i < 1_000; i++) {
                if (in.read(buffer) < 0) {
                    return;
                }
            }
            throw new AssertionError("still receiving data");
        } catch (IOException e) {
            // a reset ends it too
        }
    }

    static List<String> linkThreads(String link) {
        return Thread.getAllStackTraces().keySet().stream()
                .filter(Thread::isAlive)
                .map(Thread::getName)
                .filter(name -> name.startsWith(LinkProxy.THREAD_PREFIX + link + "-"))
                .sorted()
                .collect(Collectors.toList());
    }

    /** Polls for at most 5 s. */
    static void waitFor(BooleanSupplier condition) throws InterruptedException {
        waitFor(condition, () -> "");
    }

    /** Polls for at most 5 s; the failure message ends with {@code state}. */
    static void waitFor(BooleanSupplier condition, Supplier<String> state)
            throws InterruptedException {
        long deadline = System.nanoTime() + 5_000_000_000L;
        while (!condition.getAsBoolean()) {
            if (System.nanoTime() - deadline > 0) {
                throw new AssertionError("condition not met within 5 s " + state.get());
            }
            Thread.sleep(10);
        }
    }
}
