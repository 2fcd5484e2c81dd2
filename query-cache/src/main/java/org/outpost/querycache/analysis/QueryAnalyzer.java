// SPDX-License-Identifier: Apache-2.0
package org.outpost.querycache.analysis;

import java.util.ArrayList;
import java.util.Collections;
import java.util.IdentityHashMap;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.function.Predicate;

import jakarta.persistence.criteria.Predicate.BooleanOperator;

import org.hibernate.LockMode;
import org.hibernate.engine.spi.SessionFactoryImplementor;
import org.hibernate.metamodel.MappingMetamodel;
import org.hibernate.metamodel.mapping.EntityMappingType;
import org.hibernate.query.named.NamedObjectRepository;
import org.hibernate.query.sqm.ComparisonOperator;
import org.hibernate.query.sqm.spi.NamedSqmQueryMemento;
import org.hibernate.query.sqm.tree.SqmStatement;
import org.hibernate.query.sqm.tree.domain.SqmPath;
import org.hibernate.query.sqm.tree.expression.SqmParameter;
import org.hibernate.query.sqm.tree.from.SqmRoot;
import org.hibernate.query.sqm.tree.predicate.SqmComparisonPredicate;
import org.hibernate.query.sqm.tree.predicate.SqmGroupedPredicate;
import org.hibernate.query.sqm.tree.predicate.SqmJunctionPredicate;
import org.hibernate.query.sqm.tree.predicate.SqmPredicate;
import org.hibernate.query.sqm.tree.select.SqmQuerySpec;
import org.hibernate.query.sqm.tree.select.SqmSelectStatement;
import org.outpost.annotation.QuerySource;
import org.outpost.descriptor.CacheableQuery;
import org.outpost.descriptor.QueryReplicas;

/**
 * Derives, from Hibernate's parsed query model (SQM) and the runtime mapping of one session factory, what a cacheable
 * named query reads and how a change to each entity it reads touches its cached results:
 * <ul>
 *   <li>The query's top-level conditions of the form {@code path = :parameter} (joined by {@code AND}) key its
 *       results: a change to a row of the entity holding {@code path}'s column touches only the results whose
 *       parameter equals the row's old or new value ({@link ParameterKey}).</li>
 *   <li>The root entity is followed by its keys; without one, a change touches every result.</li>
 *   <li>An entity reached from the root through to-one associations is followed by its keys and, when the results
 *       show or order by its data, by the rows each result holds. Filtering on its columns other than through a key
 *       makes a change touch every result: the filtered rows may join any result.</li>
 *   <li>Entities read through collections, entity joins, further roots or subqueries are followed by touching
 *       every result.</li>
 * </ul>
 * Refused: a query that is not a named HQL {@code SELECT}, that locks rows, that reads a collection of values (whose
 * changes the change stream does not carry), or that has {@code source="edge"} and reads an entity the edge does not
 * replicate.
 */
public final class QueryAnalyzer {

    private static final Set<String> CLOCK_FUNCTIONS = Set.of("current_date", "current_time", "current_timestamp",
            "local_date", "local_time", "local_datetime", "offset_datetime", "instant", "current_instant", "now",
            "sysdate", "localtime", "localtimestamp");

    private final SessionFactoryImplementor factory;
    private final Predicate<String> replicated;

    /**
     * @param factory    the session factory whose named queries and mapping are analysed
     * @param replicated whether an entity name is replicated to the edges
     */
    public QueryAnalyzer(SessionFactoryImplementor factory, Predicate<String> replicated) {
        this.factory = factory;
        this.replicated = replicated;
    }

    /** Analyses one cacheable query of the deployment. */
    public QueryAnalysis analyze(CacheableQuery query) {
        NamedObjectRepository named = factory.getQueryEngine().getNamedObjectRepository();
        NamedSqmQueryMemento memento = named.getSqmQueryMemento(query.name());
        if (memento == null) {
            return QueryAnalysis.refused(query.name(), query.source(), named.getNativeQueryMemento(query.name()) != null
                    ? "a native SQL query, whose dependencies Outpost cannot derive; write it in JPQL"
                    : "no named query of that name in this persistence unit");
        }
        Optional<String> replicas = query.source() == QuerySource.MAIN ? QueryReplicas.reason(memento.getHqlString())
                : Optional.empty();
        if (replicas.isPresent()) {
            return new QueryAnalysis(query.name(), query.source(), Classification.SERVED_FROM_REPLICAS, List.of(),
                    Optional.empty(), replicas);
        }
        if (memento.getLockOptions() != null && memento.getLockOptions().findGreatestLockMode().greaterThan(LockMode.READ)) {
            return QueryAnalysis.refused(query.name(), query.source(), "it locks rows ("
                    + memento.getLockOptions().findGreatestLockMode() + "), which a cached result cannot do");
        }
        SqmStatement<?> statement = factory.getQueryEngine().getHqlTranslator().translate(memento.getHqlString(), null);
        if (!(statement instanceof SqmSelectStatement<?> select)) {
            return QueryAnalysis.refused(query.name(), query.source(), "not a SELECT statement");
        }
        return new Analysis(query, select).run();
    }

