// SPDX-License-Identifier: Apache-2.0
package org.outpost.wan;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.Socket;
import java.net.SocketTimeoutException;
import java.time.Duration;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.locks.LockSupport;

/**
 * One proxied connection: per direction a reader thread that stamps each chunk with its release time, cuts the stream
 * into the link's units and puts them through the link's faults, and a writer thread that delivers the chunks in
 * order at those times unless the link is stalled. It ends when both directions have delivered their end of stream,
 * when either side fails, on {@link #close()} or on {@link #reset()}.
 */
final class Relay {

    /** The bytes one direction may hold between reading and delivering before its reader stops reading. */
    static final int CAPACITY_BYTES = 8 << 20;
    static final int CHUNK_BYTES = 16 << 10;

    private final LinkProxy owner;
    private final int id;
    private final Socket client;
    private final Socket server;
    private final LinkCounters counters;
    private final Half toServer;
    private final Half toClient;
    private Direction lastRead;
    /** The counters of this connection's kind, once its client has sent; guarded by this relay. */
    private LinkCounters kindCounters;
    private int finishedDirections;
    private volatile boolean closed;

    Relay(LinkProxy owner, int id, Socket client, Socket server, long acceptNanos) {
        this.owner = owner;
        this.id = id;
        this.client = client;
        this.server = server;
        this.counters = owner.counters();
        WanLink link = owner.link();
        long toServerStart = link.handshake() ? acceptNanos + link.roundTrip().toNanos() : acceptNanos;
        this.toServer = new Half(Direction.CLIENT_TO_SERVER, client, server, link.delayToServer(),
                link.bandwidthBitsPerSecond(), toServerStart);
        this.toClient = new Half(Direction.SERVER_TO_CLIENT, server, client, link.delayToClient(),
                link.bandwidthBitsPerSecond(), acceptNanos);
    }

    void start() {
        toServer.start();
        toClient.start();
    }

    /** Closes both sockets and stops the four threads; idempotent. */
    void close() {
        synchronized (this) {
            if (closed) {
                return;
            }
            closed = true;
        }
        toServer.line.close();
        toClient.line.close();
        closeQuietly(client);
        closeQuietly(server);
        toServer.writer.interrupt();
        toClient.writer.interrupt();
        owner.link().tap().closed(id);
        owner.ended(this);
    }

    /** Resets both connections, as a cut link would see them end, and stops the four threads. */
    void reset() {
        for (Socket socket : List.of(client, server)) {
            try {
                socket.setSoLinger(true, 0);
            } catch (IOException ignored) {
                // closing anyway
            }
        }
        close();
    }

    List<Thread> threads() {
        return List.of(toServer.reader, toServer.writer, toClient.reader, toClient.writer);
    }

    /**
     * Counts {@code count} bytes read, and a turn when the server answers bytes the client sent; the client's first
     * bytes decide the connection's kind. Called in read order.
     */
    private synchronized void observe(Direction direction, byte[] data, int count) {
        if (kindCounters == null && direction == Direction.CLIENT_TO_SERVER) {
            kindCounters = counters.ofKind(owner.link().classifier().kindOf(Arrays.copyOf(data, count)));
            kindCounters.connectionOpened();
        }
        counters.bytes(direction, count);
        owner.link().tap().bytes(id, direction, data, count);
        if (kindCounters != null) {
            kindCounters.bytes(direction, count);
        }
        if (direction == Direction.SERVER_TO_CLIENT && lastRead == Direction.CLIENT_TO_SERVER) {
            counters.roundTrip();
            kindCounters.roundTrip();
        }
        lastRead = direction;
    }

    private void finished() {
        boolean both;
        synchronized (this) {
            both = ++finishedDirections == 2;
        }
        if (both) {
            close();
        }
    }

    private void abort(Socket propagateTo, String reason) {
        WanLogger.ROOT_LOGGER.connectionAborted(owner.link().name(), id, reason);
        if (propagateTo != null && !closed) {
            try {
                propagateTo.setSoLinger(true, 0);
            } catch (IOException ignored) {
                // closing anyway
            }
        }
        close();
    }

    private static void closeQuietly(Socket socket) {
        try {
            socket.close();
        } catch (IOException ignored) {
            // nothing left to release
        }
    }

