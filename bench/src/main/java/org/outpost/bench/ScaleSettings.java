// SPDX-License-Identifier: Apache-2.0
package org.outpost.bench;

import static org.outpost.bench.BenchArguments.requirePositive;

import java.time.Duration;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Set;
import java.util.function.Function;
import java.util.stream.IntStream;

import org.outpost.bench.scale.ScalePorts;
import org.outpost.bench.scale.Topology;

/**
 * What {@link ScaleBench} drives and how hard, from {@code --name value} arguments; every setting has a default matching
 * {@code bench/scale}.
 *
 * @param mainOffset  main's port offset
 * @param edgeOffsets the port offsets of the edges the script started, edge 1 first
 * @param steps       the numbers of edges measured, ascending ({@code --edges}); the largest at most the edges started
 * @param topologies  with and/or without a regional relay
 * @param ports       where the links listen
 * @param wanDelay    one-way delay of every WAN link (main to an edge, main to the relay); the relay's links to its
 *                    edges have none
 * @param seedItems   items on main before any edge deploys; the writes bid on these
 * @param warmUpWrites writes before the first window, so that main's code is compiled before its CPU time counts
 * @param writes      change sets main commits in each measured window, one bid each
 * @param writeRate   their rate, transactions per second
 * @param timeout     the longest wait for the edges to catch up
 */
record ScaleSettings(int mainOffset, List<Integer> edgeOffsets, List<Integer> steps, Set<Topology> topologies,
                     ScalePorts ports, Duration wanDelay, int seedItems, int warmUpWrites, int writes, double writeRate, Duration timeout) {

    static final ScaleSettings DEFAULTS = new ScaleSettings(4000, IntStream.rangeClosed(1, 8).map(i -> 4000 + 100 * i).boxed().toList(),
            List.of(1, 2, 4, 8), EnumSet.allOf(Topology.class), new ScalePorts(18200), Duration.ZERO, 1_000, 1_200, 1_200, 20,
            Duration.ofSeconds(180));

    ScaleSettings {
        edgeOffsets = List.copyOf(edgeOffsets);
        steps = List.copyOf(steps);
        topologies = Set.copyOf(topologies);
        if (mainOffset < 0) {
            throw new IllegalArgumentException("--main-offset must be 0 or more, got " + mainOffset);
        }
        if (edgeOffsets.isEmpty() || edgeOffsets.size() > ScalePorts.MAX_EDGES) {
            throw new IllegalArgumentException("--edge-offsets must name 1 to " + ScalePorts.MAX_EDGES + " edges, got "
                    + edgeOffsets.size());
        }
        for (int i = 0; i < steps.size(); i++) {
            if (steps.get(i) < 1 || i > 0 && steps.get(i) <= steps.get(i - 1)) {
                throw new IllegalArgumentException("--edges must be positive and ascending, got " + steps);
            }
        }
        if (steps.isEmpty() || steps.get(steps.size() - 1) > edgeOffsets.size()) {
            throw new IllegalArgumentException("--edges " + steps + " needs " + (steps.isEmpty() ? "a step" : steps.get(steps.size() - 1)
                    + " edges; " + edgeOffsets.size() + " were started (--edge-offsets)"));
        }
        if (topologies.isEmpty()) {
            throw new IllegalArgumentException("--topologies must name direct, relay or both");
        }
        requirePositive("seed-items", seedItems);
        requirePositive("writes", writes);
        if (warmUpWrites < 0) {
            throw new IllegalArgumentException("--warm-up-writes must be 0 or more, got " + warmUpWrites);
        }
        if (!(writeRate > 0)) {
            throw new IllegalArgumentException("--write-rate must be positive, got " + writeRate);
        }
        if (wanDelay.isNegative() || timeout.isNegative() || timeout.isZero()) {
            throw new IllegalArgumentException("--wan-delay must be 0 or more, --timeout positive");
        }
    }

    /** The settings from {@code --name value} pairs over the {@linkplain #DEFAULTS defaults}. */
    static ScaleSettings parse(String... args) {
        return BenchArguments.read(args, ScaleSettings::read);
    }

    private static ScaleSettings read(BenchArguments given) {
        ScaleSettings d = DEFAULTS;
        return new ScaleSettings(
                given.integer("main-offset", d.mainOffset),
                list(given, "edge-offsets", d.edgeOffsets, ScaleSettings::whole),
                list(given, "edges", d.steps, ScaleSettings::whole),
                EnumSet.copyOf(list(given, "topologies", List.copyOf(d.topologies), Topology::of)),
                new ScalePorts(given.integer("link-port-base", d.ports.base())),
                given.duration("wan-delay", d.wanDelay),
                given.integer("seed-items", d.seedItems),
                given.integer("warm-up-writes", d.warmUpWrites),
                given.integer("writes", d.writes),
                given.decimal("write-rate", d.writeRate),
                given.duration("timeout", d.timeout));
    }

    /** A comma-separated option, each element read by {@code element}; {@code otherwise} when not given. */
    private static <T> List<T> list(BenchArguments given, String name, List<T> otherwise, Function<String, T> element) {
        return given.text(name).map(text -> {
            List<T> values = new ArrayList<>();
            for (String part : text.split(",")) {
                try {
                    values.add(element.apply(part.trim()));
                } catch (NumberFormatException e) {
                    throw new IllegalArgumentException("--" + name + " is not a list of whole numbers: '" + text + "'");
                }
            }
            return List.copyOf(values);
        }).orElse(otherwise);
    }

    private static Integer whole(String text) {
        return Integer.valueOf(text);
    }

    /** The largest number of edges measured. */
    int maxEdges() {
        return this.steps.get(this.steps.size() - 1);
    }
}
