// SPDX-License-Identifier: Apache-2.0
package org.outpost.changestream.apply;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import java.util.concurrent.ConcurrentHashMap;
import java.util.stream.Collectors;

import org.outpost.changestream.mapping.ReplicaColumn;
import org.outpost.changestream.mapping.ReplicaSchema;
import org.outpost.changestream.mapping.ReplicaTable;
import org.outpost.changestream.mapping.RowKeys;
import org.outpost.changestream.model.ColumnValue;
import org.outpost.changestream.model.Operation;
import org.outpost.changestream.model.RowChange;
import org.outpost.changestream.model.Value;

/**
 * Writes one row change into a table with plain JDBC ({@code invalidate}-mode rows are marked stale instead): an insert is an upsert (update, then insert if no row), an
 * update writes only the given columns, a delete goes by id. Every failure becomes a {@link ReplicaApplyException}
 * naming the entity, id and sequence; the caller rolls back.
 */
final class RowWriter {

    private record Bound(ReplicaColumn column, Value value) {
    }

    private final ReplicaSchema schema;
    private final StaleRowTable staleRows;
    private final Map<ReplicaTable, Map<String, ReplicaColumn>> columnsByTable = new ConcurrentHashMap<>();

    RowWriter(ReplicaSchema schema, StaleRowTable staleRows) {
        this.schema = schema;
        this.staleRows = staleRows;
    }

    /**
     * Applies a row of change set {@code sequence}: writes it into the entity's table, or, for an entity in
     * {@code invalidate} mode (keys only), marks the row stale for {@link StaleRows} and, for a delete, deletes it.
     */
    void write(Connection connection, UUID epoch, long sequence, RowChange row) {
        ReplicaTable table = table(epoch, sequence, row);
        if (!table.refetched()) {
            store(connection, epoch, sequence, row, table.tableName());
            return;
        }
        if (row.op() == Operation.DELETE) {
            store(connection, epoch, sequence, row, table.tableName());
        }
        try {
            staleRows.mark(connection, table.entityName(), RowKeys.text(table, row.id()), sequence);
        } catch (SQLException e) {
            throw new ReplicaApplyException(ReplicaApplyException.Reason.SQL_ERROR, epoch, sequence, row.entity(),
                    row.id(), "marking the row stale failed: " + e.getMessage(), e);
        }
    }

    /**
     * Writes a whole row (or a delete) of the state as of {@code sequence} into {@code target}: the entity's table
     * or a snapshot's shadow of it.
     */
    void store(Connection connection, UUID epoch, long sequence, RowChange row, String target) {
        ReplicaTable table = table(epoch, sequence, row);
        List<Bound> id = bind(table, epoch, sequence, row, row.id());
        List<Bound> values = bind(table, epoch, sequence, row, row.columns());
        if (table.versionColumn() != null && row.version() != null && row.op() != Operation.DELETE
                && values.stream().noneMatch(bound -> bound.column() == table.versionColumn())) {
            values.add(new Bound(table.versionColumn(), Value.of(versionValue(table.versionColumn(), row.version()))));
        }
        try {
            switch (row.op()) {
                case DELETE -> {
                    if (execute(connection, deleteSql(target, id), id) == 0) {
                        ApplyLogger.ROOT_LOGGER.deleteOfMissingRow(row.entity(),
                                ReplicaApplyException.describe(row.id()), sequence);
                    }
                }
                case UPDATE -> {
                    if (!values.isEmpty() && execute(connection, updateSql(target, values, id), concat(values, id)) == 0) {
                        throw new ReplicaApplyException(ReplicaApplyException.Reason.MISSING_ROW, epoch, sequence,
                                row.entity(), row.id(), "update of a row the replica does not have", null);
                    }
                }
                case INSERT -> {
                    // An insert of a row the replica has (a snapshot overlapping the stream) becomes an update.
                    if (values.isEmpty() || execute(connection, updateSql(target, values, id), concat(values, id)) == 0) {
                        List<Bound> all = concat(id, values);
                        execute(connection, insertSql(target, all), all);
                    }
                }
                default -> throw new IllegalStateException("operation " + row.op());
            }
        } catch (SQLException e) {
            throw new ReplicaApplyException(ReplicaApplyException.Reason.SQL_ERROR, epoch, sequence, row.entity(),
                    row.id(), row.op() + " into " + target + " failed: " + e.getMessage(), e);
        } catch (IllegalArgumentException e) {
            throw new ReplicaApplyException(ReplicaApplyException.Reason.BAD_VALUE, epoch, sequence, row.entity(),
                    row.id(), e.getMessage(), e);
        }
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

    private List<Bound> bind(ReplicaTable table, UUID epoch, long sequence, RowChange row, List<ColumnValue> given) {
        Map<String, ReplicaColumn> columns = columnsByTable.computeIfAbsent(table, t -> t.allColumns().stream()
                .collect(Collectors.toMap(column -> ReplicaColumn.key(column.name()), column -> column)));
        List<Bound> bound = new ArrayList<>(given.size() + 1);
        for (ColumnValue value : given) {
            ReplicaColumn column = columns.get(ReplicaColumn.key(value.column()));
            if (column == null) {
                throw new ReplicaApplyException(ReplicaApplyException.Reason.UNKNOWN_COLUMN, epoch, sequence,
                        row.entity(), row.id(), "table " + table.tableName() + " has no column " + value.column(),
                        null);
            }
            bound.add(new Bound(column, value.value()));
        }
        return bound;
    }

    private static int execute(Connection connection, String sql, List<Bound> parameters) throws SQLException {
        try (PreparedStatement statement = connection.prepareStatement(sql)) {
            for (int i = 0; i < parameters.size(); i++) {
                ValueBinding.bind(statement, i + 1, parameters.get(i).column(), parameters.get(i).value());
            }
            return statement.executeUpdate();
        }
    }

    private static List<Bound> concat(List<Bound> first, List<Bound> second) {
        List<Bound> all = new ArrayList<>(first);
        all.addAll(second);
        return all;
    }

    private static String where(List<Bound> id) {
        return id.stream().map(bound -> bound.column().name() + " = ?").collect(Collectors.joining(" and "));
    }

    private static String deleteSql(String table, List<Bound> id) {
        return "delete from " + table + " where " + where(id);
    }

    private static String updateSql(String table, List<Bound> values, List<Bound> id) {
        return "update " + table + " set "
                + values.stream().map(bound -> bound.column().name() + " = ?").collect(Collectors.joining(", "))
                + " where " + where(id);
    }

    private static String insertSql(String table, List<Bound> all) {
        return "insert into " + table + " ("
                + all.stream().map(bound -> bound.column().name()).collect(Collectors.joining(", "))
                + ") values (" + all.stream().map(bound -> "?").collect(Collectors.joining(", ")) + ")";
    }
}
