// SPDX-License-Identifier: Apache-2.0
package org.outpost.querycache.hibernate;

import org.hibernate.cache.internal.NoCachingRegionFactory;
import org.hibernate.cache.spi.CacheImplementor;
import org.hibernate.cache.spi.RegionFactory;
import org.hibernate.engine.config.spi.ConfigurationService;
import org.hibernate.engine.spi.CacheInitiator;
import org.hibernate.service.spi.SessionFactoryServiceContributor;
import org.hibernate.service.spi.SessionFactoryServiceInitiator;
import org.hibernate.service.spi.SessionFactoryServiceInitiatorContext;
import org.hibernate.service.spi.SessionFactoryServiceRegistryBuilder;

/**
 * Makes a session factory's {@link CacheImplementor} an {@link OutpostCaching} when its settings bind the query cache
 * on an edge, or on main serving {@code source="main"} queries; any other session factory gets Hibernate's own
 * ({@link CacheInitiator}). Hibernate finds the contributor with {@link java.util.ServiceLoader} through the
 * persistence unit's class loaders, to which the subsystem adds this module.
 */
public final class OutpostCachingInitiator implements SessionFactoryServiceInitiator<CacheImplementor>,
        SessionFactoryServiceContributor {

    @Override
    public void contribute(SessionFactoryServiceRegistryBuilder builder) {
        builder.addInitiator(this);
    }

    @Override
    public CacheImplementor initiateService(SessionFactoryServiceInitiatorContext context) {
        Object binding = context.getServiceRegistry().requireService(ConfigurationService.class).getSettings()
                .get(QueryCacheIntegrator.SETTING);
        RegionFactory regions = context.getServiceRegistry().getService(RegionFactory.class);
        if (binding instanceof QueryCacheBinding queryCache && queryCache.usesOutpostRegions()
                && !(regions instanceof NoCachingRegionFactory)) {
            return new OutpostCaching(context.getSessionFactory());
        }
        return CacheInitiator.INSTANCE.initiateService(context);
    }

    @Override
    public Class<CacheImplementor> getServiceInitiated() {
        return CacheImplementor.class;
    }
}
