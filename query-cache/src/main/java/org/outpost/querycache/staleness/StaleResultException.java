// SPDX-License-Identifier: Apache-2.0
package org.outpost.querycache.staleness;

import java.time.Duration;

import org.hibernate.HibernateException;

/**
 * A read of a cacheable query past its staleness budget whose policy is {@code forward} or {@code fail}. Outpost's
 * filter in front of the edge's web modules handles it: {@code forward} has main serve the request (GET and HEAD),
 * {@code fail} answers 503 with this message. Jakarta Persistence callers see it wrapped in a
 * {@code PersistenceException}.
 */
public final class StaleResultException extends HibernateException {

    private static final long serialVersionUID = 1L;

    private final StaleVerdict verdict;
    private final Duration staleness;

    /**
     * @param verdict   {@link StaleVerdict#FORWARD} or {@link StaleVerdict#FAIL}
     * @param staleness how old the results are
     */
    public StaleResultException(StalenessBudget budget, StaleVerdict verdict, Duration staleness) {
        super("Outpost edge cannot serve " + budget.reason(staleness));
        if (verdict != StaleVerdict.FORWARD && verdict != StaleVerdict.FAIL) {
            throw new IllegalArgumentException("a stale result is refused to forward or to fail, not to " + verdict);
        }
        this.verdict = verdict;
        this.staleness = staleness;
    }

    /** {@link StaleVerdict#FORWARD} or {@link StaleVerdict#FAIL}. */
    public StaleVerdict verdict() {
        return verdict;
    }

    public Duration staleness() {
        return staleness;
    }
}
