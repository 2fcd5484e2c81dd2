// SPDX-License-Identifier: Apache-2.0
package org.outpost.querycache.staleness;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.time.Duration;
import java.util.Optional;

import org.junit.jupiter.api.Test;
import org.outpost.annotation.DisconnectedPolicy;

class StalenessBudgetTest {

    private static final Duration BUDGET = Duration.ofSeconds(30);

    @Test
    void anEdgeInStepServesWhateverThePolicy() {
        for (DisconnectedPolicy policy : DisconnectedPolicy.values()) {
            assertEquals(StaleVerdict.SERVE, budget(policy).decide(Optional.empty()), policy.token());
        }
    }

    @Test
    void withinTheBudgetServesWhateverThePolicy() {
        for (DisconnectedPolicy policy : DisconnectedPolicy.values()) {
            assertEquals(StaleVerdict.SERVE, budget(policy).decide(Optional.of(Duration.ofSeconds(29))), policy.token());
            assertEquals(StaleVerdict.SERVE, budget(policy).decide(Optional.of(BUDGET)), "the budget itself is within");
        }
    }

    @Test
    void pastTheBudgetThePolicyDecides() {
        Optional<Duration> stale = Optional.of(Duration.ofMillis(30_001));
        assertEquals(StaleVerdict.SERVE_STALE, budget(DisconnectedPolicy.SERVE_STALE).decide(stale));
        assertEquals(StaleVerdict.FORWARD, budget(DisconnectedPolicy.FORWARD).decide(stale));
        assertEquals(StaleVerdict.FAIL, budget(DisconnectedPolicy.FAIL).decide(stale));
    }

    @Test
    void theReasonNamesTheQueryTheAgeTheBudgetAndThePolicy() {
        assertEquals("the cached results of query Item.byCategory: they may be 45000 ms behind main (the edge has lost"
                + " its change stream), beyond the query's max-staleness PT30S (when-disconnected=fail)",
                budget(DisconnectedPolicy.FAIL).reason(Duration.ofSeconds(45)));
        StaleResultException refused = new StaleResultException(budget(DisconnectedPolicy.FORWARD),
                StaleVerdict.FORWARD, Duration.ofSeconds(45));
        assertEquals(StaleVerdict.FORWARD, refused.verdict());
        assertEquals("Outpost edge cannot serve the cached results of query Item.byCategory: they may be 45000 ms"
                + " behind main (the edge has lost its change stream), beyond the query's max-staleness PT30S"
                + " (when-disconnected=forward)", refused.getMessage());
    }

    @Test
    void aBudgetIsPositiveAndARefusalForwardsOrFails() {
        IllegalArgumentException zero = assertThrows(IllegalArgumentException.class,
                () -> new StalenessBudget("q", Duration.ZERO, DisconnectedPolicy.FAIL));
        assertEquals("max-staleness of q must be positive, got PT0S", zero.getMessage());
        assertThrows(IllegalArgumentException.class, () -> new StaleResultException(budget(DisconnectedPolicy.FAIL),
                StaleVerdict.SERVE_STALE, Duration.ofMinutes(1)));
    }

    private static StalenessBudget budget(DisconnectedPolicy policy) {
        return new StalenessBudget("Item.byCategory", BUDGET, policy);
    }
}
