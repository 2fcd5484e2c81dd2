// SPDX-License-Identifier: Apache-2.0
package org.outpost.querycache.hibernate;

import java.util.Map;
import java.util.Set;

import org.outpost.changestream.capture.BeforeImages;

/**
 * On main, the columns whose values before an update or delete its change sets carry: the key columns of the
 * cacheable queries of one persistence unit ({@code ParameterKey#column()}), by entity name and every subclass entity
 * name, so that an edge knows which results a change moves a row out of. Empty until {@link QueryCacheIntegrator} has
 * analysed the unit's queries, which happens before the unit serves any transaction.
 */
public final class KeyColumns implements BeforeImages {

    private volatile Map<String, Set<String>> byEntity = Map.of();

    @Override
    public Set<String> columns(String entityName) {
        return byEntity.getOrDefault(entityName, Set.of());
    }

    void set(Map<String, Set<String>> columns) {
        this.byEntity = Map.copyOf(columns);
    }
}
