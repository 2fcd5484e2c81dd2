// SPDX-License-Identifier: Apache-2.0
package org.outpost.changestream.apply;

import java.sql.BatchUpdateException;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.UUID;
import java.util.stream.Collectors;

import org.outpost.changestream.mapping.ReplicaColumn;
import org.outpost.changestream.model.ColumnValue;
import org.outpost.changestream.model.RowChange;
import org.outpost.changestream.model.Value;

/**
 * The row writes of local transactions on one connection of the replica store, sent as JDBC batches: consecutive
 * writes of the same kind into the same table with the same columns wait in one batch, which goes out when a write
 * of another shape comes, when an upsert would touch a row already waiting, or on {@link #flush()} (before each
 * commit); each statement is prepared once for as long as the batch lives, which may be many transactions. Writes
 * therefore reach the store in the order they were added, only fewer statements carry them. Every failure, when the
 * batch goes out, is a {@link ReplicaApplyException} naming the row's entity, id and change set; the caller rolls
 * back (and drops the batch). Not thread-safe.
 */
final class RowBatch implements AutoCloseable {

    /** What a write does with the row. */
    enum Kind {
        /** Update the given columns; no row is {@link ReplicaApplyException.Reason#MISSING_ROW}. */
        UPDATE,
        /** Update the given columns, or insert the row when there is none. */
        UPSERT,
        /** Insert a row the table cannot hold yet (a snapshot's shadow table). */
        INSERT,
        /** Delete the row if there is one. */
        DELETE
    }

    /** A column and the value written into it. */
    record Bound(ReplicaColumn column, Value value) {
    }

    /** One write waiting in the batch: the row it comes from (for errors), its key and its other columns. */
    private record Write(UUID epoch, long sequence, RowChange row, List<Bound> id, List<Bound> values) {

        ReplicaApplyException failure(ReplicaApplyException.Reason reason, String detail, Throwable cause) {
            return new ReplicaApplyException(reason, epoch, sequence, row.entity(), row.id(), detail, cause);
        }
    }

    /** The most keys {@link #anyStored()} looks up in one query. */
    static final int PROBED_KEYS = 256;

    private final Connection connection;
    private final Map<String, PreparedStatement> statements = new HashMap<>();
    private final List<Write> waiting = new ArrayList<>();
    private final Set<List<ColumnValue>> waitingIds = new HashSet<>();
    private String target;
    private Kind kind;

    RowBatch(Connection connection) {
        this.connection = connection;
    }

    /** The batch's connection, for statements outside the batch (send the batch first). */
    Connection connection() {
        return connection;
    }

    /** {@code sql} prepared on the batch's connection, once for the batch's life; the batch closes it. */
    PreparedStatement statement(String sql) throws SQLException {
        PreparedStatement statement = statements.get(sql);
        if (statement == null) {
            statement = connection.prepareStatement(sql);
            statements.put(sql, statement);
        }
        return statement;
    }

    /**
     * Adds a write of {@code row} (of change set {@code sequence}) into {@code table}: {@code id} are its key columns,
     * {@code values} the columns written (none for a delete).
     */
    void add(Kind writeKind, String table, UUID epoch, long sequence, RowChange row, List<Bound> id, List<Bound> values) {
        if (!waiting.isEmpty() && !joins(writeKind, table, row, id, values)) {
            flush();
        }
        if (waiting.isEmpty()) {
            target = table;
            kind = writeKind;
        }
        waiting.add(new Write(epoch, sequence, row, id, values));
        if (writeKind == Kind.UPSERT) {
            waitingIds.add(row.id());
        }
    }

    private boolean joins(Kind writeKind, String table, RowChange row, List<Bound> id, List<Bound> values) {
        Write first = waiting.get(0);
        return writeKind == kind && table.equals(target) && sameColumns(id, first.id())
                && sameColumns(values, first.values()) && !(writeKind == Kind.UPSERT && waitingIds.contains(row.id()));
    }

    private static boolean sameColumns(List<Bound> some, List<Bound> others) {
        if (some.size() != others.size()) {
            return false;
        }
        for (int i = 0; i < some.size(); i++) {
            if (some.get(i).column() != others.get(i).column()) { // one instance per column of a table
                return false;
            }
        }
        return true;
    }

    /** Sends what waits. */
    void flush() {
        if (waiting.isEmpty()) {
            return;
        }
        try {
            Write first = waiting.get(0);
            switch (kind) {
                case UPDATE -> {
                    if (!first.values().isEmpty()) {
                        int[] counts = execute(updateSql(target, first), waiting, true);
                        for (int i = 0; i < counts.length; i++) {
                            if (counts[i] == 0) {
                                throw waiting.get(i).failure(ReplicaApplyException.Reason.MISSING_ROW,
                                        "update of a row the replica does not have", null);
                            }
                        }
                    }
                }
                case UPSERT -> {
                    // A row the replica has already (a snapshot overlapping the stream) is updated, not inserted.
                    List<Write> absent = waiting;
                    if (!first.values().isEmpty() && anyStored()) {
                        int[] counts = execute(updateSql(target, first), waiting, true);
                        absent = new ArrayList<>();
                        for (int i = 0; i < counts.length; i++) {
                            if (counts[i] == 0) {
                                absent.add(waiting.get(i));
                            }
                        }
                    }
                    if (!absent.isEmpty()) {
                        execute(insertSql(target, first), absent, false);
                    }
                }
                case INSERT -> execute(insertSql(target, first), waiting, false);
                case DELETE -> {
                    int[] counts = execute(deleteSql(target, first), waiting, true);
                    for (int i = 0; i < counts.length; i++) {
                        if (counts[i] == 0) {
                            Write write = waiting.get(i);
                            ApplyLogger.ROOT_LOGGER.deleteOfMissingRow(write.row().entity(),
                                    ReplicaApplyException.describe(write.row().id()), write.sequence());
                        }
                    }
                }
                default -> throw new IllegalStateException("write kind " + kind);
            }
        } finally {
            waiting.clear();
            waitingIds.clear();
        }
    }

