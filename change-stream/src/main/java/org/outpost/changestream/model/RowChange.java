// SPDX-License-Identifier: Apache-2.0
package org.outpost.changestream.model;

import java.util.HashSet;
import java.util.List;
import java.util.Objects;
import java.util.Set;

/**
 * One inserted, updated or deleted row of a replicated entity: an insert carries every column, an update only
 * the changed ones, a delete none. An update or delete may also carry the values some columns had before it: those
 * that key the edges' cached query results, whose old and new values say which results the change touches.
 *
 * @param entity  the entity name
 * @param id      the id columns (one for a simple id, generated or assigned; several for a composite id)
 * @param version the {@code @Version} after the change, {@code null} for an unversioned entity
 * @param op      the operation
 * @param columns the columns the operation wrote, none of them an id column
 * @param before  the values before an update or delete of the columns that key cached query results (changed or
 *                not), none of them an id column; empty for an insert
 */
public record RowChange(String entity, List<ColumnValue> id, Long version, Operation op, List<ColumnValue> columns,
                        List<ColumnValue> before) {

    /** Up to how many columns a row's names are compared one with another rather than hashed. */
    private static final int COMPARED_NAMES = 32;

    public RowChange {
        if (entity == null || entity.isBlank()) {
            throw new IllegalArgumentException("A row change needs an entity name");
        }
        Objects.requireNonNull(op, () -> "operation of a row of " + entity);
        id = List.copyOf(id);
        columns = List.copyOf(columns);
        before = List.copyOf(before);
        if (id.isEmpty()) {
            throw new IllegalArgumentException("A row of " + entity + " needs at least one id column");
        }
        for (ColumnValue idColumn : id) {
            if (idColumn.value().type() == ValueType.NULL) {
                throw new IllegalArgumentException("Id column " + idColumn.column() + " of " + entity + " is null");
            }
        }
        if (op == Operation.DELETE && !columns.isEmpty()) {
            throw new IllegalArgumentException("A delete of " + entity + " carries no columns besides its id");
        }
        if (op == Operation.INSERT && !before.isEmpty()) {
            throw new IllegalArgumentException("An insert of " + entity + " has no values before it");
        }
        requireDistinctColumns(entity, id, columns);
        requireDistinctColumns(entity, id, before);
    }

    /** A row without values before the change. */
    public RowChange(String entity, List<ColumnValue> id, Long version, Operation op, List<ColumnValue> columns) {
        this(entity, id, version, op, columns, List.of());
    }

    /** This row, carrying {@code values} as the values before the change. */
    public RowChange withBefore(List<ColumnValue> values) {
        return new RowChange(entity, id, version, op, columns, values);
    }

    /** An insert with every column of the new row. */
    public static RowChange insert(String entity, List<ColumnValue> id, Long version, List<ColumnValue> columns) {
        return new RowChange(entity, id, version, Operation.INSERT, columns);
    }

    /** An update with the changed columns only. */
    public static RowChange update(String entity, List<ColumnValue> id, Long version, List<ColumnValue> changedColumns) {
        return new RowChange(entity, id, version, Operation.UPDATE, changedColumns);
    }

    /** A delete, identified by id (and the version deleted, if any). */
    public static RowChange delete(String entity, List<ColumnValue> id, Long version) {
        return new RowChange(entity, id, version, Operation.DELETE, List.of());
    }

    /**
     * Refuses a column given twice among {@code id} and {@code columns}. Most rows have a few columns, whose names are
     * mostly the same instances (decoded names are shared): comparing each with those before it then costs less than
     * hashing them into a set, and allocates nothing, row after row of a backlog; wider rows use a set.
     */
    private static void requireDistinctColumns(String entity, List<ColumnValue> id, List<ColumnValue> columns) {
        int count = id.size() + columns.size();
        Set<String> seen = count > COMPARED_NAMES ? new HashSet<>() : null;
        for (int i = 0; i < count; i++) {
            String name = name(id, columns, i);
            boolean twice = seen != null ? !seen.add(name) : earlier(id, columns, i, name);
            if (twice) {
                throw new IllegalArgumentException("Column " + name + " appears twice in a row of " + entity);
            }
        }
    }

    private static boolean earlier(List<ColumnValue> id, List<ColumnValue> columns, int index, String name) {
        for (int j = 0; j < index; j++) {
            if (name.equals(name(id, columns, j))) {
                return true;
            }
        }
        return false;
    }

    private static String name(List<ColumnValue> id, List<ColumnValue> columns, int index) {
        return (index < id.size() ? id.get(index) : columns.get(index - id.size())).column();
    }
}
