// SPDX-License-Identifier: Apache-2.0
package org.outpost.changestream.apply;

import java.sql.SQLException;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.UUID;

import org.outpost.changestream.mapping.ReplicaColumn;
import org.outpost.changestream.mapping.ReplicaSchema;
import org.outpost.changestream.mapping.ReplicaTable;
import org.outpost.changestream.mapping.RowKeys;
import org.outpost.changestream.model.ColumnValue;
import org.outpost.changestream.model.Operation;
import org.outpost.changestream.model.RowChange;
import org.outpost.changestream.model.Value;

/**
 * Writes row changes into tables through a transaction's {@link RowBatch} ({@code invalidate}-mode rows are marked
 * stale instead): an insert is an upsert (update, then insert if no row), an update writes only the given columns, a
 * delete goes by id. Each write has the {@link WriteShape} of its table, kind and columns, made once and kept for the
 * rows that follow with the same columns, so that binding a row is a walk over its values. Every failure becomes a
 * {@link ReplicaApplyException} naming the entity, id and sequence, here or when the batch goes out; the caller rolls
 * back. Not thread-safe.
 */
final class RowWriter {

    /** How many shapes of writes into one table are kept; a row of yet another shape replaces the oldest. */
    private static final int SHAPES_PER_TABLE = 16;

    private final ReplicaSchema schema;
    private final StaleRowTable staleRows;
    /** Each table's columns by name, by identity of the schema's tables (a record's hash would walk all columns). */
    private final Map<ReplicaTable, Map<String, ReplicaColumn>> columnsByTable = new IdentityHashMap<>();
    /** The shapes of the writes made so far, by target table, most recent last. */
    private final Map<String, List<WriteShape>> shapes = new HashMap<>();

    RowWriter(ReplicaSchema schema, StaleRowTable staleRows) {
        this.schema = schema;
        this.staleRows = staleRows;
        for (ReplicaTable table : schema.tables()) {
            columnsByTable.put(table, columnsByName(table));
        }
    }

    /**
     * Applies a row of change set {@code sequence}: writes it into the entity's table, or, for an entity in
     * {@code invalidate} mode (keys only), marks the row stale for {@link StaleRows} and, for a delete, deletes it.
     *
     * @return the entity's table
     */
    ReplicaTable write(RowBatch batch, UUID epoch, long sequence, RowChange row) {
        ReplicaTable table = table(epoch, sequence, row);
        if (!table.refetched()) {
            add(batch, kind(row), table, epoch, sequence, row, table.tableName());
            return table;
        }
        if (row.op() == Operation.DELETE) {
            add(batch, RowBatch.Kind.DELETE, table, epoch, sequence, row, table.tableName());
        }
        batch.flush();
        try {
            staleRows.mark(batch.connection(), table.entityName(), RowKeys.text(table, row.id()), sequence);
        } catch (SQLException e) {
            throw new ReplicaApplyException(ReplicaApplyException.Reason.SQL_ERROR, epoch, sequence, row.entity(),
                    row.id(), "marking the row stale failed: " + e.getMessage(), e);
        }
        return table;
    }

    /**
     * Writes a whole row (or a delete) of the state as of {@code sequence} into {@code target}: the entity's table
     * or a snapshot's shadow of it.
     */
    void store(RowBatch batch, UUID epoch, long sequence, RowChange row, String target) {
        add(batch, kind(row), table(epoch, sequence, row), epoch, sequence, row, target);
    }

    /** Inserts a row of a snapshot into {@code target}, a shadow table that cannot hold it yet. */
    void load(RowBatch batch, UUID epoch, long sequence, RowChange row, String target) {
        add(batch, RowBatch.Kind.INSERT, table(epoch, sequence, row), epoch, sequence, row, target);
    }

    /** How a row of the state is written: an insert as an upsert, since the replica may hold the row already. */
    private static RowBatch.Kind kind(RowChange row) {
        return switch (row.op()) {
            case INSERT -> RowBatch.Kind.UPSERT;
            case UPDATE -> RowBatch.Kind.UPDATE;
            case DELETE -> RowBatch.Kind.DELETE;
        };
    }