    /**
     * Whether a row the waiting upserts write is in the table already; always so for a composite key, which is not
     * looked up. New rows, as a catch-up's inserts mostly are, then go out as inserts alone, not as updates that find
     * nothing followed by inserts: one query per {@link #PROBED_KEYS} keys, which binds the key only.
     */
    private boolean anyStored() {
        if (waiting.get(0).id().size() != 1) {
            return true;
        }
        for (int start = 0; start < waiting.size(); start += PROBED_KEYS) {
            List<Write> writes = waiting.subList(start, Math.min(waiting.size(), start + PROBED_KEYS));
            // A power of two of keys, the last one repeated, so that a few statements serve every batch size.
            int keys = Integer.highestOneBit(writes.size() * 2 - 1);
            String sql = "select count(*) from " + target + " where " + writes.get(0).id().get(0).column().name()
                    + " in (" + String.join(", ", Collections.nCopies(keys, "?")) + ")";
            Write write = writes.get(0);
            try {
                PreparedStatement probe = statement(sql);
                for (int i = 0; i < keys; i++) {
                    write = writes.get(Math.min(i, writes.size() - 1));
                    bind(probe, i + 1, write.id());
                }
                try (ResultSet count = probe.executeQuery()) {
                    if (count.next() && count.getLong(1) > 0) {
                        return true;
                    }
                }
            } catch (SQLException e) {
                throw write.failure(ReplicaApplyException.Reason.SQL_ERROR,
                        "looking up rows of " + target + " failed: " + e.getMessage(), e);
            } catch (IllegalArgumentException e) {
                throw write.failure(ReplicaApplyException.Reason.BAD_VALUE, e.getMessage(), e);
            }
        }
        return false;
    }

    /**
     * Runs {@code sql} once per write, as one batch; the rows each changed. Parameters: the values then the key
     * ({@code valuesFirst}, an update or delete) or the key then the values (an insert).
     */
    private int[] execute(String sql, List<Write> writes, boolean valuesFirst) {
        PreparedStatement statement;
        try {
            statement = statement(sql);
        } catch (SQLException e) {
            throw writes.get(0).failure(ReplicaApplyException.Reason.SQL_ERROR,
                    "preparing " + sql + " failed: " + e.getMessage(), e);
        }
        for (Write write : writes) {
            try {
                int index = bind(statement, 1, valuesFirst ? write.values() : write.id());
                bind(statement, index, valuesFirst ? write.id() : write.values());
                if (writes.size() > 1) {
                    statement.addBatch();
                }
            } catch (SQLException e) {
                throw write.failure(ReplicaApplyException.Reason.SQL_ERROR, failed(write, e), e);
            } catch (IllegalArgumentException e) {
                throw write.failure(ReplicaApplyException.Reason.BAD_VALUE, e.getMessage(), e);
            }
        }
        try {
            return writes.size() == 1 ? new int[] {statement.executeUpdate()} : statement.executeBatch();
        } catch (BatchUpdateException e) {
            SQLException cause = e.getNextException() == null ? e : e.getNextException();
            Write write = writes.get(failedIndex(e.getUpdateCounts(), writes.size()));
            throw write.failure(ReplicaApplyException.Reason.SQL_ERROR, failed(write, cause), cause);
        } catch (SQLException e) {
            throw writes.get(0).failure(ReplicaApplyException.Reason.SQL_ERROR, failed(writes.get(0), e), e);
        }
    }

    /** The write that failed: the first marked failed, else the first without a count (a driver that stopped there). */
    private static int failedIndex(int[] counts, int writes) {
        for (int i = 0; i < counts.length; i++) {
            if (counts[i] == Statement.EXECUTE_FAILED) {
                return i;
            }
        }
        return Math.min(counts.length, writes - 1);
    }

    private String failed(Write write, SQLException e) {
        return write.row().op() + " into " + target + " failed: " + e.getMessage();
    }

    private static int bind(PreparedStatement statement, int first, List<Bound> parameters) throws SQLException {
        int index = first;
        for (Bound parameter : parameters) {
            ValueBinding.bind(statement, index++, parameter.column(), parameter.value());
        }
        return index;
    }

    private static String where(List<Bound> id) {
        return id.stream().map(bound -> bound.column().name() + " = ?").collect(Collectors.joining(" and "));
    }

    private static String deleteSql(String table, Write write) {
        return "delete from " + table + " where " + where(write.id());
    }

    private static String updateSql(String table, Write write) {
        return "update " + table + " set "
                + write.values().stream().map(bound -> bound.column().name() + " = ?").collect(Collectors.joining(", "))
                + " where " + where(write.id());
    }

    private static String insertSql(String table, Write write) {
        List<Bound> all = new ArrayList<>(write.id());
        all.addAll(write.values());
        return "insert into " + table + " (" + all.stream().map(bound -> bound.column().name())
                .collect(Collectors.joining(", ")) + ") values ("
                + all.stream().map(bound -> "?").collect(Collectors.joining(", ")) + ")";
    }

    /** Closes the prepared statements; whatever still waits is dropped (the caller rolls back). */
    @Override
    public void close() {
        waiting.clear();
        waitingIds.clear();
        for (PreparedStatement statement : statements.values()) {
            try {
                statement.close();
            } catch (SQLException e) {
                // The transaction ends with the connection's use; nothing is pending on the statement.
            }
        }
        statements.clear();
    }
}
