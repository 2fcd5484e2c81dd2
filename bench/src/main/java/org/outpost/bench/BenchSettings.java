// SPDX-License-Identifier: Apache-2.0
package org.outpost.bench;

import java.net.InetSocketAddress;
import java.time.Duration;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * What {@link ReplicationBench} drives and how hard, from {@code --name value} arguments; every setting has a default
 * matching {@code bench/replication}.
 *
 * @param mainHttp          main's HTTP port (the bench application, and what the WAN link forwards to)
 * @param mainManagement    main's management port
 * @param edgeManagement    the edge's management port
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
 * @param timeout           the longest wait for the edge to catch up, in any phase
 */
record BenchSettings(int mainHttp, int mainManagement, int edgeManagement, int linkPort, Duration wanDelay,
                     int seedItems, int warmUpUpdates, int updates, double updateRate, double lagRate,
                     Duration lagWindow, int backlogRows, int rowsPerTransaction, Duration timeout) {

    static final BenchSettings DEFAULTS = new BenchSettings(8480, 10390, 10490, 18480, Duration.ZERO,
            1_000, 200, 1_000, 50, 20, Duration.ofSeconds(30), 60_000, 10, Duration.ofSeconds(180));

    BenchSettings {
        positive("main-http", mainHttp);
        positive("main-management", mainManagement);
        positive("edge-management", edgeManagement);
        positive("link-port", linkPort);
        positive("seed-items", seedItems);
        positive("updates", updates);
        positive("backlog-rows", backlogRows);
        positive("rows-per-transaction", rowsPerTransaction);
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
        Map<String, String> given = new LinkedHashMap<>();
        for (int i = 0; i < args.length; i += 2) {
            if (!args[i].startsWith("--") || i + 1 >= args.length) {
                throw new IllegalArgumentException("expected --name value pairs, got '" + args[i] + "'");
            }
            given.put(args[i].substring(2), args[i + 1]);
        }
        BenchSettings d = DEFAULTS;
        BenchSettings settings = new BenchSettings(
                integer(given.remove("main-http"), d.mainHttp, "main-http"),
                integer(given.remove("main-management"), d.mainManagement, "main-management"),
                integer(given.remove("edge-management"), d.edgeManagement, "edge-management"),
                integer(given.remove("link-port"), d.linkPort, "link-port"),
                duration(given.remove("wan-delay"), d.wanDelay, "wan-delay"),
                integer(given.remove("seed-items"), d.seedItems, "seed-items"),
                integer(given.remove("warm-up-updates"), d.warmUpUpdates, "warm-up-updates"),
                integer(given.remove("updates"), d.updates, "updates"),
                decimal(given.remove("update-rate"), d.updateRate, "update-rate"),
                decimal(given.remove("lag-rate"), d.lagRate, "lag-rate"),
                duration(given.remove("lag-window"), d.lagWindow, "lag-window"),
                integer(given.remove("backlog-rows"), d.backlogRows, "backlog-rows"),
                integer(given.remove("rows-per-transaction"), d.rowsPerTransaction, "rows-per-transaction"),
                duration(given.remove("timeout"), d.timeout, "timeout"));
        if (!given.isEmpty()) {
            throw new IllegalArgumentException("unknown option(s) " + given.keySet());
        }
        return settings;
    }

    /** The address the WAN link listens on. */
    InetSocketAddress linkAddress() {
        return new InetSocketAddress("127.0.0.1", linkPort);
    }

    private static void positive(String name, int value) {
        if (value < 1) {
            throw new IllegalArgumentException("--" + name + " must be positive, got " + value);
        }
    }

    private static int integer(String text, int otherwise, String name) {
        try {
            return text == null ? otherwise : Integer.parseInt(text.replace("_", ""));
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException("--" + name + " is not a whole number: '" + text + "'");
        }
    }

    private static double decimal(String text, double otherwise, String name) {
        try {
            return text == null ? otherwise : Double.parseDouble(text);
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException("--" + name + " is not a number: '" + text + "'");
        }
    }

    /** {@code 250ms}, {@code 30s}, {@code 2m}; a bare number is milliseconds. */
    private static Duration duration(String text, Duration otherwise, String name) {
        if (text == null) {
            return otherwise;
        }
        try {
            if (text.endsWith("ms")) {
                return Duration.ofMillis(Long.parseLong(text.substring(0, text.length() - 2)));
            }
            if (text.endsWith("s")) {
                return Duration.ofSeconds(Long.parseLong(text.substring(0, text.length() - 1)));
            }
            if (text.endsWith("m")) {
                return Duration.ofMinutes(Long.parseLong(text.substring(0, text.length() - 1)));
            }
            return Duration.ofMillis(Long.parseLong(text));
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException("--" + name + " is not a duration (e.g. 250ms, 30s, 2m): '" + text + "'");
        }
    }
}
