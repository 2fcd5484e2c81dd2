// SPDX-License-Identifier: Apache-2.0
package org.outpost.querycache.hibernate;

import org.hibernate.engine.spi.SharedSessionContractImplementor;
import org.hibernate.query.hql.internal.NamedHqlQueryMementoImpl;
import org.hibernate.query.hql.spi.SqmQueryImplementor;

/**
 * The named query of a cacheable query on an edge, registered in place of Hibernate's own memento once the session
 * factory is built: the same query, whose {@link #toQuery} gives a {@link CachedQuery}. Everything else (the HQL,
 * hints, lock options, validation) is the original's.
 */
final class CachingMemento extends NamedHqlQueryMementoImpl {

    private final transient QueryCacheRuntime runtime;

    CachingMemento(NamedHqlQueryMementoImpl original, QueryCacheRuntime runtime) {
        super(original.getRegistrationName(), original.getResultType(), original.getHqlString(),
                original.getFirstResult(), original.getMaxResults(), original.getCacheable(), original.getCacheRegion(),
                original.getCacheMode(), original.getFlushMode(), original.getReadOnly(), original.getLockOptions(),
                original.getTimeout(), original.getFetchSize(), original.getComment(), original.getParameterTypes(),
                original.getHints());
        this.runtime = runtime;
    }

    QueryCacheRuntime runtime() {
        return runtime;
    }

    @Override
    public <T> SqmQueryImplementor<T> toQuery(SharedSessionContractImplementor session, Class<T> resultType) {
        return new CachedQuery<>(this, resultType, session);
    }
}
