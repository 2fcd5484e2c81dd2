// SPDX-License-Identifier: Apache-2.0
package org.outpost.descriptor;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

import org.jboss.jandex.IndexView;
import org.outpost.annotation.QuerySource;
import org.outpost.annotation.UpdateMode;

/**
 * The entities that {@code source="main"} cacheable queries read and the descriptor does not replicate, added to it
 * as {@code update="invalidate"} replicas: that is how an edge serves such a query today. Each change to one of
 * their rows sends only its key; the edge fetches the changed rows from main, in one round trip, when a statement
 * next reads the entity, so the query runs at the edge on main's current rows. The entities are those the JPQL
 * names in {@code FROM} and {@code JOIN} (or the query's {@code invalidated-by} classes when it lists them).
 * <p>
 * Main and every edge derive the same replicas from the same deployment, so what main captures is what the edges
 * store.
 */
public final class QueryReplicas {

    private QueryReplicas() {
    }

    /**
     * The descriptor with the entities of its {@code source="main"} cacheable queries replicated in
     * {@code invalidate} mode, each with the origin of the first query that reads it; the descriptor itself when it
     * has none to add.
     *
     * @param descriptor a validated descriptor of the deployment
     * @param index      the deployment's annotation index, which holds the named queries and entities
     */
    public static OutpostDescriptor addTo(OutpostDescriptor descriptor, IndexView index) {
        DeploymentIndex deployment = new DeploymentIndex(index);
        Map<String, ReplicatedEntity> added = new LinkedHashMap<>();
        for (CacheableQuery query : descriptor.cacheableQueries()) {
            if (query.source() != QuerySource.MAIN) {
                continue;
            }
            for (String className : entitiesRead(query, deployment)) {
                boolean declared = descriptor.replicatedEntities().stream()
                        .anyMatch(entity -> entity.className().equals(className));
                if (!declared) {
                    added.putIfAbsent(className, new ReplicatedEntity(className, UpdateMode.INVALIDATE, List.of(),
                            Optional.empty(), Optional.empty(), query.origin()));
                }
            }
        }
        if (added.isEmpty()) {
            return descriptor;
        }
        List<ReplicatedEntity> replicated = new ArrayList<>(descriptor.replicatedEntities());
        replicated.addAll(added.values());
        return new OutpostDescriptor(replicated, descriptor.cacheableQueries(), descriptor.facades());
    }

    private static List<String> entitiesRead(CacheableQuery query, DeploymentIndex deployment) {
        if (!query.derivedDependencies()) {
            return query.invalidatedBy();
        }
        return deployment.namedQueryJpql(query.name()).map(JpqlEntityNames::of).orElse(List.of()).stream()
                .flatMap(name -> deployment.entityClass(name).stream()).toList();
    }
}
