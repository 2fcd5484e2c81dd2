// SPDX-License-Identifier: Apache-2.0
package org.outpost.testsuite.forwarding;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.time.Duration;

import org.outpost.wan.LinkProxy;
import org.outpost.wan.LinkStats;
import org.outpost.wan.WanLink;

/**
 * The emulated WAN between the edge and main, as two links into main's HTTP port at the same one-way delay: the
 * change stream (the edge's {@code main-url}: broker, replay, snapshot) and forwarded calls (the edge's
 * {@code outpost.forwarding.url}), so the counters of {@link #forwarding} see forwarded calls only. Either link can be
 * cut and restored on the same port, as main going away and coming back looks to the edge.
 */
final class WanLinks implements AutoCloseable {

    static final int STREAM_PORT = 18680;
    static final int FORWARDING_PORT = 18690;

    private final Duration oneWay;
    private LinkProxy stream;
    private LinkProxy forwarding;

    private WanLinks(Duration oneWay) {
        this.oneWay = oneWay;
    }

    /** Both links, delaying each direction by {@code outpost.forwarding.wan-delay-ms} (100 ms by default). */
    static WanLinks start() {
        WanLinks links = new WanLinks(Duration.ofMillis(Long.getLong("outpost.forwarding.wan-delay-ms", 100)));
        links.stream = links.open("edge-main-stream", STREAM_PORT);
        links.forwarding = links.open("edge-main-forwarding", FORWARDING_PORT);
        return links;
    }

    LinkStats forwardingStats() {
        return this.forwarding.counters().snapshot();
    }

    void resetForwardingCounters() {
        this.forwarding.counters().reset();
    }

    /** Main becomes unreachable for forwarded calls: nothing listens on the link's port. */
    void cutForwarding() {
        this.forwarding.close();
    }

    void restoreForwarding() {
        this.forwarding = open("edge-main-forwarding", FORWARDING_PORT);
    }

    /** The change stream loses main: connections break, nothing listens. */
    void cutStream() {
        this.stream.close();
    }

    void restoreStream() {
        this.stream = open("edge-main-stream", STREAM_PORT);
    }

    private LinkProxy open(String name, int port) {
        InetAddress loopback = InetAddress.getLoopbackAddress();
        WanLink link = WanLink.of(name, new InetSocketAddress(loopback, Server.MAIN.httpPort()), this.oneWay)
                .withListen(new InetSocketAddress(loopback, port));
        try {
            return LinkProxy.start(link);
        } catch (IOException e) {
            throw new UncheckedIOException("Cannot start WAN link " + name + " on port " + port, e);
        }
    }

    @Override
    public void close() {
        this.stream.close();
        this.forwarding.close();
    }
}
