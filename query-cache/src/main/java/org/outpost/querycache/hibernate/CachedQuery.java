// SPDX-License-Identifier: Apache-2.0
package org.outpost.querycache.hibernate;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Stream;

import org.hibernate.CacheMode;
import org.hibernate.LockMode;
import org.hibernate.engine.spi.SharedSessionContractImplementor;
import org.hibernate.query.QueryParameter;
import org.hibernate.query.spi.QueryOptions;
import org.hibernate.query.spi.QueryParameterBinding;
import org.hibernate.query.sqm.internal.QuerySqmImpl;
import org.outpost.querycache.cache.CachedResult;
import org.outpost.querycache.cache.EntryKey;
import org.outpost.querycache.cache.Loaded;
import org.outpost.querycache.cache.QueryResults;
import org.outpost.querycache.cache.Served;

/**
 * A cacheable named query as the application gets it on an edge from {@code createNamedQuery}: executed through
 * Hibernate's own query result cache path, whose region is an {@link OutpostQueryResultsCache}, so that a hit builds
 * the application's entities, projections or scalars from cached JDBC values exactly as a database result would
 * (entities managed by the caller's persistence context), with no SQL. {@code getResultList}, {@code getSingleResult}
 * and {@code getResultStream} read through the edge's {@code ResultCache}; {@code scroll} runs uncached. A miss of a
 * {@code source="edge"} query runs its SQL on the replica store; a miss of a {@code source="main"} query has main run
 * it (one forwarded call) and builds the results from the rows main answers, as a hit would.
 * <p>
 * A read of a query with a staleness budget ({@code max-staleness}) while the edge's replica is older than it is
 * served with the request told ({@code serve-stale}), or refused to be forwarded or to fail, as the query's
 * {@code when-disconnected} (else the deployment's) says ({@link QueryCacheRuntime#admit}).
 * <p>
 * A read is let through to the database, uncached, when the session has filters enabled, the query has an entity
 * graph or fetch profiles, a lock mode, or a cache mode other than Hibernate's default: each would change what the
 * SQL returns or asks the cache not to be used.
 *
 * @param <R> the result type
 */
public final class CachedQuery<R> extends QuerySqmImpl<R> {

    /** The prefix of the query result region of a cached query; the query name follows. */
    static final String REGION_PREFIX = "outpost.query-cache.";

    private final QueryCacheRuntime runtime;
    private final QueryResults results;
    private final String name;
    /** Set while {@link #reload()} runs the query through {@link #list()}: the result it loaded. */
    private CachedResult reloaded;
    private boolean reloading;

    CachedQuery(CachingMemento memento, Class<R> resultType, SharedSessionContractImplementor session) {
        super(memento, resultType, session);
        this.runtime = memento.runtime();
        this.name = memento.getRegistrationName();
        this.results = runtime.cache().results(name).orElseThrow();
        setCacheable(true);
        setCacheRegion(REGION_PREFIX + name);
        setCacheMode(CacheMode.NORMAL);
    }

    @Override
    protected List<R> doList() {
        if (reloading) {
            Loaded<List<R>> loaded = load();
            reloaded = loaded.result();
            return loaded.value();
        }
        if (bypassed()) {
            results.bypassed();
            return super.doList();
        }
        runtime.admit(name);
        Map<String, Object> bound = bound();
        Map<String, Object> keyValues = new HashMap<>();
        bound.forEach((parameter, value) -> keyValues.put(parameter, runtime.keyValue(value)));
        EntryKey key = new EntryKey(name, keyValues, firstResult(), maxResults());
        Served<List<R>> served = runtime.cache().read(results, key, bound, this::load);
        return served.loaded().orElseGet(() -> serve(served.result().rows()));
    }

    /** The parameter values as bound, by {@code :name} or {@code ?position}; a parameter list as a list. */
    private Map<String, Object> bound() {
        Map<String, Object> bound = new HashMap<>();
        for (QueryParameter<?> parameter : getParameterMetadata().getRegistrations()) {
            String parameterName = parameter.getName() != null ? ":" + parameter.getName() : "?" + parameter.getPosition();
            QueryParameterBinding<?> binding = getQueryParameterBindings().getBinding(parameter);
            bound.put(parameterName, binding.isMultiValued() ? List.copyOf(binding.getBindValues()) : binding.getBindValue());
        }
        return bound;
    }

    private int firstResult() {
        return Optional.ofNullable(getQueryOptions().getLimit().getFirstRow()).orElse(0);
    }

    private int maxResults() {
        return Optional.ofNullable(getQueryOptions().getLimit().getMaxRows()).orElse(-1);
    }

    /** Reads through {@link #list()}, so that a stream is served from the cache too. */
    @Override
    @SuppressWarnings({"unchecked", "rawtypes"})
    public Stream stream() {
        return list().stream();
    }

    /**
     * Loads the result: runs the SQL in this session and keeps what Hibernate would cache or, for a query computed on
     * main, has main run it (one forwarded call) and builds the results from its rows.
     */
    private Loaded<List<R>> load() {
        long started = System.nanoTime();
        if (runtime.fromMain(name)) {
            QueryCacheRuntime.MainResult answer = runtime.askMain(name, bound(), firstResult(), maxResults());
            List<R> list = serve(answer.rows());
            return new Loaded<>(runtime.result(name, answer.rows(), list, started, answer.asOf()), list);
        }
        try (CacheExecution execution = CacheExecution.loading()) {
            List<R> list = super.doList();
            return new Loaded<>(runtime.result(name, execution.captured(), list, started, -1), list);
        }
    }

    /** Builds the results from cached rows, without SQL. */
    private List<R> serve(List<?> rows) {
        try (CacheExecution execution = CacheExecution.serving(rows)) {
            return super.doList();
        }
    }

    /** Loads a fresh result in this session, for a push refresh: the caller binds the parameters and the page. */
    CachedResult reload() {
        reloading = true;
        try {
            list();
            return reloaded;
        } finally {
            reloading = false;
        }
    }

    private boolean bypassed() {
        QueryOptions options = getQueryOptions();
        return getSession().getLoadQueryInfluencers().hasEnabledFilters()
                || options.getAppliedGraph() != null && options.getAppliedGraph().getGraph() != null
                || options.getEnabledFetchProfiles() != null && !options.getEnabledFetchProfiles().isEmpty()
                || options.getLockOptions().findGreatestLockMode().greaterThan(LockMode.READ)
                || options.getCacheMode() != CacheMode.NORMAL;
    }
}
