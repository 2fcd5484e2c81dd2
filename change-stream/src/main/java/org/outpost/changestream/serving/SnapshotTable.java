// SPDX-License-Identifier: Apache-2.0
package org.outpost.changestream.serving;

import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Collectors;

import org.outpost.changestream.mapping.ReplicaColumn;
import org.outpost.changestream.mapping.ReplicaTable;
import org.outpost.changestream.mapping.RowKeys;
import org.outpost.changestream.model.ColumnValue;
import org.outpost.changestream.model.RowChange;
import org.outpost.changestream.model.Value;

/**
 * One replicated table as a snapshot reads it: the select of every column in primary-key order, and each row as
 * the insert capture would have produced for the entity (id columns as the id, a numeric {@code @Version} as the
 * row's version, every other column, a non-numeric version included, as a column). Immutable.
 */
final class SnapshotTable {

    private final ReplicaTable table;
    private final List<ColumnReader> ids;
    private final ColumnReader version;
    private final List<ColumnReader> columns;
    private final String select;

    private SnapshotTable(ReplicaTable table, List<ColumnReader> ids, ColumnReader version,
            List<ColumnReader> columns) {
        this.table = table;
        this.ids = List.copyOf(ids);
        this.version = version;
        this.columns = List.copyOf(columns);
        List<ColumnReader> all = new ArrayList<>(ids);
        if (version != null) {
            all.add(version);
        }
        all.addAll(columns);
        this.select = "select " + all.stream().map(ColumnReader::name).collect(Collectors.joining(", "))
                + " from " + table.tableName() + " order by "
                + ids.stream().map(ColumnReader::name).collect(Collectors.joining(", "));
    }

    /**
     * The snapshot reading of {@code table}.
     *
     * @throws IllegalArgumentException naming the entity and column of a type the change stream does not carry
     */
    static SnapshotTable of(ReplicaTable table) {
        List<ColumnReader> ids = table.idColumns().stream().map(column -> ColumnReader.of(table, column)).toList();
        ReplicaColumn versionColumn = table.versionColumn();
        // As capture: a numeric version is the row's version, any other (a timestamp) an ordinary column.
        boolean numericVersion = versionColumn != null
                && Number.class.isAssignableFrom(ColumnReader.boxed(versionColumn.javaType()));
        List<ColumnReader> columns = new ArrayList<>();
        if (versionColumn != null && !numericVersion) {
            columns.add(ColumnReader.of(table, versionColumn));
        }
        table.columns().forEach(column -> columns.add(ColumnReader.of(table, column)));
        return new SnapshotTable(table, ids, numericVersion ? ColumnReader.of(table, versionColumn) : null, columns);
    }

    /** The entity name on the wire. */
    String entity() {
        return table.entityName();
    }

    /** Every row of the table, in primary-key order. */
    Read all() {
        return new Read(this, select, List.of());
    }

    /**
     * The rows with these ids (of a single-column id), in primary-key order.
     *
     * @throws IllegalArgumentException naming the entity when an id is not one of it
     */
    Read byIds(List<String> ids) {
        List<Object> values = ids.stream().map(id -> RowKeys.parse(table, id)).toList();
        String where = " where " + this.ids.get(0).name() + " in ("
                + ids.stream().map(id -> "?").collect(Collectors.joining(", ")) + ")";
        int order = select.lastIndexOf(" order by ");
        return new Read(this, select.substring(0, order) + where + select.substring(order), values);
    }

    /**
     * A select of some rows of a table.
     *
     * @param table      the table
     * @param sql        the select, its columns as {@link #row} reads them
     * @param parameters its parameters, in order
     */
    record Read(SnapshotTable table, String sql, List<Object> parameters) {
    }

    /** The result set's current row of {@link #select()} as an insert. */
    RowChange row(ResultSet row) throws SQLException {
        int index = 1;
        List<ColumnValue> id = new ArrayList<>(ids.size());
        for (ColumnReader reader : ids) {
            id.add(new ColumnValue(reader.name(), reader.read(row, index++)));
        }
        Long versionValue = null;
        if (version != null) {
            Value value = version.read(row, index++);
            versionValue = value instanceof Value.NullValue ? null : versionNumber(value);
        }
        List<ColumnValue> values = new ArrayList<>(columns.size());
        for (ColumnReader reader : columns) {
            values.add(new ColumnValue(reader.name(), reader.read(row, index++)));
        }
        return RowChange.insert(table.entityName(), id, versionValue, values);
    }

    /** A rough size of a row on the wire, to keep chunks far below the codec's payload limit. */
    static long approximateBytes(RowChange row) {
        long bytes = 16;
        for (List<ColumnValue> part : List.of(row.id(), row.columns())) {
            for (ColumnValue column : part) {
                bytes += column.column().length() + 4;
                if (column.value() instanceof Value.StringValue text) {
                    bytes += 3L * text.value().length();
                } else if (column.value() instanceof Value.BytesValue data) {
                    bytes += data.value().length;
                } else {
                    bytes += 16;
                }
            }
        }
        return bytes;
    }

    private static long versionNumber(Value value) {
        if (value instanceof Value.IntValue number) {
            return number.value();
        }
        if (value instanceof Value.LongValue number) {
            return number.value();
        }
        if (value instanceof Value.ShortValue number) {
            return number.value();
        }
        if (value instanceof Value.ByteValue number) {
            return number.value();
        }
        if (value instanceof Value.DecimalValue number) {
            return number.value().longValue();
        }
        if (value instanceof Value.BigIntegerValue number) {
            return number.value().longValue();
        }
        throw new IllegalStateException("a numeric version read as " + value);
    }
}