    private void add(RowBatch batch, RowBatch.Kind kind, ReplicaTable table, UUID epoch, long sequence, RowChange row,
            String target) {
        WriteShape shape = shape(table, kind, target, epoch, sequence, row);
        Value version = shape.version() == null ? null : versionValue(shape.version(), row.version());
        batch.add(shape, epoch, sequence, row, version);
    }

    /** The shape of {@code row}'s write: one made for an earlier row with its columns, or a new one. */
    private WriteShape shape(ReplicaTable table, RowBatch.Kind kind, String target, UUID epoch, long sequence,
            RowChange row) {
        List<WriteShape> known = shapes.computeIfAbsent(target, any -> new ArrayList<>());
        for (int i = 0; i < known.size(); i++) {
            WriteShape shape = known.get(i);
            if (shape.kind() == kind && shape.fits(row)) {
                return shape;
            }
        }
        List<ReplicaColumn> id = columns(table, epoch, sequence, row, row.id());
        List<ReplicaColumn> values = kind == RowBatch.Kind.DELETE ? List.of() : columns(table, epoch, sequence, row,
                row.columns());
        ReplicaColumn version = table.versionColumn() != null && row.version() != null && kind != RowBatch.Kind.DELETE
                && !values.contains(table.versionColumn()) ? table.versionColumn() : null;
        WriteShape shape = new WriteShape(kind, target, names(row.id()), id,
                kind == RowBatch.Kind.DELETE ? List.of() : names(row.columns()), values, row.version() != null, version);
        if (known.size() == SHAPES_PER_TABLE) {
            known.remove(0);
        }
        known.add(shape);
        return shape;
    }

    private static List<String> names(List<ColumnValue> columns) {
        return columns.stream().map(ColumnValue::column).toList();
    }

    private ReplicaTable table(UUID epoch, long sequence, RowChange row) {
        ReplicaTable table = schema.table(row.entity()).orElse(null);
        if (table == null) {
            throw new ReplicaApplyException(ReplicaApplyException.Reason.UNKNOWN_ENTITY, epoch, sequence, row.entity(),
                    row.id(), "the entity is not replicated to this edge", null);
        }
        return table;
    }

    /** The row's version as a value of the version column's Java type. */
    private static Value versionValue(ReplicaColumn column, long version) {
        Class<?> type = column.javaType();
        if (type == Integer.class || type == int.class) {
            return new Value.IntValue((int) version);
        }
        if (type == Short.class || type == short.class) {
            return new Value.ShortValue((short) version);
        }
        return new Value.LongValue(version);
    }

    /** A table's columns by their names as mapped and by their {@linkplain ReplicaColumn#key keys}. */
    private static Map<String, ReplicaColumn> columnsByName(ReplicaTable table) {
        Map<String, ReplicaColumn> columns = new HashMap<>();
        for (ReplicaColumn column : table.allColumns()) {
            columns.put(ReplicaColumn.key(column.name()), column);
        }
        for (ReplicaColumn column : table.allColumns()) {
            columns.putIfAbsent(column.name(), column);
        }
        return columns;
    }

    /** The columns of {@code table} the values {@code given} of a row are for, in their order. */
    private List<ReplicaColumn> columns(ReplicaTable table, UUID epoch, long sequence, RowChange row,
            List<ColumnValue> given) {
        Map<String, ReplicaColumn> columns = columnsByTable.get(table);
        List<ReplicaColumn> found = new ArrayList<>(given.size());
        for (ColumnValue value : given) {
            ReplicaColumn column = columns.get(value.column());
            if (column == null) {
                column = columns.get(ReplicaColumn.key(value.column()));
            }
            if (column == null) {
                throw new ReplicaApplyException(ReplicaApplyException.Reason.UNKNOWN_COLUMN, epoch, sequence,
                        row.entity(), row.id(), "table " + table.tableName() + " has no column " + value.column(),
                        null);
            }
            found.add(column);
        }
        return found;
    }
}
