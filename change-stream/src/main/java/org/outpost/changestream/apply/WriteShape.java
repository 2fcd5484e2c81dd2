// SPDX-License-Identifier: Apache-2.0
package org.outpost.changestream.apply;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.stream.Collectors;

import org.outpost.changestream.mapping.ReplicaColumn;
import org.outpost.changestream.model.ColumnValue;
import org.outpost.changestream.model.RowChange;

/**
 * How the rows of one table that carry the same columns are written: the kind of write and its target table, the key
 * columns and the columns written in the order the rows carry them, and the {@code @Version} column when the row's
 * version follows them; with the statements that do it. Rows of one shape wait in one JDBC batch ({@link RowBatch}),
 * their values bound straight from the rows; {@link RowWriter} makes a shape when a row's columns are not those of a
 * shape it has.
 *
 * @param kind       what the write does with the row
 * @param target     the table written: the entity's, or a snapshot's shadow of it
 * @param idNames    the key columns' names as rows carry them
 * @param id         the key columns
 * @param valueNames the written columns' names as rows carry them
 * @param values     the written columns, none for a delete
 * @param versioned  whether the rows carry a version
 * @param version    the version column the row's version is written into after {@code values}, {@code null} when none
 */
record WriteShape(RowBatch.Kind kind, String target, List<String> idNames, List<ReplicaColumn> id,
                  List<String> valueNames, List<ReplicaColumn> values, boolean versioned, ReplicaColumn version) {

    WriteShape {
        idNames = List.copyOf(idNames);
        id = List.copyOf(id);
        valueNames = List.copyOf(valueNames);
        values = List.copyOf(values);
    }

    /** Whether {@code row} carries exactly this shape's columns, in its order, and a version exactly when its rows do. */
    boolean fits(RowChange row) {
        return (row.version() != null) == versioned && sameNames(idNames, row.id())
                && sameNames(valueNames, row.columns());
    }

    private static boolean sameNames(List<String> names, List<ColumnValue> columns) {
        if (names.size() != columns.size()) {
            return false;
        }
        for (int i = 0; i < names.size(); i++) {
            String name = columns.get(i).column();
            if (name != names.get(i) && !name.equals(names.get(i))) { // decoded names are shared instances
                return false;
            }
        }
        return true;
    }

    /** Whether an update writes anything: columns or the version. */
    boolean writes() {
        return !values.isEmpty() || version != null;
    }

    /** How many parameters a row binds. */
    int parameters() {
        return id.size() + values.size() + (version == null ? 0 : 1);
    }

    /** The columns an insert writes: key, values, version. */
    List<ReplicaColumn> insertColumns() {
        List<ReplicaColumn> all = new ArrayList<>(id);
        all.addAll(values);
        if (version != null) {
            all.add(version);
        }
        return all;
    }

    /** {@code insert into target (…) values (…), (…), …}: {@code rows} rows in one statement. */
    String insertSql(int rows) {
        List<ReplicaColumn> all = insertColumns();
        String row = all.stream().map(column -> "?").collect(Collectors.joining(", ", "(", ")"));
        return "insert into " + target + " (" + all.stream().map(ReplicaColumn::name).collect(Collectors.joining(", "))
                + ") values " + String.join(", ", Collections.nCopies(rows, row));
    }

    /** {@code update target set … where key}: values and version first, then the key. */
    String updateSql() {
        List<ReplicaColumn> written = new ArrayList<>(values);
        if (version != null) {
            written.add(version);
        }
        return "update " + target + " set " + written.stream().map(column -> column.name() + " = ?")
                .collect(Collectors.joining(", ")) + " where " + whereKey();
    }

    /** {@code delete from target where key}. */
    String deleteSql() {
        return "delete from " + target + " where " + whereKey();
    }

    private String whereKey() {
        return id.stream().map(column -> column.name() + " = ?").collect(Collectors.joining(" and "));
    }
}
