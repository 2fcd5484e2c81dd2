// SPDX-License-Identifier: Apache-2.0
package org.outpost.bench;

import static org.outpost.bench.BenchArguments.requirePositive;

import java.net.InetSocketAddress;
import java.time.Duration;

/**
 * What {@link ForwardingBench} drives, from {@code --name value} arguments; every setting has a default matching
 * {@code bench/forwarding}.
 *
 * @param calls              forwarded writes measured, after a warm-up
 * @param wanDelay           one-way delay of both WAN links
 * @param servers            main (its HTTP port behind both links) and the edge (where the users' requests go)
 * @param streamLinkPort     where the change stream's link listens on 127.0.0.1 (the edge's {@code outpost.main.url})
 * @param forwardingLinkPort where the forwarded calls' link listens on 127.0.0.1 (the edge's
 *                           {@code outpost.forwarding.url}), so that its counters see forwarded calls only
 * @param timeout            the longest wait for the edge to be in step with main
 */
record ForwardingSettings(int calls, Duration wanDelay, BenchServers servers, int streamLinkPort, int forwardingLinkPort,
                          Duration timeout) {

    static final ForwardingSettings DEFAULTS = new ForwardingSettings(200, Duration.ofMillis(100), BenchServers.DEFAULTS,
            18480, 18490, Duration.ofSeconds(90));

    ForwardingSettings {
        requirePositive("calls", calls);
        requirePositive("stream-link-port", streamLinkPort);
        requirePositive("forwarding-link-port", forwardingLinkPort);
        if (wanDelay.isNegative() || timeout.isNegative() || timeout.isZero()) {
            throw new IllegalArgumentException("--wan-delay must be 0 or more, --timeout positive");
        }
    }

    /** The settings from {@code --name value} pairs over the {@linkplain #DEFAULTS defaults}. */
    static ForwardingSettings parse(String... args) {
        return BenchArguments.read(args, ForwardingSettings::read);
    }

    private static ForwardingSettings read(BenchArguments given) {
        ForwardingSettings d = DEFAULTS;
        return new ForwardingSettings(
                given.integer("calls", d.calls),
                given.duration("wan-delay", d.wanDelay),
                BenchServers.read(given),
                given.integer("stream-link-port", d.streamLinkPort),
                given.integer("forwarding-link-port", d.forwardingLinkPort),
                given.duration("timeout", d.timeout));
    }

    InetSocketAddress streamLinkAddress() {
        return BenchArguments.loopback(streamLinkPort);
    }

    InetSocketAddress forwardingLinkAddress() {
        return BenchArguments.loopback(forwardingLinkPort);
    }
}
