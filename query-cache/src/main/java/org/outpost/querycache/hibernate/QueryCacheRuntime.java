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
import java.util.TreeSet;
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
import org.outpost.annotation.DisconnectedPolicy;
import org.outpost.annotation.QuerySource;
import org.outpost.changestream.wire.JavaRowsCodec;
import org.outpost.changestream.wire.WireFormatException;
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
import org.outpost.querycache.remote.MainQueryChannel;
import org.outpost.querycache.remote.QueryAnswer;
import org.outpost.querycache.remote.QueryRequest;
import org.outpost.querycache.staleness.DisconnectedReads;
import org.outpost.querycache.staleness.StaleReads;
import org.outpost.querycache.staleness.StaleResultException;
import org.outpost.querycache.staleness.StaleVerdict;
import org.outpost.querycache.staleness.StalenessBudget;

/**
 * The query cache of one session factory on an edge: its {@link ResultCache}, and what {@link CachedQuery} needs to
 * key, load and describe results. Started once the session factory is built, when the cacheable queries it defines
 * have been analysed: their named queries are replaced by {@link CachingMemento}s.
 */
final class QueryCacheRuntime {

    /** How long a result of a query that reads the clock lives without a change, when it has no max-staleness. */
    static final Duration CLOCK_EXPIRY = Duration.ofSeconds(60);
    /**
     * How many results of a round of push refreshes reload at once: a {@code source="main"} reload waits a WAN round
     * trip, so a round of up to this many costs about one.
     */
    private static final int PARALLEL_RELOADS = 4;

    private final SessionFactoryImplementor factory;
    private final String unit;
    private final Map<String, QueryAnalysis> analyses = new HashMap<>();
    private final ResultCache cache;
    private final Optional<MainQueryChannel> main;
    private final ClassLoader classes;
    private final JavaRowsCodec codec = new JavaRowsCodec();
    private final Map<String, StalenessBudget> budgets = new HashMap<>();
    private final DisconnectedReads disconnected;

    private QueryCacheRuntime(SessionFactoryImplementor factory, QueryCacheBinding binding, List<QueryAnalysis> cached,
            long maxBytes, Optional<MainQueryChannel> main) {
        this.factory = factory;
        this.unit = binding.unit();
        this.main = main;
        this.classes = UnitClasses.of(factory);
        this.disconnected = binding.edge().map(QueryCacheBinding.EdgeCaching::disconnected)
                .orElse(DisconnectedReads.NEVER_STALE);
        List<QueryResults> queries = new ArrayList<>();
        for (QueryAnalysis analysis : cached) {
            analyses.put(analysis.query(), analysis);
            CacheableQuery query = binding.descriptor().cacheableQueries().stream()
                    .filter(declared -> declared.name().equals(analysis.query())).findFirst().orElseThrow();
            Optional<Duration> expiry = analysis.clock().map(clock -> query.maxStaleness().orElse(CLOCK_EXPIRY));
            DisconnectedPolicy whenOver = query.whenDisconnected().orElse(disconnected.policy());
            query.maxStaleness().ifPresent(budget -> budgets.put(query.name(),
                    new StalenessBudget(query.name(), budget, whenOver)));
            queries.add(QueryResults.of(new QueryPolicy(query.name(), query.refresh(), query.maxEntries(), expiry),
                    analysis));
        }
        this.cache = new ResultCache(binding.unit(), queries, this::entityNames, maxBytes,
                new BackgroundReloader(factory), daemons(1, "outpost-query-refresh-" + binding.unit()),
                daemons(PARALLEL_RELOADS, "outpost-query-reload-" + binding.unit()), System::nanoTime);
    }

