// SPDX-License-Identifier: Apache-2.0
package org.outpost.querycache.hibernate;

import java.util.Map;

import org.hibernate.Session;
import org.hibernate.engine.spi.SessionFactoryImplementor;
import org.outpost.querycache.cache.CachedResult;
import org.outpost.querycache.cache.EntryKey;
import org.outpost.querycache.cache.Reloader;

/**
 * Reloads a cached result in a read-only session of its own, on the cache's refresher thread, outside any
 * transaction: a push refresh, off the request path.
 */
final class BackgroundReloader implements Reloader {

    private final SessionFactoryImplementor factory;

    BackgroundReloader(SessionFactoryImplementor factory) {
        this.factory = factory;
    }

    @Override
    public CachedResult reload(EntryKey key, Map<String, Object> bound) {
        try (Session session = factory.openSession()) {
            session.setDefaultReadOnly(true);
            CachedQuery<?> query = session.createNamedQuery(key.query()).unwrap(CachedQuery.class);
            QueryParameters.bind(query, bound, key.firstResult(), key.maxResults());
            return query.reload();
        }
    }
}
