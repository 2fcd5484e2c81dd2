// SPDX-License-Identifier: Apache-2.0
package org.outpost.querycache.cache;

import java.time.Duration;
import java.util.Objects;
import java.util.Optional;

import org.outpost.annotation.RefreshMode;

/**
 * How the cache keeps one query's results.
 *
 * @param query      the named query
 * @param refresh    push: a touched result is reloaded off the request path; invalidate: it is evicted
 * @param maxEntries the most results kept; the least recently read goes first
 * @param expiry     how long a result lives without any change, for a query that reads the clock; empty: until a
 *                   change touches it
 */
public record QueryPolicy(String query, RefreshMode refresh, int maxEntries, Optional<Duration> expiry) {

    public QueryPolicy {
        Objects.requireNonNull(query, "query");
        Objects.requireNonNull(refresh, "refresh");
        if (maxEntries < 1) {
            throw new IllegalArgumentException("max-entries of " + query + " must be positive");
        }
        Objects.requireNonNull(expiry, "expiry");
    }
}
