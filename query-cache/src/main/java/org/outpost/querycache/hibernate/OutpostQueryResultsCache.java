// SPDX-License-Identifier: Apache-2.0
package org.outpost.querycache.hibernate;

import java.util.List;
import java.util.Set;

import org.hibernate.cache.spi.QueryKey;
import org.hibernate.cache.spi.QueryResultsCache;
import org.hibernate.cache.spi.QueryResultsRegion;
import org.hibernate.engine.spi.SharedSessionContractImplementor;

/**
 * The query result cache Hibernate sees for the region of one cached query: it answers from the
 * {@link CacheExecution} of the calling thread, which {@link CachedQuery} set up; the results themselves live in
 * Outpost's {@code ResultCache}, keyed by parameter values rather than SQL, and never go stale by Hibernate's update
 * timestamps (an edge's Hibernate never writes; Outpost follows main's changes).
 */
final class OutpostQueryResultsCache implements QueryResultsCache {

    private final QueryResultsRegion region;

    OutpostQueryResultsCache(QueryResultsRegion region) {
        this.region = region;
    }

    @Override
    public QueryResultsRegion getRegion() {
        return region;
    }

    @Override
    public boolean put(QueryKey key, List<?> result, SharedSessionContractImplementor session) {
        CacheExecution execution = CacheExecution.current();
        return execution != null && execution.capture(result);
    }

    @Override
    public List<?> get(QueryKey key, Set<String> spaces, SharedSessionContractImplementor session) {
        CacheExecution execution = CacheExecution.current();
        return execution == null ? null : execution.rowsToServe();
    }

    @Override
    public List<?> get(QueryKey key, String[] spaces, SharedSessionContractImplementor session) {
        return get(key, Set.of(), session);
    }
}
