// SPDX-License-Identifier: Apache-2.0
package org.outpost.wan;

import java.util.Set;
import java.util.TreeSet;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ConcurrentMap;
import java.util.concurrent.atomic.AtomicLong;

/**
 * The live, thread-safe counters of one link, read with {@link #snapshot()}.
 * <p>
 * Bytes are counted when the proxy reads them, before their delay: once the far side has received some bytes, they are
 * counted. A <em>round trip</em> is a turn of one connection: a run of client-to-server bytes followed by a run of
 * server-to-client bytes. It is counted when the first server-to-client bytes after client-to-server bytes are read,
 * so a request answered by a response counts once however many segments either is cut into. Consequences: server
 * bytes before any client bytes (a greeting, a push) start no turn; requests pipelined or multiplexed before the
 * first response share one turn, which is also what they cost in latency; a push interleaved between a client's
 * bytes and the server's answer does not change the count, but a client message answered by a push (an
 * acknowledgement then the next message) counts as a turn.
 * <p>
 * The same counters are kept per kind of connection ({@link WanLink#classifier()}), from the connection's first client
 * bytes on: a connection is counted in its kind when its client first sends, and what came before (the server's bytes
 * of a connection whose client has not sent yet) only in the link's totals.
 */
public final class LinkCounters {

    private final String link;
    private final AtomicLong connections = new AtomicLong();
    private final AtomicLong bytesClientToServer = new AtomicLong();
    private final AtomicLong bytesServerToClient = new AtomicLong();
    private final AtomicLong roundTrips = new AtomicLong();
    private final ConcurrentMap<String, LinkCounters> kinds = new ConcurrentHashMap<>();

    LinkCounters(String link) {
        this.link = link;
    }

    /** The counters now; each value is exact, values may be some microseconds apart while traffic flows. */
    public LinkStats snapshot() {
        return new LinkStats(link, connections.get(), bytesClientToServer.get(), bytesServerToClient.get(),
                roundTrips.get());
    }

    /** The counters of the link's connections of one kind now; zeros for a kind not seen since the start or reset. */
    public LinkStats snapshot(String kind) {
        LinkCounters ofKind = kinds.get(kind);
        return ofKind == null ? new LinkStats(link, 0, 0, 0, 0) : ofKind.snapshot();
    }

    /** The kinds of connection seen since the start or the last reset, sorted. */
    public Set<String> kinds() {
        return new TreeSet<>(kinds.keySet());
    }

    /** Sets every counter to zero; a turn under way when called is counted if its response comes after. */
    public void reset() {
        connections.set(0);
        bytesClientToServer.set(0);
        bytesServerToClient.set(0);
        roundTrips.set(0);
        kinds.values().forEach(LinkCounters::reset);
    }

    /** The counters of one kind, created at its first connection. */
    LinkCounters ofKind(String kind) {
        return kinds.computeIfAbsent(kind, name -> new LinkCounters(link));
    }

    void connectionOpened() {
        connections.incrementAndGet();
    }

    void bytes(Direction direction, int count) {
        (direction == Direction.CLIENT_TO_SERVER ? bytesClientToServer : bytesServerToClient).addAndGet(count);
    }

    void roundTrip() {
        roundTrips.incrementAndGet();
    }
}
