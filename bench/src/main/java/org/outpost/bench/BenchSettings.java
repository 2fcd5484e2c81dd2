// SPDX-License-Identifier: Apache-2.0
package org.outpost.bench;

import static org.outpost.bench.BenchArguments.requirePositive;

import java.net.InetSocketAddress;
import java.time.Duration;
import java.util.List;

/**
 * What {@link ReplicationBench} drives and how hard, from {@code --name value} arguments; every setting has a default
 * matching {@code bench/replication}.
 *
 * @param servers           main (its HTTP port: the bench application, and what the WAN link forwards to) and the edge
 * @param linkPort          where the WAN link listens on 127.0.0.1; the edge must have been started with
 *                          {@code outpost.main.url=http://127.0.0.1:<linkPort>}
 * @param wanDelay          one-way delay of the link
 * @param seedItems         items on main before the edge first deploys; the updates go to these
 * @param warmUpUpdates     updates before the bytes are counted
 * @param updates           single-item updates whose bytes on the link are counted
 * @param updateRate        their rate, transactions per second
 * @param lagRate           the write rate of the lag window, transactions per second
 * @param lagWindow         how long that window writes
 * @param backlogRows       rows committed on main while the edge is away
 * @param rowsPerTransaction rows per transaction of those (and of the seed)
 * @param catchUpAfter      one catch-up round per entry, in order: the edge is away as the entry says while main commits
 *                          the backlog, then catches up. The first round applies with code the edge's JIT has not yet
 *                          compiled, the later ones with it compiled; a redeployment adds the deployment's own
 *                          compilations to its round
 * @param timeout           the longest wait for the edge to catch up, in any phase
 */
record BenchSettings(BenchServers servers, int linkPort, Duration wanDelay,
                     int seedItems, int warmUpUpdates, int updates, double updateRate, double lagRate,
                     Duration lagWindow, int backlogRows, int rowsPerTransaction, List<EdgeAbsence> catchUpAfter,
                     Duration timeout) {

    static final BenchSettings DEFAULTS = new BenchSettings(BenchServers.DEFAULTS, 18480, Duration.ZERO,
            1_000, 200, 1_000, 50, 20, Duration.ofSeconds(30), 60_000, 10,
            List.of(EdgeAbsence.REDEPLOY, EdgeAbsence.OUTAGE), Duration.ofSeconds(180));

    BenchSettings {
        requirePositive("link-port", linkPort);
        requirePositive("seed-items", seedItems);
        requirePositive("updates", updates);
        requirePositive("backlog-rows", backlogRows);
        requirePositive("rows-per-transaction", rowsPerTransaction);
        catchUpAfter = List.copyOf(catchUpAfter);
        if (warmUpUpdates < 0) {
            throw new IllegalArgumentException("--warm-up-updates must be 0 or more, got " + warmUpUpdates);
        }
        if (!(updateRate > 0) || !(lagRate > 0)) {
            throw new IllegalArgumentException("--update-rate and --lag-rate must be positive, got " + updateRate
                    + " and " + lagRate);
        }
        if (wanDelay.isNegative() || lagWindow.isNegative() || lagWindow.isZero() || timeout.isNegative() || timeout.isZero()) {
            throw new IllegalArgumentException("--wan-delay must be 0 or more, --lag-window and --timeout positive");
        }
        if (updates > seedItems) {
            throw new IllegalArgumentException("--updates (" + updates + ") must not exceed --seed-items (" + seedItems
                    + "): each counted update changes another item");
        }
        if (seedItems % rowsPerTransaction != 0 || backlogRows % rowsPerTransaction != 0) {
            throw new IllegalArgumentException("--seed-items (" + seedItems + ") and --backlog-rows (" + backlogRows
                    + ") must be multiples of --rows-per-transaction (" + rowsPerTransaction + ")");
        }
    }

    /** The settings from {@code --name value} pairs over the {@linkplain #DEFAULTS defaults}. */
    static BenchSettings parse(String... args) {
        return BenchArguments.read(args, BenchSettings::read);
    }

    private static BenchSettings read(BenchArguments given) {
        BenchSettings d = DEFAULTS;
        return new BenchSettings(
                BenchServers.read(given),
                given.integer("link-port", d.linkPort),
                given.duration("wan-delay", d.wanDelay),
                given.integer("seed-items", d.seedItems),
                given.integer("warm-up-updates", d.warmUpUpdates),
                given.integer("updates", d.updates),
                given.decimal("update-rate", d.updateRate),
                given.decimal("lag-rate", d.lagRate),
                given.duration("lag-window", d.lagWindow),
                given.integer("backlog-rows", d.backlogRows),
                given.integer("rows-per-transaction", d.rowsPerTransaction),
                given.text("catch-up-after").map(EdgeAbsence::list).orElse(d.catchUpAfter),
                given.duration("timeout", d.timeout));
    }

    /** The address the WAN link listens on. */
    InetSocketAddress linkAddress() {
        return BenchArguments.loopback(linkPort);
    }
}
