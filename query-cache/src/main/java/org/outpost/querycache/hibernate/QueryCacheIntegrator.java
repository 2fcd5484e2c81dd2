// SPDX-License-Identifier: Apache-2.0
package org.outpost.querycache.hibernate;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Collectors;

import org.hibernate.HibernateException;
import org.hibernate.SessionFactory;
import org.hibernate.SessionFactoryObserver;
import org.hibernate.boot.Metadata;
import org.hibernate.boot.spi.BootstrapContext;
import org.hibernate.engine.config.spi.ConfigurationService;
import org.hibernate.engine.spi.SessionFactoryImplementor;
import org.hibernate.integrator.spi.Integrator;
import org.hibernate.metamodel.mapping.EntityMappingType;
import org.hibernate.query.named.NamedObjectRepository;
import org.hibernate.service.spi.SessionFactoryServiceRegistry;
import org.outpost.annotation.QuerySource;
import org.outpost.changestream.PersistenceUnitIntegrators;
import org.outpost.descriptor.CacheableQuery;
import org.outpost.querycache.QueryCacheLogger;
import org.outpost.querycache.analysis.Classification;
import org.outpost.querycache.analysis.EntityDependency;
import org.outpost.querycache.analysis.QueryAnalysis;
import org.outpost.querycache.analysis.QueryAnalyzer;
import org.outpost.querycache.analysis.ReplicatedClasses;

/**
 * Analyses the cacheable queries a persistence unit defines, once its session factory is built (Hibernate calls the
 * observer this integrator registers on the building thread, after the mapping and the named queries exist), logs
 * each classification and hands the analyses to the binding's report. A refused query fails the session factory, and
 * with it the deployment, naming the query and the reason.
 * <p>
 * On main it then gives the key columns of those queries to the capture ({@link KeyColumns}) and, when the binding
 * asks for it, hands over the unit's {@link MainQueries}, which run its {@code source="main"} queries for the edges;
 * on an edge it starts the unit's query cache ({@link QueryCacheRuntime}), which the unit's cacheable named queries
 * read through.
 * <p>
 * The subsystem registers it with {@link #bind(Map, QueryCacheBinding)} in each persistence unit of a deployment
 * that declares cacheable queries, on main and on edges alike.
 */
public final class QueryCacheIntegrator implements Integrator {

    /** The session factory setting holding the unit's {@link QueryCacheBinding}. */
    public static final String SETTING = "outpost.query-cache";

    private QueryCacheIntegrator() {
    }

    /**
     * Registers the integrator in a JPA persistence unit's properties.
     *
     * @throws IllegalStateException if the unit names an integrator provider of its own
     */
    public static void bind(Map<Object, Object> properties, QueryCacheBinding binding) {
        PersistenceUnitIntegrators.register(properties, new QueryCacheIntegrator(), SETTING, binding, "query cache");
    }

    @Override
    public void integrate(Metadata metadata, BootstrapContext bootstrapContext, SessionFactoryImplementor sessionFactory) {
        Object setting = sessionFactory.getServiceRegistry().requireService(ConfigurationService.class).getSettings()
                .get(SETTING);
        if (!(setting instanceof QueryCacheBinding binding)) {
            throw new HibernateException("Setting " + SETTING + " must hold a " + QueryCacheBinding.class.getName());
        }
        sessionFactory.addObserver(new SessionFactoryObserver() {
            private QueryCacheRuntime runtime;

            @Override
            public void sessionFactoryCreated(SessionFactory factory) {
                SessionFactoryImplementor implementor = (SessionFactoryImplementor) factory;
                List<QueryAnalysis> analyses = analyze(binding, implementor);
                binding.keyColumns().set(keyColumns(implementor, analyses));
                binding.report().accept(analyses);
                binding.edge().ifPresent(edge -> {
                    runtime = QueryCacheRuntime.start(implementor, binding, cachedAtTheEdge(analyses, edge),
                            edge.maxBytes(), edge.main());
                    edge.started().accept(runtime.cache());
                });
                binding.main().ifPresent(main -> main.accept(new MainQueries(implementor, binding.unit(),
                        analyses.stream().filter(analysis -> analysis.source() == QuerySource.MAIN && analysis.cached())
                                .map(QueryAnalysis::query).collect(Collectors.toSet()))));
            }

            @Override
            public void sessionFactoryClosed(SessionFactory factory) {
                if (runtime != null) {
                    binding.edge().orElseThrow().started().accept(null);
                    runtime.close();
                }
                binding.main().ifPresent(main -> main.accept(null));
            }
        });
    }

    /**
     * The queries an edge caches: those computed on its replica store, and those computed on main when it has the way
     * to main.
     */
    private static List<QueryAnalysis> cachedAtTheEdge(List<QueryAnalysis> analyses, QueryCacheBinding.EdgeCaching edge) {
        return analyses.stream().filter(QueryAnalysis::cached)
                .filter(analysis -> analysis.source() == QuerySource.EDGE || edge.main().isPresent()).toList();
    }

    /** The key columns of every analysed query, by entity name and every subclass entity name. */
    private static Map<String, Set<String>> keyColumns(SessionFactoryImplementor factory, List<QueryAnalysis> analyses) {
        Map<String, Set<String>> columns = new HashMap<>();
        for (QueryAnalysis analysis : analyses) {
            for (EntityDependency dependency : analysis.dependencies()) {
                EntityMappingType entity = factory.getMappingMetamodel().findEntityDescriptor(dependency.entity());
                Set<String> names = new HashSet<>(entity == null ? Set.of() : entity.getSubclassEntityNames());
                names.add(dependency.entity());
                for (String name : names) {
                    dependency.keys().forEach(key -> columns.computeIfAbsent(name, any -> new HashSet<>()).add(key.column()));
                }
            }
        }
        return columns;
    }

    /** The analyses of the unit's cacheable queries; throws naming every refused one. */
    static List<QueryAnalysis> analyze(QueryCacheBinding binding, SessionFactoryImplementor factory) {
        QueryAnalyzer analyzer = new QueryAnalyzer(factory, ReplicatedClasses.of(factory, binding.descriptor()));
        NamedObjectRepository named = factory.getQueryEngine().getNamedObjectRepository();
        List<QueryAnalysis> analyses = new ArrayList<>();
        for (CacheableQuery query : binding.descriptor().cacheableQueries()) {
            if (named.getSqmQueryMemento(query.name()) != null || named.getNativeQueryMemento(query.name()) != null) {
                QueryAnalysis analysis = analyzer.analyze(query);
                QueryCacheLogger.ROOT_LOGGER.classified(binding.unit(), analysis.describe());
                analyses.add(analysis);
            }
        }
        List<String> refused = analyses.stream().filter(analysis -> analysis.classification() == Classification.REFUSED)
                .map(analysis -> "'" + analysis.query() + "': " + analysis.refusal().orElseThrow()).toList();
        if (!refused.isEmpty()) {
            throw new HibernateException("Outpost cannot cache these queries of persistence unit " + binding.unit()
                    + ": " + String.join("; ", refused));
        }
        return List.copyOf(analyses);
    }

    @Override
    public void disintegrate(SessionFactoryImplementor sessionFactory, SessionFactoryServiceRegistry serviceRegistry) {
        // Nothing held beyond the observer, which goes with the session factory.
    }
}
