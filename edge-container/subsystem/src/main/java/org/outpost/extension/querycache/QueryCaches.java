// SPDX-License-Identifier: Apache-2.0
package org.outpost.extension.querycache;

import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentSkipListMap;
import java.util.function.Consumer;

import org.jboss.as.controller.AttributeDefinition;
import org.jboss.as.controller.OperationStepHandler;
import org.jboss.as.controller.SimpleAttributeDefinitionBuilder;
import org.jboss.dmr.ModelNode;
import org.jboss.dmr.ModelType;
import org.outpost.querycache.analysis.QueryAnalysis;

/**
 * The cacheable queries of every deployment on this server, shown by the runtime attribute {@code query-cache} of
 * {@code /subsystem=outpost}: deployment → query → its persistence unit, classification and the deploy-time report
 * line. Thread-safe.
 */
public final class QueryCaches {

    /** The runtime attribute. */
    public static final AttributeDefinition ATTRIBUTE = new SimpleAttributeDefinitionBuilder("query-cache", ModelType.OBJECT, true)
            .setStorageRuntime()
            .build();

    private final Map<String, Map<String, UnitQuery>> byDeployment = new ConcurrentSkipListMap<>();

    /** Receives the analyses of one persistence unit of a deployment. */
    Consumer<List<QueryAnalysis>> report(String deployment, String unit) {
        return analyses -> {
            Map<String, UnitQuery> queries = byDeployment.computeIfAbsent(deployment, name -> new ConcurrentSkipListMap<>());
            analyses.forEach(analysis -> queries.put(analysis.query(), new UnitQuery(unit, analysis)));
        };
    }

    void remove(String deployment) {
        byDeployment.remove(deployment);
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
            });
        };
    }

    private record UnitQuery(String unit, QueryAnalysis analysis) {
    }
}
