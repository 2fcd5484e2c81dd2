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
 * @param mainHttp           main's HTTP port, behind both links
 * @param mainManagement     main's management port
 * @param edgeHttp           the edge's HTTP port, where the users' requests go
 * @param edgeManagement     the edge's management port
 * @param streamLinkPort     where the change stream's link listens on 127.0.0.1 (the edge's {@code outpost.main.url})
 * @param forwardingLinkPort where the forwarded calls' link listens on 127.0.0.1 (the edge's
 *                           {@code outpost.forwarding.url}), so that its counters see forwarded calls only
 * @param timeout            the longest wait for the edge to be in step with main
 */
record ForwardingSettings(int calls, Duration wanDelay, int mainHttp, int mainManagement, int edgeHttp, int edgeManagement,
                          int streamLinkPort, int forwardingLinkPort, Duration timeout) {

    static final ForwardingSettings DEFAULTS = new ForwardingSettings(200, Duration.ofMillis(100), 8480, 10390, 8580, 10490,
            18480, 18490, Duration.ofSeconds(90));

    ForwardingSettings {
        requirePositive("calls", calls);
        requirePositive("main-http", mainHttp);
        requirePositive("main-management", mainManagement);
        requirePositive("edge-http", edgeHttp);
        requirePositive("edge-management", edgeManagement);
        requirePositive("stream-link-port", streamLinkPort);
        requirePositive("forwarding-link-port", forwardingLinkPort);
        if (wanDelay.isNegative() || timeout.isNegative() || timeout.isZero()) {
            throw new IllegalArgumentException("--wan-delay must be 0 or more, --timeout positive");
        }
    }

    /** The settings from {@code --name value} pairs over the {@linkplain #DEFAULTS defaults}. */
    static ForwardingSettings parse(String... args) {
        BenchArguments given = BenchArguments.parse(args);
        ForwardingSettings d = DEFAULTS;
        ForwardingSettings settings = new ForwardingSettings(
                given.integer("calls", d.calls),
                given.duration("wan-delay", d.wanDelay),
                given.integer("main-http", d.mainHttp),
                given.integer("main-management", d.mainManagement),
                given.integer("edge-http", d.edgeHttp),
                given.integer("edge-management", d.edgeManagement),
                given.integer("stream-link-port", d.streamLinkPort),
                given.integer("forwarding-link-port", d.forwardingLinkPort),
                given.duration("timeout", d.timeout));
        given.requireAllRead();
        return settings;
    }

    InetSocketAddress mainHttpAddress() {
        return new InetSocketAddress("127.0.0.1", mainHttp);
    }

    InetSocketAddress streamLinkAddress() {
        return new InetSocketAddress("127.0.0.1", streamLinkPort);
    }

    InetSocketAddress forwardingLinkAddress() {
        return new InetSocketAddress("127.0.0.1", forwardingLinkPort);
    }
}
