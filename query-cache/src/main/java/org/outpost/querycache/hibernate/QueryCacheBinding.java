// SPDX-License-Identifier: Apache-2.0
package org.outpost.querycache.hibernate;

import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.function.Consumer;

import org.outpost.descriptor.OutpostDescriptor;
import org.outpost.querycache.analysis.QueryAnalysis;
import org.outpost.querycache.cache.ResultCache;
import org.outpost.querycache.remote.MainQueryChannel;
import org.outpost.querycache.staleness.DisconnectedReads;

/**
 * What {@link QueryCacheIntegrator} needs of one persistence unit.
 *
 * @param unit       the persistence unit's scoped name, for messages
 * @param descriptor the deployment's effective descriptor
 * @param report     receives the analyses of the cacheable queries this unit defines, once its session factory is
 *                   built
 * @param keyColumns filled with the key columns of those queries, whose old values main's change sets carry
 * @param edge       present on an edge, which caches the results
 * @param main       present on main when the unit defines {@code source="main"} cacheable queries: receives the
 *                   unit's {@link MainQueries}, which run them for the edges, once it is built ({@code null} when the
 *                   unit closes)
 */
public record QueryCacheBinding(String unit, OutpostDescriptor descriptor, Consumer<List<QueryAnalysis>> report,
                                KeyColumns keyColumns, Optional<EdgeCaching> edge, Optional<Consumer<MainQueries>> main) {

    public QueryCacheBinding {
        Objects.requireNonNull(unit, "unit");
        Objects.requireNonNull(descriptor, "descriptor");
        Objects.requireNonNull(report, "report");
        Objects.requireNonNull(keyColumns, "keyColumns");
        Objects.requireNonNull(edge, "edge");
        Objects.requireNonNull(main, "main");
        if (edge.isPresent() && main.isPresent()) {
            throw new IllegalArgumentException("persistence unit " + unit + " is bound as an edge and as main");
        }
    }

    /** A binding of an edge ({@code edge} present) or of main without {@code source="main"} queries to serve. */
    public QueryCacheBinding(String unit, OutpostDescriptor descriptor, Consumer<List<QueryAnalysis>> report,
            KeyColumns keyColumns, Optional<EdgeCaching> edge) {
        this(unit, descriptor, report, keyColumns, edge, Optional.empty());
    }

    /** A binding that analyses and reports only (main). */
    public QueryCacheBinding(String unit, OutpostDescriptor descriptor, Consumer<List<QueryAnalysis>> report,
            KeyColumns keyColumns) {
        this(unit, descriptor, report, keyColumns, Optional.empty());
    }

    /** Whether this unit caches query results (an edge). */
    public boolean caches() {
        return edge.isPresent();
    }

    /** Whether Hibernate's query result cache path of this unit is Outpost's: an edge, or main serving queries. */
    boolean usesOutpostRegions() {
        return edge.isPresent() || main.isPresent();
    }

    /**
     * How an edge caches.
     *
     * @param maxBytes the memory the unit's cached results may hold
     * @param started  receives the unit's cache once it runs (to follow the change stream and show its figures);
     *                 {@code null} when the unit closes
     * @param main     the way to main for {@code source="main"} queries; without it the edge caches only
     *                 {@code source="edge"} queries
     * @param disconnected how stale the edge's replica is, for the queries' staleness budgets ({@code max-staleness})
     */
    public record EdgeCaching(long maxBytes, Consumer<ResultCache> started, Optional<MainQueryChannel> main,
                              DisconnectedReads disconnected) {

        public EdgeCaching {
            Objects.requireNonNull(started, "started");
            Objects.requireNonNull(main, "main");
            Objects.requireNonNull(disconnected, "disconnected");
        }

        /** Caching of {@code source="edge"} and {@code source="main"} queries by an edge never known stale. */
        public EdgeCaching(long maxBytes, Consumer<ResultCache> started, Optional<MainQueryChannel> main) {
            this(maxBytes, started, main, DisconnectedReads.NEVER_STALE);
        }

        /** Caching of {@code source="edge"} queries only, by an edge never known stale. */
        public EdgeCaching(long maxBytes, Consumer<ResultCache> started) {
            this(maxBytes, started, Optional.empty());
        }
    }
}
