// SPDX-License-Identifier: Apache-2.0
package org.outpost.querycache.hibernate;

import java.util.Collection;
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
            bound.forEach((parameter, value) -> bind(query, parameter, value));
            if (key.firstResult() > 0) {
                query.setFirstResult(key.firstResult());
            }
            if (key.maxResults() >= 0) {
                query.setMaxResults(key.maxResults());
            }
            return query.reload();
        }
    }

    private static void bind(CachedQuery<?> query, String parameter, Object value) {
        boolean named = parameter.startsWith(":");
        if (value instanceof Collection<?> values) {
            if (named) {
                query.setParameterList(parameter.substring(1), values);
            } else {
                query.setParameterList(Integer.parseInt(parameter.substring(1)), values);
            }
        } else if (named) {
            query.setParameter(parameter.substring(1), value);
        } else {
            query.setParameter(Integer.parseInt(parameter.substring(1)), value);
        }
    }
}
