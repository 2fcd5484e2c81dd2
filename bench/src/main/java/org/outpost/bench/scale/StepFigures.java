// SPDX-License-Identifier: Apache-2.0
package org.outpost.bench.scale;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * What one measured window of {@code bench/scale} gave, for one topology and number of edges, and its
 * {@code name: value} lines.
 *
 * @param topology      how the edges received the stream
 * @param edges         how many edges followed main (0: none deployed, main's cost alone)
 * @param changeSets    change sets main committed in the window
 * @param mainCpuNanos  main's process CPU time over the window, until every edge had applied the last one
 * @param lagP50Ms      the highest of the edges' median lags (main commit to edge commit) over the window
 * @param lagP99Ms      the highest of their 99th percentiles
 * @param wanBytes      bytes on every WAN link of the edges' region, both ways: each edge's link to main, and with a
 *                      relay its links to and from main
 * @param lanBytes      bytes between the relay and its edges, both ways (0 without a relay)
 */
public record StepFigures(Topology topology, int edges, long changeSets, long mainCpuNanos, long lagP50Ms, long lagP99Ms,
                          long wanBytes, long lanBytes) {

    public StepFigures {
        if (edges < 0 || changeSets < 1) {
            throw new IllegalArgumentException("a window needs change sets and 0 or more edges, got " + changeSets
                    + " change sets and " + edges + " edges");
        }
    }

    public double mainCpuMicrosPerChangeSet() {
        return this.mainCpuNanos / 1_000.0 / this.changeSets;
    }

    public double wanBytesPerChangeSet() {
        return (double) this.wanBytes / this.changeSets;
    }

    /** The figures, by name, in the order printed; a window without edges has main's CPU time only. */
    public Map<String, String> lines() {
        Map<String, String> lines = new LinkedHashMap<>();
        lines.put(name("main_cpu_us_per_change_set"), decimal(mainCpuMicrosPerChangeSet()));
        if (this.edges == 0) {
            return lines;
        }
        lines.put(name("lag_ms_p50"), Long.toString(this.lagP50Ms));
        lines.put(name("lag_ms_p99"), Long.toString(this.lagP99Ms));
        lines.put(name("wan_bytes_per_change_set"), decimal(wanBytesPerChangeSet()));
        lines.put(name("wan_bytes_per_change_set_per_edge"), decimal(wanBytesPerChangeSet() / this.edges));
        if (this.topology == Topology.RELAY) {
            lines.put(name("lan_bytes_per_change_set_per_edge"), decimal((double) this.lanBytes / this.changeSets / this.edges));
        }
        return lines;
    }

    private String name(String figure) {
        return figure + this.topology.figureInfix() + "_edges_" + this.edges;
    }

    /**
     * Side by side over windows of several sizes: per topology, the largest window's main CPU time and WAN bytes per
     * change set over the smallest's (1.00: flat in the number of edges); and with both topologies, the WAN bytes
     * without a relay over those with one, at the largest number of edges both measured.
     */
    public static Map<String, String> ratios(List<StepFigures> windows) {
        Map<String, String> lines = new LinkedHashMap<>();
        List<StepFigures> largest = new ArrayList<>();
        for (Topology topology : Topology.values()) {
            List<StepFigures> measured = windows.stream().filter(w -> w.topology == topology && w.edges > 0).toList();
            if (measured.isEmpty()) {
                continue;
            }
            StepFigures small = measured.get(0);
            StepFigures large = measured.get(measured.size() - 1);
            largest.add(large);
            if (large.edges > small.edges) {
                String suffix = topology.figureInfix() + "_edges_" + large.edges + "_over_" + small.edges;
                lines.put("main_cpu_ratio" + suffix, ratio(large.mainCpuMicrosPerChangeSet(), small.mainCpuMicrosPerChangeSet()));
                lines.put("wan_bytes_ratio" + suffix, ratio(large.wanBytesPerChangeSet(), small.wanBytesPerChangeSet()));
            }
        }
        if (largest.size() == 2 && largest.get(0).edges == largest.get(1).edges) {
            lines.put("wan_bytes_direct_over_region_edges_" + largest.get(0).edges,
                    ratio(largest.get(0).wanBytesPerChangeSet(), largest.get(1).wanBytesPerChangeSet()));
        }
        return lines;
    }

    private static String ratio(double numerator, double denominator) {
        return String.format(Locale.ROOT, "%.2f", numerator / denominator);
    }

    private static String decimal(double value) {
        return String.format(Locale.ROOT, "%.1f", value);
    }
}
