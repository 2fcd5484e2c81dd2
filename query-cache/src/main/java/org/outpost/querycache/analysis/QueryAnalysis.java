// SPDX-License-Identifier: Apache-2.0
package org.outpost.querycache.analysis;

import java.util.List;
import java.util.Objects;
import java.util.Optional;

import org.outpost.annotation.QuerySource;

/**
 * What one cacheable query reads and how its cached results follow changes: the outcome of {@link QueryAnalyzer}.
 *
 * @param query          the named query
 * @param source         where its results are computed
 * @param classification how its results follow changes
 * @param dependencies   one per entity it reads (or its {@code invalidated-by} lists), in the order met; empty when
 *                       refused
 * @param clock          the clock function it calls (such as {@code current_timestamp}), whose value changes the
 *                       results without any change to the data
 * @param refusal        why it cannot be cached, present exactly when refused or served from replicas
 */
public record QueryAnalysis(String query, QuerySource source, Classification classification,
                            List<EntityDependency> dependencies, Optional<String> clock, Optional<String> refusal) {

    public QueryAnalysis {
        Objects.requireNonNull(query, "query");
        Objects.requireNonNull(source, "source");
        Objects.requireNonNull(classification, "classification");
        dependencies = List.copyOf(dependencies);
        Objects.requireNonNull(clock, "clock");
        if (refusal.isPresent() != (classification == Classification.REFUSED
                || classification == Classification.SERVED_FROM_REPLICAS)) {
            throw new IllegalArgumentException("A query refused or served from replicas, and only such a query, gives its"
                    + " reason");
        }
    }

    static QueryAnalysis refused(String query, QuerySource source, String reason) {
        return new QueryAnalysis(query, source, Classification.REFUSED, List.of(), Optional.empty(),
                Optional.of(reason));
    }

    /** Whether edges cache its results: neither refused nor served from replicas. */
    public boolean cached() {
        return classification != Classification.REFUSED && classification != Classification.SERVED_FROM_REPLICAS;
    }

    /** The dependency on an entity name, empty when the query does not depend on it. */
    public Optional<EntityDependency> dependency(String entity) {
        return dependencies.stream().filter(dependency -> dependency.entity().equals(entity)).findFirst();
    }

    /**
     * The deploy-time report line, for example {@code cacheable-query 'Bid.forItem' (source edge): maintained per
     * parameter; Bid: by :item = b.item.id; User (b.user): the results holding the row}.
     */
    public String describe() {
        StringBuilder text = new StringBuilder("cacheable-query '").append(query).append("' (source ")
                .append(source.token()).append("): ").append(classification.text());
        refusal.ifPresent(reason -> text.append(": ").append(reason));
        for (EntityDependency dependency : dependencies) {
            text.append("; ").append(dependency.describe());
        }
        clock.ifPresent(function -> text.append("; reads the clock (").append(function).append(')'));
        return text.toString();
    }
}
