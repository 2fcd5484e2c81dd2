// SPDX-License-Identifier: Apache-2.0
package org.outpost.wan;

import java.io.IOException;
import java.net.InetSocketAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * The proxy of one {@link WanLink}: accepts connections on the link's listen address, opens one to the target for
 * each and relays both directions with the link's delay and bandwidth, counting into {@link #counters()}. Uses one
 * thread per link and four per open connection, all named {@code wan-<link>-…}; {@link #close()} stops them all.
 * <p>
 * Faults, set and ended from any thread while the link runs: {@link #cut()} resets every connection and refuses new
 * ones; {@link #stall()} keeps connections open but delivers no byte; {@link #disturb(Disturbance)} drops,
 * duplicates, corrupts, reorders or delays units of the link's {@link Framing}; {@link #restore()} ends them all.
 */
public final class LinkProxy implements AutoCloseable {

    /** How long a connection to the target may take. */
    static final int CONNECT_TIMEOUT_MILLIS = 2_000;
    /** How long {@link #close()} waits for each thread to end. */
    static final long JOIN_MILLIS = 2_000;
    /** How a thread name of a link starts. */
    static final String THREAD_PREFIX = "wan-";

    private final WanLink link;
    private final LinkCounters counters;
    private final LinkFaults faults = new LinkFaults();
    private final ServerSocket serverSocket;
    private final Thread acceptor;
    private final Set<Relay> relays = ConcurrentHashMap.newKeySet();
    /** The relay threads started and not yet seen ended, so that close() also waits for relays that ended. */
    private final Set<Thread> relayThreads = ConcurrentHashMap.newKeySet();
    private final AtomicInteger connectionIds = new AtomicInteger();
    private volatile boolean closed;

    private LinkProxy(WanLink link) throws IOException {
        this.link = link;
        this.counters = new LinkCounters(link.name());
        this.serverSocket = new ServerSocket();
        serverSocket.setReuseAddress(true);
        serverSocket.bind(link.listen(), 50);
        this.acceptor = new Thread(this::accept, threadPrefix() + "accept");
        acceptor.setDaemon(true);
    }

    /**
     * Binds the link's listen address and starts accepting.
     *
     * @throws IOException if the address cannot be bound
     */
    public static LinkProxy start(WanLink link) throws IOException {
        LinkProxy proxy = new LinkProxy(link);
        proxy.acceptor.start();
        WanLogger.ROOT_LOGGER.listening(link.name(), proxy.address(), link.target(), link.delayToServer().toMillis(),
                link.delayToClient().toMillis(), formatBandwidth(link.bandwidthBitsPerSecond()));
        return proxy;
    }

    /** The settings this proxy runs with. */
    public WanLink link() {
        return link;
    }

    /** Where clients connect: the listen address with the port actually bound. */
    public InetSocketAddress address() {
        return new InetSocketAddress(serverSocket.getInetAddress(), serverSocket.getLocalPort());
    }

    /** The link's live counters. */
    public LinkCounters counters() {
        return counters;
    }

    /** What the faults have done so far. */
    public FaultStats faultStats() {
        return faults.snapshot();
    }

    /** Cuts the link until {@link #restore()}: see {@link #cut(Duration)}. */
    public void cut() {
        cut(null);
    }

    /**
     * Cuts the link: resets every open connection and, for {@code duration} (null: until {@link #restore()}), resets
     * each new one as soon as it is accepted.
     */
    public void cut(Duration duration) {
        faults.cut(duration);
        List<Relay> open = List.copyOf(relays);
        open.forEach(Relay::reset);
        faults.severed.addAndGet(open.size());
        WanLogger.ROOT_LOGGER.cut(link.name(), until(duration), open.size());
    }

    /** Whether a connection made now would be refused. */
    public boolean isCut() {
        return faults.refusing();
    }

    /** Stalls the link until {@link #restore()}: see {@link #stall(Duration)}. */
    public void stall() {
        stall(null);
    }

    /**
     * Stalls the link for {@code duration} (null: until {@link #restore()}): connections stay open, old and new, and
     * the bytes sent meanwhile are kept (up to the relay's capacity, then the senders block as TCP would make them)
     * and delivered when the stall ends.
     */
    public void stall(Duration duration) {
        faults.stall(duration);
        WanLogger.ROOT_LOGGER.stalled(link.name(), until(duration));
    }

    /** Whether the link delivers no bytes now. */
    public boolean isStalled() {
        return faults.stalled();
    }

    /** Puts the units the link reads from now on through {@code disturbance}, until {@link #restore()}. */
    public void disturb(Disturbance disturbance) {
        faults.disturb(Objects.requireNonNull(disturbance, "disturbance"));
        WanLogger.ROOT_LOGGER.disturbed(link.name(), disturbance.toString());
    }

    /** The disturbance the link's units go through now, if any. */
    public Optional<Disturbance> disturbance() {
        return Optional.ofNullable(faults.disturbance());
    }

    /** Ends every fault: new connections are accepted, held bytes flow, units pass undisturbed. */
    public void restore() {
        faults.restore();
        WanLogger.ROOT_LOGGER.restored(link.name());
    }

    /** Connections currently relayed. */
    public int openConnections() {
        return relays.size();
    }

    /**
     * Stops accepting, closes every relayed connection and waits for every thread of this link to end (at most
     * {@value #JOIN_MILLIS} ms each); idempotent.
     */
    @Override
    public void close() {
        synchronized (this) {
            if (closed) {
                return;
            }
            closed = true;
        }
        try {
            serverSocket.close();
        } catch (IOException ignored) {
            // the accept loop ends either way
        }
        List<Thread> threads = new ArrayList<>();
        threads.add(acceptor);
        join(acceptor);
        for (Relay relay : List.copyOf(relays)) {
            relay.close();
        }
        threads.addAll(relayThreads);
        threads.forEach(this::join);
        WanLogger.ROOT_LOGGER.closed(link.name());
    }

    String threadPrefix() {
        return THREAD_PREFIX + link.name() + "-";
    }

    LinkFaults faults() {
        return faults;
    }

    void ended(Relay relay) {
        relays.remove(relay);
    }

    private void join(Thread thread) {
        try {
            thread.join(JOIN_MILLIS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        if (thread.isAlive()) {
            WanLogger.ROOT_LOGGER.threadOutlivedClose(link.name(), thread.getName(), JOIN_MILLIS);
        }
    }

    private void accept() {
        while (!closed) {
            Socket client;
            try {
                client = serverSocket.accept();
            } catch (IOException e) {
                if (!closed) {
                    WanLogger.ROOT_LOGGER.acceptFailed(link.name(), e);
                }
                return;
            }
            long acceptNanos = System.nanoTime();
            if (faults.refusing()) {
                faults.refused.incrementAndGet();
                try {
                    client.setSoLinger(true, 0);
                } catch (IOException ignored) {
                    // closing anyway
                }
                closeQuietly(client);
                continue;
            }
            Socket server = new Socket();
            try {
                client.setTcpNoDelay(true);
                server.setTcpNoDelay(true);
                server.connect(link.target(), CONNECT_TIMEOUT_MILLIS);
            } catch (IOException e) {
                WanLogger.ROOT_LOGGER.targetUnreachable(link.name(), link.target(), client.getRemoteSocketAddress(), e.toString());
                closeQuietly(server);
                closeQuietly(client);
                continue;
            }
            Relay relay = new Relay(this, connectionIds.incrementAndGet(), client, server, acceptNanos);
            relayThreads.removeIf(thread -> !thread.isAlive());
            relayThreads.addAll(relay.threads());
            relays.add(relay);
            counters.connectionOpened();
            relay.start();
            if (closed) {
                relay.close();
            } else if (faults.refusing()) {
                relay.reset();
            }
        }
    }

    private static void closeQuietly(Socket socket) {
        try {
            socket.close();
        } catch (IOException ignored) {
            // nothing left to release
        }
    }

    private static String until(Duration duration) {
        return duration == null ? " until restored" : " for " + duration.toMillis() + " ms";
    }

    static String formatBandwidth(long bitsPerSecond) {
        if (bitsPerSecond == 0) {
            return "unlimited";
        }
        String[] units = {"bit/s", "kbit/s", "Mbit/s", "Gbit/s"};
        int unit = 0;
        long value = bitsPerSecond;
        while (unit < units.length - 1 && value % 1000 == 0) {
            value /= 1000;
            unit++;
        }
        return value + " " + units[unit];
    }

    @Override
    public String toString() {
        return "LinkProxy[" + link.name() + " " + address() + " -> " + link.target() + "]";
    }
}
