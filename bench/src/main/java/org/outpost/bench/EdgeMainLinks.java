// SPDX-License-Identifier: Apache-2.0
package org.outpost.bench;

import static org.outpost.bench.BenchArguments.requirePositive;

import java.time.Duration;
import java.util.List;

import org.outpost.wan.WanLink;

/**
 * The two WAN links a bench runs between the edge and main's HTTP port, at the same one-way delay: the change
 * stream's, which the edge's {@code outpost.main.url} points at, and the forwarded calls', its
 * {@code outpost.forwarding.url}, so that its counters see forwarded calls only.
 *
 * @param wanDelay       one-way delay of both links ({@code --wan-delay})
 * @param streamPort     where the change stream's link listens on 127.0.0.1 ({@code --stream-link-port})
 * @param forwardingPort where the forwarded calls' link listens on 127.0.0.1 ({@code --forwarding-link-port})
 */
record EdgeMainLinks(Duration wanDelay, int streamPort, int forwardingPort) {

    static final String STREAM = "edge-main-stream";
    static final String FORWARDING = "edge-main-forwarding";
    /** 100 ms one way; the ports {@code bench/servers.sh}'s callers give the edge. */
    static final EdgeMainLinks DEFAULTS = new EdgeMainLinks(Duration.ofMillis(100), 18480, 18490);

    EdgeMainLinks {
        requirePositive("stream-link-port", streamPort);
        requirePositive("forwarding-link-port", forwardingPort);
        if (wanDelay.isNegative()) {
            throw new IllegalArgumentException("--wan-delay must be 0 or more, got " + wanDelay);
        }
    }

    /** The links given, over the {@linkplain #DEFAULTS defaults}. */
    static EdgeMainLinks read(BenchArguments given) {
        return new EdgeMainLinks(given.duration("wan-delay", DEFAULTS.wanDelay),
                given.integer("stream-link-port", DEFAULTS.streamPort),
                given.integer("forwarding-link-port", DEFAULTS.forwardingPort));
    }

    /** The two links into main's HTTP port, named {@link #STREAM} and {@link #FORWARDING}. */
    List<WanLink> toMain(BenchServers servers) {
        return List.of(
                WanLink.of(STREAM, servers.mainHttpAddress(), wanDelay).withListen(BenchArguments.loopback(streamPort)),
                WanLink.of(FORWARDING, servers.mainHttpAddress(), wanDelay)
                        .withListen(BenchArguments.loopback(forwardingPort)));
    }
}
