// SPDX-License-Identifier: Apache-2.0
package org.outpost.querycache.staleness;

import java.time.Duration;
import java.util.Objects;
import java.util.Optional;

import org.outpost.annotation.DisconnectedPolicy;

/**
 * A cacheable query's staleness budget: the oldest its results may be when an edge serves them, and what the edge
 * does with a read past it.
 *
 * @param query        the named query
 * @param maxStaleness the query's {@code max-staleness}
 * @param whenOver     the query's {@code when-disconnected}, else the deployment's policy
 */
public record StalenessBudget(String query, Duration maxStaleness, DisconnectedPolicy whenOver) {

    public StalenessBudget {
        Objects.requireNonNull(query, "query");
        Objects.requireNonNull(whenOver, "whenOver");
        if (maxStaleness.isNegative() || maxStaleness.isZero()) {
            throw new IllegalArgumentException("max-staleness of " + query + " must be positive, got " + maxStaleness);
        }
    }

    /**
     * What to do with a read while the edge's replica is {@code staleness} old.
     *
     * @param staleness how long the replica has not been known in step with main; empty while it is (connected)
     */
    public StaleVerdict decide(Optional<Duration> staleness) {
        if (staleness.isEmpty() || staleness.get().compareTo(maxStaleness) <= 0) {
            return StaleVerdict.SERVE;
        }
        return switch (whenOver) {
            case SERVE_STALE -> StaleVerdict.SERVE_STALE;
            case FORWARD -> StaleVerdict.FORWARD;
            case FAIL -> StaleVerdict.FAIL;
        };
    }

    /** Why a read of {@code staleness} is past the budget, for messages and logs. */
    public String reason(Duration staleness) {
        return "the cached results of query " + query + ": they may be " + staleness.toMillis()
                + " ms behind main (the edge has lost its change stream), beyond the query's max-staleness "
                + maxStaleness + " (when-disconnected=" + whenOver.token() + ")";
    }
}
