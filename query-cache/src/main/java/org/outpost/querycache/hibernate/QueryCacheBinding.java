// SPDX-License-Identifier: Apache-2.0
package org.outpost.querycache.hibernate;

import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.function.Consumer;

import org.outpost.descriptor.OutpostDescriptor;
import org.outpost.querycache.analysis.QueryAnalysis;
import org.outpost.querycache.cache.ResultCache;

/**
 * What {@link QueryCacheIntegrator} needs of one persistence unit.
 *
 * @param unit       the persistence unit's scoped name, for messages
 * @param descriptor the deployment's effective descriptor
 * @param report     receives the analyses of the cacheable queries this unit defines, once its session factory is
 *                   built
 * @param keyColumns filled with the key columns of those queries, whose old values main's change sets carry
 * @param edge       present on an edge, which caches the results
 */
public record QueryCacheBinding(String unit, OutpostDescriptor descriptor, Consumer<List<QueryAnalysis>> report,
                                KeyColumns keyColumns, Optional<EdgeCaching> edge) {

    public QueryCacheBinding {
        Objects.requireNonNull(unit, "unit");
        Objects.requireNonNull(descriptor, "descriptor");
        Objects.requireNonNull(report, "report");
        Objects.requireNonNull(keyColumns, "keyColumns");
        Objects.requireNonNull(edge, "edge");
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

    /**
     * How an edge caches.
     *
     * @param maxBytes the memory the unit's cached results may hold
     * @param started  receives the unit's cache once it runs (to follow the change stream and show its figures);
     *                 {@code null} when the unit closes
     */
    public record EdgeCaching(long maxBytes, Consumer<ResultCache> started) {

        public EdgeCaching {
            Objects.requireNonNull(started, "started");
        }
    }
}
