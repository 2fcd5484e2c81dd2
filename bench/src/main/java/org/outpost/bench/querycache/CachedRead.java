// SPDX-License-Identifier: Apache-2.0
package org.outpost.bench.querycache;

import java.util.List;
import java.util.Map;

import org.hibernate.Session;
import org.hibernate.jpa.HibernateHints;
import org.hibernate.query.Query;

/**
 * One read of a cacheable named query as RUBiS' façades make it: the query, its parameter values and its page.
 *
 * @param query       the named query
 * @param parameters  each parameter's value
 * @param firstResult the first result, 0 for the first page
 * @param maxResults  the page size, -1 for every result
 */
record CachedRead(String query, Map<String, Object> parameters, int firstResult, int maxResults) {

    CachedRead {
        parameters = Map.copyOf(parameters);
    }

    /**
     * Runs the read in {@code session}: on an edge it goes through Outpost's cache by itself; {@code hibernateCache}
     * asks Hibernate's own query cache for it (the hint a Hibernate application sets).
     */
    List<?> run(Session session, boolean hibernateCache) {
        Query<?> read = session.createNamedQuery(query, Object.class);
        parameters.forEach(read::setParameter);
        if (firstResult > 0) {
            read.setFirstResult(firstResult);
        }
        if (maxResults >= 0) {
            read.setMaxResults(maxResults);
        }
        if (hibernateCache) {
            read.setHint(HibernateHints.HINT_CACHEABLE, true);
        }
        return read.getResultList();
    }
}
