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
 * delete goes by id. Every failure becomes a {@link ReplicaApplyException} naming the entity, id and sequence, here
 * or when the batch goes out; the caller rolls back.
 */
final class RowWriter {

    private final ReplicaSchema schema;
    private final StaleRowTable staleRows;
    /** Each table's columns by name, by identity of the schema's tables (a record's hash would walk all columns). */
    private final Map<ReplicaTable, Map<String, ReplicaColumn>> columnsByTable = new IdentityHashMap<>();

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
     */
    void write(RowBatch batch, UUID epoch, long sequence, RowChange row) {
        ReplicaTable table = table(epoch, sequence, row);
        if (!table.refetched()) {
            store(batch, epoch, sequence, row, table.tableName());
            return;
        }
        if (row.op() == Operation.DELETE) {
            store(batch, epoch, sequence, row, table.tableName());
        }
        batch.flush();
        try {
            staleRows.mark(batch.connection(), table.entityName(), RowKeys.text(table, row.id()), sequence);
        } catch (SQLException e) {
            throw new ReplicaApplyException(ReplicaApplyException.Reason.SQL_ERROR, epoch, sequence, row.entity(),
                    row.id(), "marking the row stale failed: " + e.getMessage(), e);
        }
    }

    /**
     * Writes a whole row (or a delete) of the state as of {@code sequence} into {@code target}: the entity's table
     * or a snapshot's shadow of it.
     */
    void store(RowBatch batch, UUID epoch, long sequence, RowChange row, String target) {
        RowBatch.Kind kind = switch (row.op()) {
            case INSERT -> RowBatch.Kind.UPSERT;
            case UPDATE -> RowBatch.Kind.UPDATE;
            case DELETE -> RowBatch.Kind.DELETE;
        };
        add(batch, kind, epoch, sequence, row, target);
    }

    /** Inserts a row of a snapshot into {@code target}, a shadow table that cannot hold it yet. */
    void load(RowBatch batch, UUID epoch, long sequence, RowChange row, String target) {
        add(batch, RowBatch.Kind.INSERT, epoch, sequence, row, target);
    }

    private void add(RowBatch batch, RowBatch.Kind kind, UUID epoch, long sequence, RowChange row, String target) {
        ReplicaTable table = table(epoch, sequence, row);
        List<RowBatch.Bound> id = bind(table, epoch, sequence, row, row.id());
        List<RowBatch.Bound> values = kind == RowBatch.Kind.DELETE ? List.of() : bind(table, epoch, sequence, row,
                row.columns());
        if (table.versionColumn() != null && row.version() != null && kind != RowBatch.Kind.DELETE
                && values.stream().noneMatch(bound -> bound.column() == table.versionColumn())) {
            values.add(new RowBatch.Bound(table.versionColumn(),
                    Value.of(versionValue(table.versionColumn(), row.version()))));
        }
        batch.add(kind, target, epoch, sequence, row, id, values);
    }

    private ReplicaTable table(UUID epoch, long sequence, RowChange row) {
        return schema.table(row.entity()).orElseThrow(() -> new ReplicaApplyException(
                ReplicaApplyException.Reason.UNKNOWN_ENTITY, epoch, sequence, row.entity(), row.id(),
                "the entity is not replicated to this edge", null));
    }

    private static Object versionValue(ReplicaColumn column, long version) {
        Class<?> type = column.javaType();
        if (type == Integer.class || type == int.class) {
            return (int) version;
        }
        if (type == Short.class || type == short.class) {
            return (short) version;
        }
        return version;
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

    private List<RowBatch.Bound> bind(ReplicaTable table, UUID epoch, long sequence, RowChange row,
            List<ColumnValue> given) {
        Map<String, ReplicaColumn> columns = columnsByTable.get(table);
        List<RowBatch.Bound> bound = new ArrayList<>(given.size() + 1);
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
            bound.add(new RowBatch.Bound(column, value.value()));
        }
        return bound;
    }
}
