// SPDX-License-Identifier: Apache-2.0
package org.outpost.querycache.hibernate;

import java.util.List;
import java.util.Objects;
import java.util.function.Consumer;

import org.outpost.descriptor.OutpostDescriptor;
import org.outpost.querycache.analysis.QueryAnalysis;

/**
 * What {@link QueryCacheIntegrator} needs of one persistence unit.
 *
 * @param unit       the persistence unit's scoped name, for messages
 * @param descriptor the deployment's effective descriptor
 * @param report     receives the analyses of the cacheable queries this unit defines, once its session factory is
 *                   built
 */
public record QueryCacheBinding(String unit, OutpostDescriptor descriptor, Consumer<List<QueryAnalysis>> report) {

    public QueryCacheBinding {
        Objects.requireNonNull(unit, "unit");
        Objects.requireNonNull(descriptor, "descriptor");
        Objects.requireNonNull(report, "report");
    }
}
