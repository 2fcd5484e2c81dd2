// SPDX-License-Identifier: Apache-2.0
package org.outpost.querycache.staleness;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

import org.junit.jupiter.api.Test;
import org.outpost.annotation.DisconnectedPolicy;

class StaleReadsTest {

    @Test
    void theRequestOnThisThreadHearsEachStaleResultServed() {
        List<Duration> heard = new ArrayList<>();
        StaleReads.servedStale(Duration.ofSeconds(1));
        try (StaleReads scope = StaleReads.open(heard::add)) {
            StaleReads.servedStale(Duration.ofSeconds(2));
            List<Duration> inner = new ArrayList<>();
            try (StaleReads nested = StaleReads.open(inner::add)) {
                StaleReads.servedStale(Duration.ofSeconds(3));
            }
            assertEquals(List.of(Duration.ofSeconds(3)), inner);
            StaleReads.servedStale(Duration.ofSeconds(4));
        }
        StaleReads.servedStale(Duration.ofSeconds(5));
        assertEquals(List.of(Duration.ofSeconds(2), Duration.ofSeconds(4)), heard, "outside a scope nobody hears");
    }

    @Test
    void theScopeKeepsTheFirstReadRefused() {
        StalenessBudget budget = new StalenessBudget("q", Duration.ofSeconds(1), DisconnectedPolicy.FAIL);
        StaleResultException first = new StaleResultException(budget, StaleVerdict.FAIL, Duration.ofSeconds(2));
        StaleReads.refused(first);
        try (StaleReads scope = StaleReads.open(staleness -> { })) {
            assertEquals(Optional.empty(), scope.refusal());
            StaleReads.refused(first);
            StaleReads.refused(new StaleResultException(budget, StaleVerdict.FORWARD, Duration.ofSeconds(3)));
            assertSame(first, scope.refusal().orElseThrow());
        }
    }
}
