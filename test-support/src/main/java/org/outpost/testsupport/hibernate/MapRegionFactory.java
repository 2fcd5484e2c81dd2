// SPDX-License-Identifier: Apache-2.0
package org.outpost.testsupport.hibernate;

import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

import org.hibernate.boot.spi.SessionFactoryOptions;
import org.hibernate.cache.cfg.spi.DomainDataRegionBuildingContext;
import org.hibernate.cache.cfg.spi.DomainDataRegionConfig;
import org.hibernate.cache.spi.support.DomainDataStorageAccess;
import org.hibernate.cache.spi.support.RegionFactoryTemplate;
import org.hibernate.cache.spi.support.StorageAccess;
import org.hibernate.engine.spi.SessionFactoryImplementor;
import org.hibernate.engine.spi.SharedSessionContractImplementor;

/**
 * A Hibernate second-level cache region factory keeping everything in maps, for Hibernate outside WildFly (whose
 * Infinispan one it stands for): the query-cache tests and the query-cache benchmark.
 */
public final class MapRegionFactory extends RegionFactoryTemplate {

    @Override
    protected void prepareForUse(SessionFactoryOptions settings, Map<String, Object> configValues) {
        // Nothing to start.
    }

    @Override
    protected void releaseFromUse() {
        // Nothing to stop.
    }

    @Override
    protected DomainDataStorageAccess createDomainDataStorageAccess(DomainDataRegionConfig regionConfig,
            DomainDataRegionBuildingContext buildingContext) {
        return new MapStorage();
    }

    @Override
    protected StorageAccess createQueryResultsRegionStorageAccess(String regionName, SessionFactoryImplementor factory) {
        return new MapStorage();
    }

    @Override
    protected StorageAccess createTimestampsRegionStorageAccess(String regionName, SessionFactoryImplementor factory) {
        return new MapStorage();
    }

    private static final class MapStorage implements DomainDataStorageAccess {

        private final Map<Object, Object> map = new ConcurrentHashMap<>();

        @Override
        public Object getFromCache(Object key, SharedSessionContractImplementor session) {
            return map.get(key);
        }

        @Override
        public void putIntoCache(Object key, Object value, SharedSessionContractImplementor session) {
            map.put(key, value);
        }

        @Override
        public boolean contains(Object key) {
            return map.containsKey(key);
        }

        @Override
        public void evictData() {
            map.clear();
        }

        @Override
        public void evictData(Object key) {
            map.remove(key);
        }

        @Override
        public void release() {
            map.clear();
        }
    }
}
