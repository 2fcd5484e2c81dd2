// SPDX-License-Identifier: Apache-2.0
package org.outpost.querycache.staleness;

/** What an edge does with one read of a cacheable query, given the query's staleness budget. */
public enum StaleVerdict {
    /** Within the budget (or none): served as usual. */
    SERVE,
    /** Over the budget, {@code when-disconnected="serve-stale"}: served, and the response says how stale. */
    SERVE_STALE,
    /** Over the budget, {@code when-disconnected="forward"}: main serves the request instead. */
    FORWARD,
    /** Over the budget, {@code when-disconnected="fail"}: the read fails, naming why. */
    FAIL
}
