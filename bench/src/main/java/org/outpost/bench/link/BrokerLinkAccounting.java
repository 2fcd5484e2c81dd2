// SPDX-License-Identifier: Apache-2.0
package org.outpost.bench.link;

import java.util.Locale;
import java.util.Collection;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.atomic.AtomicLongArray;

import org.outpost.wan.Direction;
import org.outpost.wan.LinkTap;

/**
 * Sorts every byte of a link between an edge and main into a {@link LinkLayer}, per direction: a connection whose
 * client opens with a plain HTTP request (one asking for no upgrade, or for HTTP/2's {@code h2c}) is
 * {@link LinkLayer#HTTP} throughout; one that upgrades to Artemis' core protocol (or speaks it from the start) is
 * followed packet by packet ({@link CorePackets}). Thread-safe; the
 * figures only grow, so a window's are the difference of two {@link #snapshot()}s.
 */
public final class BrokerLinkAccounting implements LinkTap {

    private static final byte[] HEAD_END = {'\r', '\n', '\r', '\n'};
    private static final String[] HTTP_METHODS = {"GET ", "POST ", "PUT ", "HEAD ", "DELETE ", "OPTIONS "};

    private final AtomicLongArray bytes = new AtomicLongArray(LayerCounts.size());
    private final AtomicLong messages = new AtomicLong();
    private final Map<Integer, Connection> connections = new ConcurrentHashMap<>();
    private final Set<String> propertyNames = ConcurrentHashMap.newKeySet();

    /** The figures now. */
    public LayerCounts snapshot() {
        long[] now = new long[bytes.length()];
        for (int i = 0; i < now.length; i++) {
            now[i] = bytes.get(i);
        }
        return new LayerCounts(now, messages.get());
    }

    /** The names of the properties delivered messages carried (idle polling's answers left out), sorted. */
    public Set<String> propertyNames() {
        return new TreeSet<>(propertyNames);
    }

    @Override
    public void bytes(int connection, Direction direction, byte[] data, int count) {
        connections.computeIfAbsent(connection, id -> new Connection()).read(direction, data, count);
    }

    @Override
    public void closed(int connection) {
        Connection ended = connections.remove(connection);
        if (ended != null) {
            ended.close();
        }
    }

    void count(LinkLayer layer, Direction direction, long count) {
        if (count != 0) {
            bytes.addAndGet(LayerCounts.index(layer, direction), count);
        }
    }

    void countMessage(Collection<String> properties) {
        messages.incrementAndGet();
        propertyNames.addAll(properties);
    }

    /** One connection: its kind, known from the client's first bytes, and a reader per direction. */
    private final class Connection {

        private final ByteQueue clientHead = new ByteQueue();
        private final ByteQueue early = new ByteQueue();
        private CorePackets toServer;
        private CorePackets toClient;
        private boolean http;
        private boolean decided;

        void read(Direction direction, byte[] data, int count) {
            if (!decided) {
                (direction == Direction.CLIENT_TO_SERVER ? clientHead : early).add(data, 0, count);
                decide();
                return;
            }
            feed(direction, data, 0, count);
        }

        /** Decides the kind once the client's first bytes say it, then replays what waited. */
        private void decide() {
            if (clientHead.size() == 0) {
                return;
            }
            String start = clientHead.ascii(Math.min(clientHead.size(), 8));
            boolean httpStart = false;
            for (String method : HTTP_METHODS) {
                httpStart |= method.startsWith(start) || start.startsWith(method);
            }
            if (httpStart) {
                int end = clientHead.indexOf(HEAD_END);
                if (end < 0) {
                    return;
                }
                String head = clientHead.ascii(end).toLowerCase(Locale.ROOT);
                http = !head.contains("\nupgrade:") || head.contains("\nupgrade: h2c");
            }
            decided = true;
            toServer = new CorePackets(BrokerLinkAccounting.this, Direction.CLIENT_TO_SERVER, httpStart);
            toClient = new CorePackets(BrokerLinkAccounting.this, Direction.SERVER_TO_CLIENT, httpStart);
            byte[] client = clientHead.take();
            byte[] server = early.take();
            feed(Direction.CLIENT_TO_SERVER, client, 0, client.length);
            feed(Direction.SERVER_TO_CLIENT, server, 0, server.length);
        }

        private void feed(Direction direction, byte[] data, int offset, int count) {
            if (http) {
                count(LinkLayer.HTTP, direction, count);
            } else {
                (direction == Direction.CLIENT_TO_SERVER ? toServer : toClient).add(data, offset, count);
            }
        }

        /** Whatever was left unparsed (a connection cut in the middle of a packet) counts as session bytes. */
        void close() {
            count(LinkLayer.SESSION, Direction.CLIENT_TO_SERVER, clientHead.size() + (toServer == null ? 0 : toServer.pending()));
            count(LinkLayer.SESSION, Direction.SERVER_TO_CLIENT, early.size() + (toClient == null ? 0 : toClient.pending()));
        }
    }
}