    /** The state of one analysis. */
    private final class Analysis {

        private final CacheableQuery query;
        private final SqmSelectStatement<?> select;
        private final SqmQuerySpec<?> spec;
        private final SqmRoot<?> primaryRoot;
        private final PathResolver resolver;
        private final Map<String, DependencyBuilder> dependencies = new LinkedHashMap<>();
        private final Set<SqmPath<?>> keyedPaths = Collections.newSetFromMap(new IdentityHashMap<>());

        Analysis(CacheableQuery query, SqmSelectStatement<?> select) {
            this.query = query;
            this.select = select;
            this.spec = select.getQueryPart() instanceof SqmQuerySpec<?> querySpec ? querySpec : null;
            List<? extends SqmRoot<?>> roots = spec == null ? List.of() : spec.getFromClause().getRoots();
            this.primaryRoot = roots.size() == 1 ? roots.get(0) : null;
            this.resolver = new PathResolver(factory.getMappingMetamodel(), primaryRoot, roots);
        }

        QueryAnalysis run() {
            List<KeyCandidate> keys = primaryRoot == null ? List.of() : keyCandidates();
            QueryReads reads = new QueryReads();
            select.accept(reads);
            for (QueryReads.Read read : reads.reads()) {
                Optional<ResolvedPath> resolved = resolver.resolve(read.path(), read.asRow());
                if (resolved.isEmpty()) {
                    return refused("it reads " + read.path().getNavigablePath().getFullPath()
                            + ", which is neither an entity nor reached from one (a derived table or CTE)");
                }
                Optional<String> refusal = follow(read, resolved.get());
                if (refusal.isPresent()) {
                    return refused(refusal.get());
                }
            }
            for (KeyCandidate key : keys) {
                DependencyBuilder dependency = dependencies.get(key.path().last().entity());
                dependency.keys.add(new ParameterKey(key.parameter(), key.path().last().entity(), key.path().text(),
                        key.path().columns().iterator().next()));
            }
            if (primaryRoot != null) {
                rootWithoutKeys();
            }
            Optional<String> clock = reads.functions().stream().filter(CLOCK_FUNCTIONS::contains).findFirst();
            List<EntityDependency> built = new ArrayList<>();
            if (query.derivedDependencies()) {
                dependencies.values().forEach(dependency -> built.add(dependency.build()));
            } else {
                listedDependencies(built);
            }
            boolean everyResult = built.stream().anyMatch(dependency -> dependency.everyResult().isPresent());
            return new QueryAnalysis(query.name(), query.source(), everyResult
                    ? Classification.INVALIDATED_PER_ENTITY_TYPE : Classification.MAINTAINED_PER_PARAMETER,
                    built, clock, Optional.empty());
        }

        private QueryAnalysis refused(String reason) {
            return QueryAnalysis.refused(query.name(), query.source(), reason);
        }

        /** Records what one read reads; a reason to refuse the query when it cannot be cached. */
        private Optional<String> follow(QueryReads.Read read, ResolvedPath path) {
            for (Hop hop : path.hops()) {
                if (hop.elementCollection()) {
                    return Optional.of("it reads the collection of values " + hop.via()
                            + ", whose changes the change stream does not carry");
                }
                if (query.source() == QuerySource.EDGE && !replicated.test(hop.entity())) {
                    return Optional.of("its source is 'edge' but it reads entity "
                            + EntityDependency.simpleName(hop.entity()) + " (" + hop.via()
                            + "), which is not replicated; replicate it or use source 'main'");
                }
                DependencyBuilder dependency = dependency(hop);
                hop.wholeQueryOnly().ifPresent(dependency::everyResult);
            }
            Hop last = path.last();
            DependencyBuilder dependency = dependency(last);
            dependency.columns.addAll(path.columns());
            dependency.wholeRows |= path.wholeRow();
            if (last.wholeQueryOnly().isEmpty() && !last.isRoot()) {
                switch (read.clause()) {
                    case SELECT, ORDER, GROUP -> dependency.heldVia = last.attributes();
                    case FROM -> {
                        if (read.asRow()) {
                            dependency.heldVia = last.attributes();
                        }
                    }
                    case WHERE, HAVING -> {
                        if (!keyedPaths.contains(read.path())) {
                            dependency.everyResult("it filters on " + path.text()
                                    + " other than by comparing it with a parameter");
                        }
                    }
                }
            }
            return Optional.empty();
        }

        private DependencyBuilder dependency(Hop hop) {
            return dependencies.computeIfAbsent(hop.entity(), entity -> new DependencyBuilder(entity, hop.via()));
        }

