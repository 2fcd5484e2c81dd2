// SPDX-License-Identifier: Apache-2.0
package org.outpost.querycache.hibernate;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;

import org.hibernate.CacheMode;
import org.hibernate.Session;
import org.hibernate.engine.spi.SessionFactoryImplementor;
import org.hibernate.query.Query;
import org.hibernate.query.QueryParameter;
import org.outpost.changestream.wire.JavaRowsCodec;
import org.outpost.changestream.wire.WireFormatException;
import org.outpost.querycache.remote.QueryRequest;

/**
 * Main's side of the {@code source="main"} cacheable queries of one persistence unit: runs the query an edge asks for
 * (over its {@link org.outpost.querycache.remote.MainQueryChannel}) in a read-only session of its own, outside any
 * transaction, through Hibernate's query result cache path, and answers with the rows that path would cache, the
 * form in which the edge's cache keeps and serves them. Only the queries the deployment declares
 * {@code source="main"} run. Made by {@link QueryCacheIntegrator} once the unit is built; thread-safe.
 */
public final class MainQueries {

    private final SessionFactoryImplementor factory;
    private final String unit;
    private final Set<String> queries;
    private final ClassLoader classes;
    private final JavaRowsCodec codec = new JavaRowsCodec();

    MainQueries(SessionFactoryImplementor factory, String unit, Set<String> queries) {
        this.factory = factory;
        this.unit = unit;
        this.queries = Set.copyOf(new TreeSet<>(queries));
        this.classes = UnitClasses.of(factory);
    }

    /** The persistence unit's scoped name. */
    public String unit() {
        return unit;
    }

    /** The queries edges may ask for. */
    public Set<String> queries() {
        return queries;
    }

    /**
     * Runs one query for an edge.
     *
     * @return the rows, encoded
     * @throws IllegalArgumentException naming the query when it is not a {@code source="main"} cacheable query of this
     *                                  unit, or when its parameters do not decode or bind
     */
    public byte[] run(QueryRequest request) {
        String name = request.query();
        if (!queries.contains(name)) {
            throw new IllegalArgumentException("Query " + name + " is not a source=\"main\" cacheable query of persistence"
                    + " unit " + unit);
        }
        List<?> rows;
        try (Session session = factory.openSession()) {
            session.setDefaultReadOnly(true);
            Query<?> query = session.createNamedQuery(name);
            QueryParameters.bind(query, parameters(session, query, request), request.firstResult(), request.maxResults());
            query.setCacheable(true);
            query.setCacheRegion(CachedQuery.REGION_PREFIX + name);
            query.setCacheMode(CacheMode.NORMAL);
            try (CacheExecution execution = CacheExecution.loading()) {
                query.getResultList();
                rows = execution.captured();
            }
        }
        if (rows == null) {
            throw new IllegalStateException("Hibernate did not hand the result of query " + name + " of persistence unit "
                    + unit + " to the query cache; its query result cache must be on");
        }
        try {
            return codec.encode(rows);
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException("The result of query " + name + " cannot travel to an edge: " + e.getMessage(), e);
        }
    }

    /** The parameter values of a request, an entity id turned into the entity where the parameter is an entity. */
    private Map<String, Object> parameters(Session session, Query<?> query, QueryRequest request) {
        List<Object> values;
        try {
            values = codec.decode(request.parameterValues(), classes);
        } catch (WireFormatException e) {
            throw new IllegalArgumentException("The parameters of query " + request.query() + " do not decode: " + e.getMessage(), e);
        }
        if (values.size() != request.parameterNames().size()) {
            throw new IllegalArgumentException("Query " + request.query() + " got " + values.size() + " values for "
                    + request.parameterNames().size() + " parameters");
        }
        Map<String, Object> bound = new LinkedHashMap<>();
        for (int i = 0; i < values.size(); i++) {
            String parameter = request.parameterNames().get(i);
            Class<?> type = parameterType(query, parameter);
            Object value = QueryParameters.fromWire(values.get(i));
            if (type != null && factory.getMappingMetamodel().isEntityClass(type)) {
                value = value instanceof List<?> ids ? ids.stream().map(id -> reference(session, type, id)).toList()
                        : reference(session, type, value);
            }
            bound.put(parameter, value);
        }
        return bound;
    }

    private static Class<?> parameterType(Query<?> query, String parameter) {
        QueryParameter<?> declared = parameter.startsWith(":")
                ? query.getParameterMetadata().getQueryParameter(parameter.substring(1))
                : query.getParameterMetadata().getQueryParameter(Integer.parseInt(parameter.substring(1)));
        if (declared == null) {
            throw new IllegalArgumentException("Query " + query.getQueryString() + " has no parameter " + parameter);
        }
        return declared.getParameterType();
    }

    private static Object reference(Session session, Class<?> type, Object id) {
        return id == null || type.isInstance(id) ? id : session.getReference(type, id);
    }
}