    /** One direction: reads {@code from}, delays, writes {@code to}. */
    private final class Half {

        final Direction direction;
        final Socket from;
        final Socket to;
        final LinkClock clock;
        final DelayLine line = new DelayLine(CAPACITY_BYTES);
        final Framing.Splitter splitter;
        final Disturber disturber;
        final Thread reader;
        final Thread writer;

        Half(Direction direction, Socket from, Socket to, Duration delay, long bitsPerSecond, long startNanos) {
            this.direction = direction;
            this.from = from;
            this.to = to;
            this.clock = new LinkClock(delay, bitsPerSecond, startNanos);
            this.splitter = owner.link().framing().splitter(direction);
            this.disturber = new Disturber(owner.faults(), id, direction);
            String prefix = owner.threadPrefix() + id + "-" + direction.shortName;
            this.reader = new Thread(this::read, prefix + "-read");
            this.writer = new Thread(this::write, prefix + "-write");
            reader.setDaemon(true);
            writer.setDaemon(true);
        }

        void start() {
            reader.start();
            writer.start();
        }

        private void read() {
            byte[] buffer = new byte[CHUNK_BYTES];
            boolean holding = false;
            try {
                InputStream in = from.getInputStream();
                while (!closed) {
                    int count;
                    try {
                        count = in.read(buffer);
                    } catch (SocketTimeoutException e) {
                        // no unit came to overtake the held one
                        holding = false;
                        from.setSoTimeout(0);
                        if (!queue(disturber.flush())) {
                            return;
                        }
                        continue;
                    } catch (IOException e) {
                        // the peer reset: deliver what came before, then reset the other side
                        end(System.nanoTime(), true);
                        return;
                    }
                    long now = System.nanoTime();
                    if (count < 0) {
                        end(now, false);
                        return;
                    }
                    observe(direction, buffer, count);
                    long release = clock.release(now, count);
                    for (Framing.Unit unit : splitter.feed(buffer, count)) {
                        if (!queue(disturber.pass(unit, release))) {
                            return;
                        }
                    }
                    int hold = disturber.holdMillis();
                    if (holding != (hold > 0)) {
                        holding = hold > 0;
                        from.setSoTimeout(hold);
                    }
                }
            } catch (IOException e) {
                abort(null, direction.shortName + " input: " + e);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        }

        /** Queues the rest of an incomplete unit, a held one, then the end of the stream or a reset. */
        private void end(long now, boolean reset) throws InterruptedException {
            long release = clock.release(now, 0);
            for (Framing.Unit unit : splitter.end()) {
                if (!queue(disturber.pass(unit, release))) {
                    return;
                }
            }
            if (queue(disturber.flush())) {
                line.put(new DelayLine.Chunk(null, release, reset));
            }
        }

        /** Queues {@code chunks} in order; false if the relay closed meanwhile. */
        private boolean queue(List<DelayLine.Chunk> chunks) throws InterruptedException {
            for (DelayLine.Chunk chunk : chunks) {
                if (!line.put(chunk)) {
                    return false;
                }
            }
            return true;
        }

        private void write() {
            try {
                OutputStream out = to.getOutputStream();
                while (!closed) {
                    DelayLine.Chunk chunk = line.take();
                    if (chunk == null || !sleepUntil(chunk.releaseNanos())) {
                        return;
                    }
                    owner.faults().awaitFlowing();
                    if (closed) {
                        return;
                    }
                    if (chunk.abort()) {
                        abort(to, direction.shortName + " input reset");
                        return;
                    }
                    if (chunk.data() == null) {
                        to.shutdownOutput();
                        finished();
                        return;
                    }
                    out.write(chunk.data());
                }
            } catch (IOException e) {
                if (!closed) {
                    abort(from, direction.shortName + " output: " + e);
                }
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        }

        /** Parks until {@code deadline}; false if the relay closed meanwhile. */
        private boolean sleepUntil(long deadline) {
            for (long left = deadline - System.nanoTime(); left > 0; left = deadline - System.nanoTime()) {
                if (closed || Thread.interrupted()) {
                    return false;
                }
                LockSupport.parkNanos(left);
            }
            return !closed;
        }
    }
}
