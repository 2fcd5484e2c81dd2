// SPDX-License-Identifier: Apache-2.0
package org.outpost.descriptor;

import java.util.Comparator;
import java.util.List;
import java.util.stream.Stream;

/**
 * The Outpost configuration of a deployment, or one source of it (an XML file, the annotations).
 * Lists keep declaration order; {@link #canonical()} gives the order-independent form used for comparison and output.
 *
 * @param replicatedEntities the entities replicated to the edges
 * @param cacheableQueries   the named queries cached at the edges
 * @param facades            the EJBs whose methods run at a chosen site
 * @param followedEntities   the entity classes, not replicated, whose changes main publishes nonetheless so that edges
 *                           keep their cached results of {@code source="main"} queries fresh; never declared, derived
 *                           from those queries when the deployment's descriptor is resolved ({@link QueryReplicas})
 */
public record OutpostDescriptor(List<ReplicatedEntity> replicatedEntities, List<CacheableQuery> cacheableQueries,
                                List<Facade> facades, List<String> followedEntities) {

    private static final OutpostDescriptor EMPTY = new OutpostDescriptor(List.of(), List.of(), List.of());

    /** Copies the lists. */
    public OutpostDescriptor {
        replicatedEntities = List.copyOf(replicatedEntities);
        cacheableQueries = List.copyOf(cacheableQueries);
        facades = List.copyOf(facades);
        followedEntities = List.copyOf(followedEntities);
    }

    /** A descriptor as declared: it follows no entity. */
    public OutpostDescriptor(List<ReplicatedEntity> replicatedEntities, List<CacheableQuery> cacheableQueries,
            List<Facade> facades) {
        this(replicatedEntities, cacheableQueries, facades, List.of());
    }

    /**
     * Returns the configuration that declares nothing.
     *
     * @return the empty descriptor
     */
    public static OutpostDescriptor empty() {
        return EMPTY;
    }

    /**
     * Returns whether this declares nothing.
     *
     * @return {@code true} if all lists are empty
     */
    public boolean isEmpty() {
        return replicatedEntities.isEmpty() && cacheableQueries.isEmpty() && facades.isEmpty() && followedEntities.isEmpty();
    }

    /**
     * Returns this descriptor without origins and with every list sorted by key (entity class, query name, façade
     * class, method name). Two descriptors say the same thing exactly when their canonical forms are equal.
     *
     * @return the canonical form
     */
    public OutpostDescriptor canonical() {
        return new OutpostDescriptor(
                replicatedEntities.stream()
                        .map(entity -> entity.withOrigin(Origin.unspecified()))
                        .sorted(Comparator.comparing(ReplicatedEntity::className))
                        .toList(),
                cacheableQueries.stream()
                        .map(query -> query.withOrigin(Origin.unspecified()))
                        .sorted(Comparator.comparing(CacheableQuery::name))
                        .toList(),
                facades.stream()
                        .map(Facade::canonical)
                        .sorted(Comparator.comparing(Facade::className))
                        .toList(),
                followedEntities.stream().sorted().toList());
    }

    /**
     * Returns whether this descriptor says the same thing as another, ignoring origins and declaration order.
     *
     * @param other the other descriptor
     * @return {@code true} if the canonical forms are equal
     */
    public boolean sameAs(OutpostDescriptor other) {
        return canonical().equals(other.canonical());
    }

    /**
     * Returns a descriptor holding the elements of this one followed by those of another.
     *
     * @param other the other descriptor
     * @return the concatenation; duplicates are kept
     */
    public OutpostDescriptor concat(OutpostDescriptor other) {
        return new OutpostDescriptor(
                concat(replicatedEntities, other.replicatedEntities),
                concat(cacheableQueries, other.cacheableQueries),
                concat(facades, other.facades),
                concat(followedEntities, other.followedEntities));
    }

    private static <T> List<T> concat(List<T> first, List<T> second) {
        return Stream.concat(first.stream(), second.stream()).toList();
    }
}
