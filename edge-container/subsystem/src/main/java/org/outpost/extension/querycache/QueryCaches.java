// SPDX-License-Identifier: Apache-2.0
package org.outpost.extension.querycache;

import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentSkipListMap;
import java.util.function.Consumer;

import org.jboss.as.controller.AttributeDefinition;
import org.jboss.as.controller.OperationStepHandler;
import org.jboss.as.controller.SimpleAttributeDefinitionBuilder;
import org.jboss.dmr.ModelNode;
import org.jboss.dmr.ModelType;
import org.outpost.querycache.analysis.QueryAnalysis;
import org.outpost.querycache.cache.QueryStatistics;
import org.outpost.querycache.cache.ResultCache;

/**
 * The cacheable queries of every deployment on this server, shown by the runtime attribute {@code query-cache} of
 * {@code /subsystem=outpost}: deployment → query → its persistence unit, classification and deploy-time report line,
 * and on an edge the figures of its cached results. Thread-safe.
 */
public final class QueryCaches {

    /** The runtime attribute. */
    public static final AttributeDefinition ATTRIBUTE = new SimpleAttributeDefinitionBuilder("query-cache", ModelType.OBJECT, true)
            .setStorageRuntime()
            .build();

    private final Map<String, Map<String, UnitQuery>> byDeployment = new ConcurrentSkipListMap<>();
    private final Map<String, Map<String, ResultCache>> running = new ConcurrentSkipListMap<>();
    private final Map<String, Map<String, MainQueryService>> serving = new ConcurrentSkipListMap<>();

    /** Receives the analyses of one persistence unit of a deployment. */
    Consumer<List<QueryAnalysis>> report(String deployment, String unit) {
        return analyses -> {
            Map<String, UnitQuery> queries = byDeployment.computeIfAbsent(deployment, name -> new ConcurrentSkipListMap<>());
            analyses.forEach(analysis -> queries.put(analysis.query(), new UnitQuery(unit, analysis)));
        };
    }

    /** The cache of a persistence unit started ({@code cache} not {@code null}) or stopped. */
    void running(String deployment, String unit, ResultCache cache) {
        Map<String, ResultCache> units = running.computeIfAbsent(deployment, name -> new ConcurrentSkipListMap<>());
        if (cache == null) {
            units.remove(unit);
        } else {
            units.put(unit, cache);
        }
    }

    /** On main, the source="main" queries of a persistence unit are served ({@code service} not {@code null}) or not. */
    void serving(String deployment, String unit, MainQueryService service) {
        Map<String, MainQueryService> units = serving.computeIfAbsent(deployment, name -> new ConcurrentSkipListMap<>());
        if (service == null) {
            units.remove(unit);
        } else {
            units.put(unit, service);
        }
    }

    /** On main, what answers the edges' source="main" queries of a persistence unit of a deployment. */
    public Optional<MainQueryService> served(String deployment, String unit) {
        return Optional.ofNullable(serving.getOrDefault(deployment, Map.of()).get(unit));
    }

    void remove(String deployment) {
        byDeployment.remove(deployment);
        running.remove(deployment);
        serving.remove(deployment);
    }

    /** Reads {@link #ATTRIBUTE}. */
    public OperationStepHandler readHandler() {
        return (context, operation) -> {
            ModelNode result = context.getResult().setEmptyObject();
            byDeployment.forEach((deployment, queries) -> {
                ModelNode node = result.get(deployment).setEmptyObject();
                queries.forEach((query, unitQuery) -> {
                    ModelNode entry = node.get(query);
                    entry.get("persistence-unit").set(unitQuery.unit());
                    entry.get("classification").set(unitQuery.analysis().classification().text());
                    entry.get("report").set(unitQuery.analysis().describe());
                });
                running.getOrDefault(deployment, Map.of()).values().forEach(cache ->
                        cache.statistics().forEach(figures -> write(figures, node.get(figures.query()))));
            });
        };
    }

    private static void write(QueryStatistics figures, ModelNode entry) {
        entry.get("entries").set(figures.entries());
        entry.get("bytes").set(figures.bytes());
        entry.get("hits").set(figures.hits());
        entry.get("misses").set(figures.misses());
        entry.get("loads").set(figures.loads());
        entry.get("waits").set(figures.waits());
        entry.get("refreshes").set(figures.refreshes());
        entry.get("touches").set(figures.touches());
        entry.get("invalidations").set(figures.invalidations());
        entry.get("evictions").set(figures.evictions());
        entry.get("load-failures").set(figures.loadFailures());
        entry.get("bypasses").set(figures.bypasses());
    }

    private record UnitQuery(String unit, QueryAnalysis analysis) {
    }
}
