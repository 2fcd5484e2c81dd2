// SPDX-License-Identifier: Apache-2.0
package org.outpost.changestream.apply;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.time.Instant;

import org.junit.jupiter.api.Test;

class LagReservoirTest {

    @Test
    void percentilesAreNearestRankOverWhatWasRecordedInAnyOrder() {
        LagReservoir reservoir = new LagReservoir(1_000);
        for (int i = 100; i >= 1; i--) {
            reservoir.record(i);
        }
        long[] sorted = reservoir.sorted();
        assertEquals(100, reservoir.size());
        assertEquals(50, LagReservoir.percentile(sorted, 50));
        assertEquals(99, LagReservoir.percentile(sorted, 99));
        assertEquals(100, LagReservoir.percentile(sorted, 100));
        assertEquals(1, LagReservoir.percentile(sorted, 0));
    }

    @Test
    void aFewValuesGiveRanksRoundedUp() {
        long[] three = {10, 20, 30};
        assertEquals(20, LagReservoir.percentile(three, 50));
        assertEquals(30, LagReservoir.percentile(three, 99));
        assertEquals(7, LagReservoir.percentile(new long[] {7}, 50));
        assertEquals(7, LagReservoir.percentile(new long[] {7}, 99));
    }

    @Test
    void emptyHasNoPercentile() {
        LagReservoir reservoir = new LagReservoir(10);
        assertEquals(0, reservoir.size());
        assertEquals(-1, LagReservoir.percentile(reservoir.sorted(), 50));
        assertEquals(-1, LagReservoir.percentile(reservoir.sorted(), 99));
    }

    @Test
    void onlyTheMostRecentCapacityValuesCount() {
        LagReservoir reservoir = new LagReservoir(10_000);
        for (int i = 1; i <= 25_000; i++) {
            reservoir.record(i);
        }
        long[] sorted = reservoir.sorted();
        assertEquals(10_000, reservoir.size());
        assertEquals(15_001, sorted[0]);
        assertEquals(20_000, LagReservoir.percentile(sorted, 50));
        assertEquals(24_900, LagReservoir.percentile(sorted, 99));
    }

    @Test
    void capacityMustBePositive() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> new LagReservoir(0));
        assertEquals("capacity must be positive, got 0", e.getMessage());
    }

    @Test
    void statsCarryThePercentilesOfEachChangeSetsLag() {
        ApplyCounters counters = new ApplyCounters();
        Instant now = Instant.parse("2026-11-22T10:00:00Z");
        ApplyStats none = counters.snapshot(null, 0, now);
        assertEquals(-1, none.lagMillisP50());
        assertEquals(-1, none.lagMillisP99());
        assertEquals(0, none.lagSamples());

        for (int lag = 1; lag <= 200; lag++) {
            Instant applied = now.plusSeconds(lag);
            counters.recordApplied(1, applied.minusMillis(lag), applied);
        }
        counters.recordApplied(1, now.plusSeconds(300), now.plusSeconds(299));
        ApplyStats stats = counters.snapshot(null, 0, now.plusSeconds(300));
        assertEquals(201, stats.lagSamples());
        assertEquals(100, stats.lagMillisP50(), stats::toString);
        assertEquals(198, stats.lagMillisP99(), stats::toString);
        assertEquals(0, stats.lagMillis(), "a commit time after the apply (clock skew) counts as no lag");
    }
}
