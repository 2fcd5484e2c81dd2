// SPDX-License-Identifier: Apache-2.0
package org.outpost.querycache.hibernate;

import java.time.Duration;
import java.util.ArrayList;
import java.util.Collection;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;

import org.hibernate.Hibernate;
import org.hibernate.engine.spi.SessionFactoryImplementor;
import org.hibernate.metamodel.mapping.EntityMappingType;
import org.hibernate.persister.entity.EntityPersister;
import org.hibernate.proxy.HibernateProxy;
import org.hibernate.query.hql.internal.NamedHqlQueryMementoImpl;
import org.hibernate.query.named.NamedObjectRepository;
import org.hibernate.query.sqm.spi.NamedSqmQueryMemento;
import org.outpost.descriptor.CacheableQuery;
import org.outpost.querycache.QueryCacheLogger;
import org.outpost.querycache.analysis.EntityDependency;
import org.outpost.querycache.analysis.QueryAnalysis;
import org.outpost.querycache.cache.CachedResult;
import org.outpost.querycache.cache.KeyValues;
import org.outpost.querycache.cache.QueryPolicy;
import org.outpost.querycache.cache.QueryResults;
import org.outpost.querycache.cache.ResultCache;
import org.outpost.querycache.cache.ResultSizes;

/**
 * The query cache of one session factory on an edge: its {@link ResultCache}, and what {@link CachedQuery} needs to
 * key, load and describe results. Started once the session factory is built, when the cacheable queries it defines
 * have been analysed: their named queries are replaced by {@link CachingMemento}s.
 */
final class QueryCacheRuntime {

    /** How long a result of a query that reads the clock lives without a change, when it has no max-staleness. */
    static final Duration CLOCK_EXPIRY = Duration.ofSeconds(60);

    private final SessionFactoryImplementor factory;
    private final Map<String, QueryAnalysis> analyses = new HashMap<>();
    private final ResultCache cache;

    private QueryCacheRuntime(SessionFactoryImplementor factory, QueryCacheBinding binding, List<QueryAnalysis> cached,
            long maxBytes) {
        this.factory = factory;
        List<QueryResults> queries = new ArrayList<>();
        for (QueryAnalysis analysis : cached) {
            analyses.put(analysis.query(), analysis);
            CacheableQuery query = binding.descriptor().cacheableQueries().stream()
                    .filter(declared -> declared.name().equals(analysis.query())).findFirst().orElseThrow();
            Optional<Duration> expiry = analysis.clock().map(clock -> query.maxStaleness().orElse(CLOCK_EXPIRY));
            queries.add(QueryResults.of(new QueryPolicy(query.name(), query.refresh(), query.maxEntries(), expiry),
                    analysis));
        }
        ExecutorService refresher = Executors.newSingleThreadExecutor(task -> {
            Thread thread = new Thread(task, "outpost-query-refresh-" + binding.unit());
            thread.setDaemon(true);
            return thread;
        });
        this.cache = new ResultCache(binding.unit(), queries, this::entityNames, maxBytes,
                new BackgroundReloader(factory), refresher, System::nanoTime);
    }

    /**
     * Starts caching the given queries of a session factory: replaces their named queries.
     *
     * @param cached the analyses of the queries to cache, none refused
     */
    static QueryCacheRuntime start(SessionFactoryImplementor factory, QueryCacheBinding binding,
            List<QueryAnalysis> cached, long maxBytes) {
        if (!factory.getSessionFactoryOptions().isQueryCacheEnabled()) {
            throw new IllegalStateException("persistence unit " + binding.unit() + " has no query result cache, which"
                    + " Outpost's query cache works through; do not set its shared-cache-mode to NONE");
        }
        QueryCacheRuntime runtime = new QueryCacheRuntime(factory, binding, cached, maxBytes);
        NamedObjectRepository named = factory.getQueryEngine().getNamedObjectRepository();
        for (QueryAnalysis analysis : cached) {
            NamedSqmQueryMemento memento = named.getSqmQueryMemento(analysis.query());
            if (!(memento instanceof NamedHqlQueryMementoImpl hql)) {
                throw new IllegalStateException("named query " + analysis.query() + " of persistence unit "
                        + binding.unit() + " is not a JPQL string Outpost can cache (" + memento + ")");
            }
            named.registerSqmQueryMemento(analysis.query(), new CachingMemento(hql, runtime));
        }
        QueryCacheLogger.ROOT_LOGGER.caching(binding.unit(), cached.stream().map(QueryAnalysis::query).toList().toString(),
                maxBytes);
        return runtime;
    }

    ResultCache cache() {
        return cache;
    }

    /** The comparable form of a bound parameter value: an entity by its id, a collection element by element. */
    Object keyValue(Object value) {
        if (value instanceof Collection<?> values) {
            List<Object> keys = new ArrayList<>();
            values.forEach(element -> keys.add(keyValue(element)));
            return keys;
        }
        if (value instanceof HibernateProxy || value != null && factory.getMappingMetamodel().isEntityClass(value.getClass())) {
            return KeyValues.of(factory.getPersistenceUnitUtil().getIdentifier(value));
        }
        return KeyValues.of(value);
    }

    /**
     * The result to cache of a load: the rows Hibernate put, and the ids of the joined rows each result holds, read
     * from the entities the load built.
     *
     * @throws IllegalStateException when Hibernate put no rows (its query result cache was not used)
     */
    CachedResult result(String query, List<?> rows, List<?> entities, long startedNanos) {
        if (rows == null) {
            throw new IllegalStateException("Hibernate did not hand the result of query " + query + " to the query cache");
        }
        Map<String, Set<Object>> held = new HashMap<>();
        Set<String> unknown = new HashSet<>();
        for (EntityDependency dependency : analyses.get(query).dependencies()) {
            dependency.heldVia().ifPresent(path -> {
                Optional<Set<Object>> ids = heldIds(entities, path);
                ids.ifPresentOrElse(found -> held.put(dependency.entity(), found), () -> unknown.add(dependency.entity()));
            });
        }
        return new CachedResult(rows, held, unknown, -1, startedNanos, ResultSizes.of(rows));
    }

    /** The ids of the entities at the end of {@code path} from each result entity; empty when one cannot be read. */
    private Optional<Set<Object>> heldIds(List<?> entities, List<String> path) {
        Set<Object> ids = new HashSet<>();
        for (Object entity : entities) {
            Object reached = entity;
            for (int i = 0; i < path.size() && reached != null; i++) {
                if (!Hibernate.isInitialized(reached)) {
                    return Optional.empty();
                }
                EntityPersister persister = factory.getMappingMetamodel().findEntityDescriptor(Hibernate.getClass(reached));
                if (persister == null) {
                    return Optional.empty();
                }
                reached = persister.getPropertyValue(reached, path.get(i));
            }
            if (reached != null) {
                ids.add(KeyValues.of(factory.getPersistenceUnitUtil().getIdentifier(reached)));
            }
        }
        return Optional.of(ids);
    }

    /** An entity name and the names of its subclasses: whose change rows concern a dependency on it. */
    private Set<String> entityNames(String entityName) {
        EntityMappingType entity = factory.getMappingMetamodel().findEntityDescriptor(entityName);
        Set<String> names = new HashSet<>(entity == null ? Set.of() : entity.getSubclassEntityNames());
        names.add(entityName);
        return names;
    }

    /** Stops the refresher. */
    void close() {
        cache.close();
    }
}
