// SPDX-License-Identifier: Apache-2.0
package org.outpost.descriptor;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

import org.jboss.jandex.IndexView;
import org.outpost.annotation.QuerySource;
import org.outpost.annotation.UpdateMode;

/**
 * What edges need of the entities that {@code source="main"} cacheable queries read and the descriptor does not
 * replicate. For a query the edges' query cache maintains, nothing of them is stored at an edge: main runs the query
 * on a miss, and publishes their changes on the change stream (the descriptor's {@code followedEntities}) so that an
 * edge refreshes exactly the cached results a change touches. A query the cache cannot follow ({@link #reason}) runs at
 * the edge instead, on {@code update="invalidate"} replicas of those entities: each change sends only its key and the
 * edge fetches the changed rows from main, in one round trip, when a statement next reads the entity. The entities
 * are those the JPQL names in {@code FROM} and {@code JOIN} (or the query's {@code invalidated-by} classes when it
 * lists them).
 * <p>
 * Main and every edge derive the same from the same deployment, so what main captures is what the edges expect.
 */
public final class QueryReplicas {

    private QueryReplicas() {
    }

    /**
     * The descriptor that follows the entities of its {@code source="main"} cacheable queries and replicates, in
     * {@code invalidate} mode, those of the queries the cache cannot follow, each with the origin of the first query
     * that reads it; the descriptor itself when it has nothing to add.
     *
     * @param descriptor a validated descriptor of the deployment
     * @param index      the deployment's annotation index, which holds the named queries and entities
     */
    public static OutpostDescriptor addTo(OutpostDescriptor descriptor, IndexView index) {
        DeploymentIndex deployment = new DeploymentIndex(index);
        Set<String> declared = new LinkedHashSet<>();
        descriptor.replicatedEntities().forEach(entity -> declared.add(entity.className()));
        Map<String, ReplicatedEntity> added = new LinkedHashMap<>();
        Set<String> followed = new LinkedHashSet<>(descriptor.followedEntities());
        for (CacheableQuery query : descriptor.cacheableQueries()) {
            if (query.source() != QuerySource.MAIN) {
                continue;
            }
            boolean replicas = deployment.namedQueryJpql(query.name()).flatMap(QueryReplicas::reason).isPresent();
            for (String className : entitiesRead(query, deployment)) {
                if (declared.contains(className)) {
                    continue;
                }
                if (replicas) {
                    added.putIfAbsent(className, new ReplicatedEntity(className, UpdateMode.INVALIDATE, List.of(),
                            Optional.empty(), Optional.empty(), query.origin()));
                } else {
                    followed.add(className);
                }
            }
        }
        followed.removeAll(added.keySet());
        if (added.isEmpty() && followed.equals(new LinkedHashSet<>(descriptor.followedEntities()))) {
            return descriptor;
        }
        List<ReplicatedEntity> replicated = new ArrayList<>(descriptor.replicatedEntities());
        replicated.addAll(added.values());
        return new OutpostDescriptor(replicated, descriptor.cacheableQueries(), descriptor.facades(), List.copyOf(followed));
    }

    /**
     * Why a {@code source="main"} query runs at the edge on {@code invalidate} replicas rather than from the query
     * cache; empty when the cache maintains it.
     *
     * @param jpql the query
     * @return the reason, for the deploy-time report
     */
    public static Optional<String> reason(String jpql) {
        return JpqlEntityNames.readsDerivedTable(jpql)
                ? Optional.of("it reads a derived table or a common table expression, whose rows the query cache cannot"
                        + " follow")
                : Optional.empty();
    }

    private static List<String> entitiesRead(CacheableQuery query, DeploymentIndex deployment) {
        if (!query.derivedDependencies()) {
            return query.invalidatedBy();
        }
        return deployment.namedQueryJpql(query.name()).map(JpqlEntityNames::of).orElse(List.of()).stream()
                .flatMap(name -> deployment.entityClass(name).stream()).toList();
    }
}
