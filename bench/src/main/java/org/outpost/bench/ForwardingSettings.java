// SPDX-License-Identifier: Apache-2.0
package org.outpost.bench;

import static org.outpost.bench.BenchArguments.requirePositive;

import java.time.Duration;

/**
 * What {@link ForwardingBench} drives, from {@code --name value} arguments; every setting has a default matching
 * {@code bench/forwarding}.
 *
 * @param calls   forwarded writes measured, after a warm-up
 * @param servers main (its HTTP port behind both links) and the edge (where the users' requests go)
 * @param links   the change stream's and the forwarded calls' WAN links between them
 * @param timeout the longest wait for the edge to be in step with main
 */
record ForwardingSettings(int calls, BenchServers servers, EdgeMainLinks links, Duration timeout) {

    static final ForwardingSettings DEFAULTS = new ForwardingSettings(200, BenchServers.DEFAULTS,
            EdgeMainLinks.DEFAULTS, Duration.ofSeconds(90));

    ForwardingSettings {
        requirePositive("calls", calls);
        if (timeout.isNegative() || timeout.isZero()) {
            throw new IllegalArgumentException("--timeout must be positive");
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
                BenchServers.read(given),
                EdgeMainLinks.read(given),
                given.duration("timeout", d.timeout));
    }

    Duration wanDelay() {
        return links.wanDelay();
    }
}
