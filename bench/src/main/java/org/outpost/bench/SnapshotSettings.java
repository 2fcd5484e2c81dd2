// SPDX-License-Identifier: Apache-2.0
package org.outpost.bench;

import java.net.InetSocketAddress;
import java.nio.file.Path;
import java.time.Duration;

import org.outpost.rubis.generator.DatasetSize;

/**
 * What {@link SnapshotBench} drives, from {@code --name value} arguments; every setting has a default matching
 * {@code bench/snapshot}.
 *
 * @param servers         main and the edge
 * @param linkPort        where the WAN link to main listens on 127.0.0.1 (the edge's {@code outpost.main.url})
 * @param jdbcUrl         main's database, where the datasets are loaded ({@code --jdbc-url})
 * @param ear             RUBiS' EAR in the configuration that replicates every table (c6)
 * @param previous        the dataset the edge holds before the measured snapshot ({@code --previous-dataset})
 * @param dataset         the dataset of the measured snapshot ({@code --dataset})
 * @param seed            of both datasets
 * @param readInterval    how often the reader asks the edge for a page while the snapshot loads
 * @param timeout         the longest wait for the edge to be in step with main
 */
record SnapshotSettings(BenchServers servers, int linkPort, String jdbcUrl, Path ear, DatasetSize previous,
                        DatasetSize dataset, long seed, Duration readInterval, Duration timeout) {

    static final SnapshotSettings DEFAULTS = new SnapshotSettings(BenchServers.DEFAULTS, 18480,
            "jdbc:postgresql://127.0.0.1:5432/outpost_bench", Path.of("bench/target/ears/rubis.ear"),
            DatasetSize.SMALL, DatasetSize.PUBLISHED, 1, Duration.ofMillis(200), Duration.ofMinutes(20));

    SnapshotSettings {
        BenchArguments.requirePositive("link-port", linkPort);
        if (previous.users() >= dataset.users()) {
            throw new IllegalArgumentException("--previous-dataset (" + previous + ") must have fewer users than"
                    + " --dataset (" + dataset + "): the reader tells them apart by a user only the second has");
        }
        if (readInterval.isNegative() || readInterval.isZero() || timeout.isNegative() || timeout.isZero()) {
            throw new IllegalArgumentException("--read-interval and --timeout must be positive");
        }
    }

    /** The settings from {@code --name value} pairs over the {@linkplain #DEFAULTS defaults}. */
    static SnapshotSettings parse(String... args) {
        return BenchArguments.read(args, given -> new SnapshotSettings(BenchServers.read(given),
                given.integer("link-port", DEFAULTS.linkPort),
                given.text("jdbc-url").orElse(DEFAULTS.jdbcUrl),
                given.text("ear").map(Path::of).orElse(DEFAULTS.ear),
                given.dataset("previous-dataset", DEFAULTS.previous),
                given.dataset("dataset", DEFAULTS.dataset),
                given.integer("seed", (int) DEFAULTS.seed),
                given.duration("read-interval", DEFAULTS.readInterval),
                given.duration("timeout", DEFAULTS.timeout)));
    }

    /** The address the WAN link listens on. */
    InetSocketAddress linkAddress() {
        return BenchArguments.loopback(linkPort);
    }
}
