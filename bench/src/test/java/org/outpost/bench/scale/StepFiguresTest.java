// SPDX-License-Identifier: Apache-2.0
package org.outpost.bench.scale;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;

class StepFiguresTest {

    @Test
    void aDirectWindowPrintsItsFiguresNamedByTheNumberOfEdges() {
        StepFigures window = new StepFigures(Topology.DIRECT, 2, 600, 1_200_000_000L, 5, 30, 720_000, 0);
        Map<String, String> expected = new LinkedHashMap<>();
        expected.put("main_cpu_us_per_change_set_edges_2", "2000.0");
        expected.put("lag_ms_p50_edges_2", "5");
        expected.put("lag_ms_p99_edges_2", "30");
        expected.put("wan_bytes_per_change_set_edges_2", "1200.0");
        expected.put("wan_bytes_per_change_set_per_edge_edges_2", "600.0");
        assertEquals(expected, window.lines());
    }

    @Test
    void aRelayWindowIsTheRegionsAndAddsTheLanBytesPerEdge() {
        StepFigures window = new StepFigures(Topology.RELAY, 4, 100, 100_000_000L, 7, 40, 60_000, 200_000);
        assertEquals(List.of("main_cpu_us_per_change_set_region_edges_4", "lag_ms_p50_region_edges_4", "lag_ms_p99_region_edges_4",
                "wan_bytes_per_change_set_region_edges_4", "wan_bytes_per_change_set_per_edge_region_edges_4",
                "lan_bytes_per_change_set_per_edge_region_edges_4"), List.copyOf(window.lines().keySet()));
        assertEquals("600.0", window.lines().get("wan_bytes_per_change_set_region_edges_4"));
        assertEquals("500.0", window.lines().get("lan_bytes_per_change_set_per_edge_region_edges_4"));
    }

    @Test
    void aWindowWithoutEdgesHasMainsCpuTimeOnly() {
        assertEquals(Map.of("main_cpu_us_per_change_set_edges_0", "500.0"),
                new StepFigures(Topology.DIRECT, 0, 10, 5_000_000L, 0, 0, 0, 0).lines());
    }

    @Test
    void ratiosCompareTheLargestWindowWithTheSmallestOfEachTopologyAndTheTopologiesAtTheLargest() {
        List<StepFigures> windows = List.of(
                new StepFigures(Topology.DIRECT, 0, 100, 50_000_000L, 0, 0, 0, 0),
                new StepFigures(Topology.RELAY, 1, 100, 100_000_000L, 5, 9, 60_000, 50_000),
                new StepFigures(Topology.RELAY, 8, 100, 110_000_000L, 5, 9, 66_000, 400_000),
                new StepFigures(Topology.DIRECT, 1, 100, 100_000_000L, 5, 9, 55_000, 0),
                new StepFigures(Topology.DIRECT, 8, 100, 150_000_000L, 5, 9, 440_000, 0));
        Map<String, String> expected = new LinkedHashMap<>();
        expected.put("main_cpu_ratio_edges_8_over_1", "1.50");
        expected.put("wan_bytes_ratio_edges_8_over_1", "8.00");
        expected.put("main_cpu_ratio_region_edges_8_over_1", "1.10");
        expected.put("wan_bytes_ratio_region_edges_8_over_1", "1.10");
        expected.put("wan_bytes_direct_over_region_edges_8", "6.67");
        assertEquals(expected, StepFigures.ratios(windows));
    }
}