    /**
     * Starts caching the given queries of a session factory: replaces their named queries.
     *
     * @param cached the analyses of the queries to cache, none refused
     * @param main   the way to main, which {@code source="main"} queries among them need
     */
    static QueryCacheRuntime start(SessionFactoryImplementor factory, QueryCacheBinding binding,
            List<QueryAnalysis> cached, long maxBytes, Optional<MainQueryChannel> main) {
        if (!factory.getSessionFactoryOptions().isQueryCacheEnabled()) {
            throw new IllegalStateException("persistence unit " + binding.unit() + " has no query result cache, which"
                    + " Outpost's query cache works through; do not set its shared-cache-mode to NONE");
        }
        if (main.isEmpty() && cached.stream().anyMatch(analysis -> analysis.source() == QuerySource.MAIN)) {
            throw new IllegalStateException("persistence unit " + binding.unit() + " caches source=\"main\" queries"
                    + " without a way to main");
        }
        QueryCacheRuntime runtime = new QueryCacheRuntime(factory, binding, cached, maxBytes, main);
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

    /**
     * Applies the query's staleness budget to a read about to be served from the cache: within it (or without one),
     * nothing; past it, tells the request a stale result is served ({@code serve-stale}) or refuses the read.
     *
     * @throws StaleResultException when the budget's policy is {@code forward} or {@code fail}
     */
    void admit(String query) {
        StalenessBudget budget = budgets.get(query);
        if (budget == null) {
            return;
        }
        Optional<Duration> staleness = disconnected.staleness().get();
        StaleVerdict verdict = budget.decide(staleness);
        switch (verdict) {
            case SERVE -> {
            }
            case SERVE_STALE -> StaleReads.servedStale(staleness.orElseThrow());
            case FORWARD, FAIL -> {
                StaleResultException refusal = new StaleResultException(budget, verdict, staleness.orElseThrow());
                StaleReads.refused(refusal);
                throw refusal;
            }
        }
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

    /** Whether the results of the query are computed on main. */
    boolean fromMain(String query) {
        return analyses.get(query).source() == QuerySource.MAIN;
    }

    /**
     * Has main run the query (one forwarded call) and gives its rows.
     *
     * @param bound the parameter values as the application bound them
     * @throws IllegalStateException naming the query when a parameter value cannot travel or main's rows do not decode
     * @throws RuntimeException      what the channel throws when main cannot be reached or refuses
     */
    MainResult askMain(String query, Map<String, Object> bound, int firstResult, int maxResults) {
        List<String> names = new ArrayList<>(new TreeSet<>(bound.keySet()));
        List<Object> values = new ArrayList<>(names.size());
        names.forEach(name -> values.add(toWire(bound.get(name))));
        byte[] parameters;
        try {
            parameters = codec.encode(values);
        } catch (IllegalArgumentException e) {
            throw new IllegalStateException("A parameter of query " + query + " cannot travel to main: " + e.getMessage(), e);
        }
        QueryAnswer answer = main.orElseThrow().run(new QueryRequest(unit, query, names, parameters, firstResult, maxResults));
        try {
            return new MainResult(codec.decode(answer.rows(), classes), answer.asOf());
        } catch (WireFormatException e) {
            throw new IllegalStateException("Main's result of query " + query + " does not decode: " + e.getMessage(), e);
        }
    }

    /** A parameter value as it travels: an entity as its id, a collection as an array. */
    private Object toWire(Object value) {
        if (value instanceof Collection<?> values) {
            return values.stream().map(this::toWire).toArray();
        }
        if (value instanceof HibernateProxy || value != null && factory.getMappingMetamodel().isEntityClass(value.getClass())) {
            return factory.getPersistenceUnitUtil().getIdentifier(value);
        }
        return value;
    }

    /**
     * The rows main answered, and the last change set of main's stream they reflect.
     *
     * @param rows the rows Hibernate's query result cache holds
     * @param asOf the change set, -1 when unknown
     */
    record MainResult(List<?> rows, long asOf) {
    }

    /**
     * The result to cache of a load: the rows Hibernate put, and the ids of the joined rows each result holds, read
     * from the entities the load built.
     *
     * @param asOf the change set of main's stream the rows reflect at least, -1 when unknown
     * @throws IllegalStateException when Hibernate put no rows (its query result cache was not used)
     */
    CachedResult result(String query, List<?> rows, List<?> entities, long startedNanos, long asOf) {
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
        return new CachedResult(rows, held, unknown, asOf, startedNanos, ResultSizes.of(rows));
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

    private static ExecutorService daemons(int threads, String name) {
        return Executors.newFixedThreadPool(threads, task -> {
            Thread thread = new Thread(task, name);
            thread.setDaemon(true);
            return thread;
        });
    }

    /** Stops the refreshes. */
    void close() {
        cache.close();
    }
}
