// SPDX-License-Identifier: Apache-2.0
package org.outpost.querycache.cache;

/**
 * The figures of one cached query since its deployment started.
 *
 * @param query         the named query
 * @param entries       results held now
 * @param bytes         an estimate of their memory
 * @param hits          reads served from the cache
 * @param misses        reads that found no fresh result
 * @param loads         results loaded on the request path (one per group of concurrent misses)
 * @param waits         reads that waited for another read's load or a refresh
 * @param refreshes     results reloaded off the request path after a change touched them, or before they expired
 * @param touches       results a change touched
 * @param invalidations results evicted because a change touched them ({@code refresh="invalidate"})
 * @param evictions     results evicted for room (max-entries, memory)
 * @param loadFailures  loads and refreshes that failed
 * @param bypasses      reads the cache let through to the database (a filter, an entity graph, a lock…)
 */
public record QueryStatistics(String query, long entries, long bytes, long hits, long misses, long loads, long waits,
                              long refreshes, long touches, long invalidations, long evictions, long loadFailures,
                              long bypasses) {
}
