// SPDX-License-Identifier: Apache-2.0
package org.outpost.changestream.apply;

import java.util.Collection;
import java.util.Objects;
import java.util.UUID;

import jakarta.persistence.Cache;

import org.outpost.changestream.mapping.ReplicaSchema;
import org.outpost.changestream.mapping.ReplicaTable;
import org.outpost.changestream.mapping.RowKeys;

/**
 * Evicts the Hibernate second-level cache entries of the rows the {@link ApplyEndpoint} committed, and the query
 * cache regions (apply writes behind Hibernate's back, so its update timestamps do not see the change).
 * <p>
 * Built from the deployment's {@code EntityManagerFactory.getCache()} (or {@code SessionFactory.getCache()}); the
 * entity class and id type of each entity name come from the {@link ReplicaSchema}. A composite id evicts the
 * entity's whole region.
 */
public final class SecondLevelCacheEviction implements AppliedChangeListener {

    private final Cache cache;

    public SecondLevelCacheEviction(Cache cache) {
        this.cache = Objects.requireNonNull(cache, "cache");
    }

    @Override
    public void afterApply(AppliedChanges changes) {
        for (AppliedRow row : changes.rows()) {
            ReplicaTable table = row.table();
            if (table.entityClass() == null) {
                continue;
            }
            if (row.id().size() == 1 && table.idJavaType() != null) {
                cache.evict(table.entityClass(), RowKeys.javaId(row.id().get(0).value(), table.idJavaType()));
            } else {
                cache.evict(table.entityClass());
            }
        }
        evictQueryRegions();
    }

    @Override
    public void afterSnapshot(UUID epoch, long sequence, Collection<ReplicaTable> tables) {
        for (ReplicaTable table : tables) {
            if (table.entityClass() != null) {
                cache.evict(table.entityClass());
            }
        }
        evictQueryRegions();
    }

    private void evictQueryRegions() {
        org.hibernate.Cache hibernateCache;
        try {
            hibernateCache = cache.unwrap(org.hibernate.Cache.class);
        } catch (RuntimeException notHibernate) {
            return;
        }
        hibernateCache.evictQueryRegions();
    }
}
