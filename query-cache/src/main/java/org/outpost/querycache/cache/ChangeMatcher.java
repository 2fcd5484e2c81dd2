// SPDX-License-Identifier: Apache-2.0
package org.outpost.querycache.cache;

import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

import org.outpost.changestream.apply.AppliedRow;
import org.outpost.changestream.model.ColumnValue;
import org.outpost.changestream.model.Operation;
import org.outpost.querycache.analysis.EntityDependency;
import org.outpost.querycache.analysis.ParameterKey;

/**
 * Decides which cached results one applied row can change, following one {@link EntityDependency} of the query: the
 * results whose key parameters equal the row's old or new values of the key columns, those holding the row, or every
 * result. An update that changes no column the query reads touches nothing.
 */
final class ChangeMatcher {

    private final EntityDependency dependency;
    private final boolean relevant;
    private final Map<String, Set<Object>> candidates;
    private final Object rowId;

    ChangeMatcher(EntityDependency dependency, AppliedRow row) {
        this.dependency = dependency;
        this.relevant = row.op() != Operation.UPDATE || dependency.readsAny(names(row.columns()));
        this.candidates = candidates(dependency, row);
        this.rowId = row.id().size() == 1 ? KeyValues.of(row.id().get(0).value()) : null;
    }

    /** Whether the row can change any result of the query. */
    boolean relevant() {
        return relevant;
    }

    /**
     * Whether the row can change this result.
     *
     * @param result the result, {@code null} while it loads (then only its key can tell)
     */
    boolean touches(EntryKey key, CachedResult result) {
        if (!relevant) {
            return false;
        }
        if (dependency.everyResult().isPresent()) {
            return true;
        }
        if (!dependency.keys().isEmpty() && keyMatches(key)) {
            return true;
        }
        return dependency.heldVia().isPresent() && (result == null || result.holds(dependency.entity(), rowId));
    }

    private boolean keyMatches(EntryKey key) {
        for (ParameterKey parameterKey : dependency.keys()) {
            Set<Object> values = candidates.get(parameterKey.parameter());
            Object parameter = key.parameters().get(parameterKey.parameter());
            if (values != null && parameter != null && !values.contains(parameter)) {
                return false;
            }
        }
        return true;
    }

    /** The old and new values of each key column, per parameter; a parameter is absent when a value is unknown. */
    private static Map<String, Set<Object>> candidates(EntityDependency dependency, AppliedRow row) {
        Map<String, Set<Object>> candidates = new HashMap<>();
        for (ParameterKey key : dependency.keys()) {
            Optional<Object> before = value(row.before(), key.column());
            Optional<Object> after = value(row.columns(), key.column());
            // An update's new value is its written one, or the old one when the column did not change.
            Optional<Object> old = row.op() == Operation.INSERT ? Optional.empty() : before;
            Optional<Object> current = row.op() == Operation.DELETE ? Optional.empty() : after.or(() -> before);
            boolean known = switch (row.op()) {
                case INSERT -> current.isPresent();
                case DELETE, UPDATE -> old.isPresent();
            };
            if (known) {
                Set<Object> values = new HashSet<>();
                old.ifPresent(values::add);
                current.ifPresent(values::add);
                candidates.merge(key.parameter(), values, (one, other) -> {
                    one.retainAll(other);
                    return one;
                });
            }
        }
        return candidates;
    }

    private static Optional<Object> value(List<ColumnValue> columns, String column) {
        return columns.stream().filter(value -> value.column().equals(column)).findFirst()
                .map(value -> KeyValues.of(value.value()));
    }

    private static Set<String> names(List<ColumnValue> columns) {
        Set<String> names = new HashSet<>();
        columns.forEach(value -> names.add(value.column()));
        return names;
    }
}
