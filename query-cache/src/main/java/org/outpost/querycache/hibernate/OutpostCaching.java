// SPDX-License-Identifier: Apache-2.0
package org.outpost.querycache.hibernate;

import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

import org.hibernate.cache.internal.EnabledCaching;
import org.hibernate.cache.spi.QueryResultsCache;
import org.hibernate.cache.spi.support.QueryResultsRegionTemplate;
import org.hibernate.cache.spi.support.StorageAccess;
import org.hibernate.engine.spi.SessionFactoryImplementor;
import org.hibernate.engine.spi.SharedSessionContractImplementor;

/**
 * Hibernate's caching of a session factory whose cacheable queries Outpost caches: everything as usual, except that
 * the query result regions of Outpost's cached queries ({@link CachedQuery#REGION_PREFIX}) are
 * {@link OutpostQueryResultsCache}s, which keep nothing themselves.
 */
final class OutpostCaching extends EnabledCaching {

    private final Map<String, QueryResultsCache> regions = new ConcurrentHashMap<>();

    OutpostCaching(SessionFactoryImplementor sessionFactory) {
        super(sessionFactory);
    }

    @Override
    protected QueryResultsCache makeQueryResultsRegionAccess(String regionName) {
        if (!regionName.startsWith(CachedQuery.REGION_PREFIX)) {
            return super.makeQueryResultsRegionAccess(regionName);
        }
        return regions.computeIfAbsent(regionName, name -> new OutpostQueryResultsCache(
                new QueryResultsRegionTemplate(name, getRegionFactory(), NoStorage.INSTANCE)));
    }

    /** The storage of Outpost's regions: none, the results live in the query cache. */
    private enum NoStorage implements StorageAccess {
        INSTANCE;

        @Override
        public Object getFromCache(Object key, SharedSessionContractImplementor session) {
            return null;
        }

        @Override
        public void putIntoCache(Object key, Object value, SharedSessionContractImplementor session) {
            // Nothing kept.
        }

        @Override
        public boolean contains(Object key) {
            return false;
        }

        @Override
        public void evictData() {
            // Nothing kept.
        }

        @Override
        public void evictData(Object key) {
            // Nothing kept.
        }

        @Override
        public void release() {
            // Nothing held.
        }
    }
}
