// SPDX-License-Identifier: Apache-2.0
package org.outpost.bench;

import static org.outpost.bench.BenchArguments.requirePositive;

import java.time.Duration;

/**
 * What {@link ReadCosts} drives.
 *
 * @param items          items committed on main, spread over 20 categories (500: 25 per category, RUBiS' page)
 * @param rounds         rounds of reads; each reads one category each way
 * @param localCalls     reads through the cache and on the replica store per round
 * @param forwardedCalls reads from main per round
 * @param servers        main (its HTTP port behind both links) and the edge
 * @param links          the change stream's and the forwarded calls' WAN links between them
 * @param timeout        the longest wait for the edge to be in step with main
 */
record ReadSettings(int items, int rounds, int localCalls, int forwardedCalls, BenchServers servers,
                    EdgeMainLinks links, Duration timeout) {

    static final ReadSettings DEFAULTS = new ReadSettings(500, 20, 50, 3, BenchServers.DEFAULTS,
            EdgeMainLinks.DEFAULTS, Duration.ofSeconds(90));

    ReadSettings {
        requirePositive("items", items);
        requirePositive("rounds", rounds);
        requirePositive("local-calls", localCalls);
        requirePositive("forwarded-calls", forwardedCalls);
        if (items % 10 != 0) {
            throw new IllegalArgumentException("--items must be a multiple of 10 (ten transactions), got " + items);
        }
        if (timeout.isNegative() || timeout.isZero()) {
            throw new IllegalArgumentException("--timeout must be positive");
        }
    }

    static ReadSettings read(BenchArguments given) {
        ReadSettings d = DEFAULTS;
        return new ReadSettings(
                given.integer("items", d.items),
                given.integer("rounds", d.rounds),
                given.integer("local-calls", d.localCalls),
                given.integer("forwarded-calls", d.forwardedCalls),
                BenchServers.read(given),
                EdgeMainLinks.read(given),
                given.duration("timeout", d.timeout));
    }

    Duration wanDelay() {
        return links.wanDelay();
    }
}
