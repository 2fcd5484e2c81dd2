// SPDX-License-Identifier: Apache-2.0
package org.outpost.bench.querycache;

import java.util.List;


import org.hibernate.FlushMode;
import org.hibernate.SessionFactory;
import org.hibernate.stat.Statistics;
import org.outpost.changestream.outbox.OutboxEntry;
import org.outpost.changestream.wire.WireFormatException;
import org.outpost.querycache.cache.QueryStatistics;

/**
 * The same reads cached two ways and the same stream of changes, one change at a time: on the edge, Outpost's cache
 * (each change set main committed is applied there; the results it evicts are counted), and on main, Hibernate's own
 * query cache, which holds a result until any table it reads is written (the results it no longer serves are
 * counted). After each change both read every result again, so each holds all of them when the next change comes, and
 * the two results of each read are compared.
 */
final class EvictionMeasurement {

    private final RubisMain main;
    private final RubisEdge edge;
    private final List<CachedRead> reads;
    private long nextSequence = 1;

    EvictionMeasurement(RubisMain main, RubisEdge edge, List<CachedRead> reads) {
        this.main = main;
        this.edge = edge;
        this.reads = reads;
    }

    /**
     * Counts the results each change evicts, after a first read of every result by both caches, and the results that
     * differ between the edge and main after each change (none should).
     */
    Evictions run(List<RubisChange> changes) {
        int atStart = readAll();
        if (atStart > 0) {
            throw new IllegalStateException(atStart + " results read at the edge differ from main's before any change");
        }
        int cachedAtTheEdge = (int) edge.cache().statistics().stream().mapToLong(QueryStatistics::entries).sum();
        long cachedByHibernate = hibernate().getQueryCachePutCount();
        if (cachedAtTheEdge != reads.size() || cachedByHibernate != reads.size()) {
            throw new IllegalStateException(reads.size() + " reads, but the edge holds " + cachedAtTheEdge
                    + " results and Hibernate cached " + cachedByHibernate);
        }
        Evictions evictions = new Evictions(reads.size());
        for (RubisChange change : changes) {
            long invalidations = invalidations();
            main.commit(change::write);
            relay();
            long evicted = invalidations() - invalidations;
            long misses = hibernate().getQueryCacheMissCount();
            int differing = readAll();
            evictions.count(change, evicted, hibernate().getQueryCacheMissCount() - misses, differing);
        }
        return evictions;
    }

    /** Applies at the edge what main committed since the last call, in order. */
    private void relay() {
        for (OutboxEntry entry : main.changeSetsFrom(nextSequence)) {
            try {
                edge.apply(entry.decode(main.codec()));
            } catch (WireFormatException e) {
                throw new IllegalStateException("change set " + entry.sequence() + " does not decode", e);
            }
            nextSequence = entry.sequence() + 1;
        }
    }

    /** Reads every result on the edge and on main; returns how many differ (in the ids of their rows). */
    private int readAll() {
        List<List<Object>> atTheEdge = readAll(edge.factory(), false);
        List<List<Object>> onMain = readAll(main.factory(), true);
        int differing = 0;
        for (int i = 0; i < reads.size(); i++) {
            if (!atTheEdge.get(i).equals(onMain.get(i))) {
                differing++;
            }
        }
        return differing;
    }

    private List<List<Object>> readAll(SessionFactory unit, boolean hibernateCache) {
        return unit.fromTransaction(session -> {
            // Read-only: no flush before each query, which would check every entity the earlier reads loaded.
            session.setHibernateFlushMode(FlushMode.MANUAL);
            session.setDefaultReadOnly(true);
            return reads.stream().map(read -> read.run(session, hibernateCache).stream()
                    .map(session::getIdentifier).toList()).toList();
        });
    }

    private long invalidations() {
        return edge.cache().statistics().stream().mapToLong(QueryStatistics::invalidations).sum();
    }

    private Statistics hibernate() {
        return main.factory().getStatistics();
    }
}