        /** The root is followed by its keys; without any, every change touches every result. */
        private void rootWithoutKeys() {
            String root = factory.getMappingMetamodel().getEntityDescriptor(primaryRoot.getEntityName()).getEntityName();
            DependencyBuilder dependency = dependencies.get(root);
            if (dependency.keys.isEmpty()) {
                dependency.everyResult(select.getSqmParameters().isEmpty() ? "the query has no parameter"
                        : "no parameter is compared with '=' to a column of " + EntityDependency.simpleName(root));
            }
            boolean rootSelected = spec.getSelectClause().getSelections().size() == 1
                    && spec.getSelectClause().getSelections().get(0).getSelectableNode() == primaryRoot;
            for (DependencyBuilder other : dependencies.values()) {
                if (other.heldVia != null && !rootSelected) {
                    other.everyResult("the results are not " + EntityDependency.simpleName(root)
                            + " entities, from which Outpost would read which " + EntityDependency.simpleName(other.entity)
                            + " rows each holds");
                }
            }
        }

        /** {@code invalidated-by} replaces the derived entities: listed ones are kept or added, others dropped. */
        private void listedDependencies(List<EntityDependency> built) {
            MappingMetamodel metamodel = factory.getMappingMetamodel();
            for (String className : query.invalidatedBy()) {
                EntityMappingType entity = metamodel.findEntityDescriptor(className);
                String entityName = entity == null ? className : entity.getEntityName();
                DependencyBuilder dependency = dependencies.get(entityName);
                if (dependency == null) {
                    dependency = new DependencyBuilder(entityName, EntityDependency.simpleName(entityName));
                    dependency.everyResult("listed in invalidated-by");
                }
                built.add(dependency.build());
            }
        }

        /** The top-level {@code path = :parameter} conditions whose path resolves to one column. */
        private List<KeyCandidate> keyCandidates() {
            List<SqmPredicate> conjuncts = new ArrayList<>();
            if (spec.getWhereClause() != null && spec.getWhereClause().getPredicate() != null) {
                conjuncts(spec.getWhereClause().getPredicate(), conjuncts);
            }
            List<KeyCandidate> keys = new ArrayList<>();
            for (SqmPredicate conjunct : conjuncts) {
                if (conjunct instanceof SqmComparisonPredicate comparison && !comparison.isNegated()
                        && comparison.getSqmOperator() == ComparisonOperator.EQUAL) {
                    key(comparison.getLeftHandExpression(), comparison.getRightHandExpression()).ifPresent(keys::add);
                    key(comparison.getRightHandExpression(), comparison.getLeftHandExpression()).ifPresent(keys::add);
                }
            }
            return keys;
        }

        private Optional<KeyCandidate> key(Object side, Object other) {
            if (!(side instanceof SqmPath<?> path) || !(other instanceof SqmParameter<?> parameter)) {
                return Optional.empty();
            }
            return resolver.resolve(path, false)
                    .filter(resolved -> resolved.columns().size() == 1)
                    .filter(resolved -> resolved.hops().stream().allMatch(hop -> hop.wholeQueryOnly().isEmpty()))
                    .map(resolved -> {
                        keyedPaths.add(path);
                        return new KeyCandidate(parameterName(parameter), resolved);
                    });
        }

        private static void conjuncts(SqmPredicate predicate, List<SqmPredicate> out) {
            if (predicate instanceof SqmJunctionPredicate junction && !junction.isNegated()
                    && junction.getOperator() == BooleanOperator.AND) {
                junction.getPredicates().forEach(part -> conjuncts(part, out));
            } else if (predicate instanceof SqmGroupedPredicate grouped && !grouped.isNegated()) {
                conjuncts(grouped.getSubPredicate(), out);
            } else {
                out.add(predicate);
            }
        }
    }

    /** The name a parameter has in the report and in cache keys: {@code :name} or {@code ?1}. */
    public static String parameterName(SqmParameter<?> parameter) {
        return parameter.getName() != null ? ":" + parameter.getName() : "?" + parameter.getPosition();
    }

    /** A top-level {@code path = :parameter} condition. */
    private record KeyCandidate(String parameter, ResolvedPath path) {
    }

    /** The mutable form of an {@link EntityDependency} while the statement is walked. */
    private static final class DependencyBuilder {

        final String entity;
        final String via;
        final List<ParameterKey> keys = new ArrayList<>();
        final Set<String> columns = new LinkedHashSet<>();
        boolean wholeRows;
        List<String> heldVia;
        String everyResult;

        DependencyBuilder(String entity, String via) {
            this.entity = entity;
            this.via = via;
        }

        void everyResult(String reason) {
            if (everyResult == null) {
                everyResult = reason;
            }
        }

        EntityDependency build() {
            return new EntityDependency(entity, via, keys, Optional.ofNullable(heldVia), columns, wholeRows,
                    Optional.ofNullable(everyResult));
        }
    }
}
