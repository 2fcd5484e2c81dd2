// SPDX-License-Identifier: Apache-2.0
package org.outpost.querycache.cache;

import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.atomic.LongAdder;

import org.outpost.querycache.analysis.EntityDependency;
import org.outpost.querycache.analysis.QueryAnalysis;

/**
 * The cached results of one query, least recently read first, and its counters. Guarded by its {@link ResultCache}'s
 * lock, except the counters.
 */
public final class QueryResults {

    final QueryPolicy policy;
    final QueryAnalysis analysis;
    final LinkedHashMap<EntryKey, Entry> entries = new LinkedHashMap<>(16, 0.75f, true);
    long bytes;

    final LongAdder hits = new LongAdder();
    final LongAdder misses = new LongAdder();
    final LongAdder loads = new LongAdder();
    final LongAdder waits = new LongAdder();
    final LongAdder refreshes = new LongAdder();
    final LongAdder touches = new LongAdder();
    final LongAdder invalidations = new LongAdder();
    final LongAdder evictions = new LongAdder();
    final LongAdder loadFailures = new LongAdder();
    final LongAdder bypasses = new LongAdder();

    private QueryResults(QueryPolicy policy, QueryAnalysis analysis) {
        this.policy = policy;
        this.analysis = analysis;
    }

    /** The (empty) results of a query kept by this policy, with what the analysis says it depends on. */
    public static QueryResults of(QueryPolicy policy, QueryAnalysis analysis) {
        return new QueryResults(policy, analysis);
    }

    /** The dependencies of the query, as analysed. */
    List<EntityDependency> dependencies() {
        return analysis.dependencies();
    }

    /** Counts a read the cache let through to the database (see the Hibernate side for why). */
    public void bypassed() {
        bypasses.increment();
    }

    /** The figures of this query, for the runtime attribute. */
    public QueryStatistics statistics() {
        return new QueryStatistics(policy.query(), entries.size(), bytes, hits.sum(), misses.sum(), loads.sum(),
                waits.sum(), refreshes.sum(), touches.sum(), invalidations.sum(), evictions.sum(), loadFailures.sum(),
                bypasses.sum());
    }

    /** Removes the least recently read entries beyond max-entries; returns the bytes freed. */
    long evictOverflow() {
        long freed = 0;
        Iterator<Map.Entry<EntryKey, Entry>> eldest = entries.entrySet().iterator();
        while (entries.size() > policy.maxEntries() && eldest.hasNext()) {
            freed += remove(eldest);
        }
        return freed;
    }

    /** Removes the least recently read entry; returns the bytes freed, 0 when there is none. */
    long evictEldest() {
        Iterator<Map.Entry<EntryKey, Entry>> eldest = entries.entrySet().iterator();
        return eldest.hasNext() ? remove(eldest) : 0;
    }

    private long remove(Iterator<Map.Entry<EntryKey, Entry>> at) {
        Entry entry = at.next().getValue();
        at.remove();
        evictions.increment();
        return forget(entry);
    }

    /** Accounts for an entry no longer held; returns the bytes freed. */
    long forget(Entry entry) {
        long freed = entry.result == null ? 0 : entry.result.bytes();
        bytes -= freed;
        return freed;
    }
}
