// SPDX-License-Identifier: Apache-2.0
package org.outpost.reliability;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.EnumMap;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;

/** The plan is a pure function of its seed, and every kind comes as often as any other. */
class PlannedFaultTest {

    @Test
    void aHundredFaultsCoverEveryKindEvenly() {
        List<PlannedFault> plan = PlannedFault.plan(100, 7, List.of(FaultKind.values()));
        assertEquals(100, plan.size());
        Map<FaultKind, Integer> counts = new EnumMap<>(FaultKind.class);
        plan.forEach(fault -> counts.merge(fault.kind(), 1, Integer::sum));
        assertEquals(FaultKind.values().length, counts.size());
        int least = counts.values().stream().mapToInt(Integer::intValue).min().orElseThrow();
        int most = counts.values().stream().mapToInt(Integer::intValue).max().orElseThrow();
        assertTrue(most - least <= 1, counts.toString());
        for (PlannedFault fault : plan) {
            if (fault.kind().onEdge()) {
                assertNotNull(fault.edge(), fault.toString());
            } else {
                assertNull(fault.edge(), fault.toString());
            }
        }
        assertEquals(1, plan.get(0).number());
        assertEquals(100, plan.get(99).number());
    }

    @Test
    void theSeedDecidesTheOrder() {
        List<FaultKind> kinds = List.of(FaultKind.values());
        assertEquals(PlannedFault.plan(30, 3, kinds), PlannedFault.plan(30, 3, kinds));
        assertNotEquals(PlannedFault.plan(30, 3, kinds), PlannedFault.plan(30, 4, kinds));
    }
}
