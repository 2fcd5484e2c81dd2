// SPDX-License-Identifier: Apache-2.0
package org.outpost.querycache.analysis;

import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;

/**
 * How a change to a row of one entity a query reads touches the query's cached results: every result
 * ({@code everyResult}), or those whose parameters match the row's old or new key values ({@code keys}), together
 * with those that hold the row ({@code heldVia}). An update that changes none of the {@code columns} the query reads
 * touches nothing, unless the query reads whole rows of the entity.
 *
 * @param entity      the entity name (Hibernate's, which change rows carry)
 * @param via         how the query reaches it, such as {@code b} for the root or {@code b.user}
 * @param keys        the parameters compared with its columns
 * @param heldVia     the to-one attributes from the root entity to this one, when a result holds rows of it
 * @param columns     the columns the query reads of it, sorted
 * @param wholeRows   whether the query reads whole rows of it (selected or fetched), every column counting
 * @param everyResult why a change touches every cached result, empty when keys and held rows decide
 */
public record EntityDependency(String entity, String via, List<ParameterKey> keys, Optional<List<String>> heldVia,
                               Set<String> columns, boolean wholeRows, Optional<String> everyResult) {

    public EntityDependency {
        Objects.requireNonNull(entity, "entity");
        Objects.requireNonNull(via, "via");
        keys = List.copyOf(keys);
        heldVia = heldVia.map(List::copyOf);
        columns = java.util.Collections.unmodifiableSet(new TreeSet<>(columns));
        Objects.requireNonNull(everyResult, "everyResult");
    }

    /** Whether an update of these columns can change a result. */
    public boolean readsAny(Set<String> changedColumns) {
        return wholeRows || changedColumns.stream().anyMatch(columns::contains);
    }

    /** The deploy-time report's words for it. */
    String describe() {
        String name = simpleName(entity) + (via.contains(".") ? " (" + via + ")" : "");
        if (everyResult.isPresent()) {
            return name + ": every result, " + everyResult.get();
        }
        StringBuilder text = new StringBuilder(name).append(':');
        if (!keys.isEmpty()) {
            text.append(" by ").append(String.join(" and ", keys.stream().map(ParameterKey::toString).toList()));
        }
        if (heldVia.isPresent()) {
            text.append(keys.isEmpty() ? " the results holding the row" : ", and the results holding the row");
        }
        return text.toString();
    }

    static String simpleName(String entityName) {
        return entityName.substring(entityName.lastIndexOf('.') + 1);
    }
}
