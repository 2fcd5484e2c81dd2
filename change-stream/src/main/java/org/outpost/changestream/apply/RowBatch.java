// SPDX-License-Identifier: Apache-2.0
package org.outpost.changestream.apply;

import java.sql.BatchUpdateException;
import java.sql.Connection;
import java.sql.DatabaseMetaData;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Savepoint;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.HashSet;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.UUID;

import org.outpost.changestream.mapping.ReplicaColumn;
import org.outpost.changestream.model.ColumnValue;
import org.outpost.changestream.model.RowChange;
import org.outpost.changestream.model.Value;

/**
 * The row writes of local transactions on one connection of the replica store, sent as JDBC batches: consecutive
 * writes of one {@link WriteShape} (kind, table, columns) wait in one batch, which goes out when a write of another
 * shape comes, when an upsert would touch a row already waiting, or on {@link #flush()} (before each commit); each
 * statement is prepared once for as long as the batch lives, which may be many transactions. Writes therefore reach
 * the store in the order they were added, only fewer statements carry them. On a store whose SQL has row value lists
 * and savepoints (H2, PostgreSQL, MySQL, MariaDB, SQL Server, HSQLDB, Derby, DB2) new rows go out up to
 * {@link #MAX_ROWS_PER_INSERT} in one insert statement, inside a savepoint: when that fails (a row the replica has
 * already, as after a snapshot overlapping the stream, or a bad value), the batch is rolled back to the savepoint and
 * written row by row, which finds the stored rows or names the bad one. Every failure, when the batch goes out, is a
 * {@link ReplicaApplyException} naming the row's entity, id and change set; the caller rolls back (and drops the
 * batch). Not thread-safe.
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

    /**
     * One write waiting in the batch: the row it comes from (its values bound as the batch's shape says) and, for a
     * shape that writes the version, the version's value.
     */
    private record Write(UUID epoch, long sequence, RowChange row, Value version) {

        ReplicaApplyException failure(ReplicaApplyException.Reason reason, String detail, Throwable cause) {
            return new ReplicaApplyException(reason, epoch, sequence, row.entity(), row.id(), detail, cause);
        }
    }

    /** The most keys {@link #anyStored()} looks up in one query. */
    static final int PROBED_KEYS = 256;
    /** The most rows of one insert statement, a power of two. */
    static final int MAX_ROWS_PER_INSERT = 64;
    /** The most parameters of one statement, below every store's limit (SQL Server's 2,100 the lowest). */
    static final int MAX_PARAMETERS = 2000;
    /** The stores whose SQL has row value lists ({@code values (…), (…)}), by their JDBC product names. */
    private static final List<String> ROW_LISTS = List.of("H2", "PostgreSQL", "MySQL", "MariaDB",
            "Microsoft SQL Server", "HSQL Database Engine", "Apache Derby", "DB2");

    private final Connection connection;
    private final boolean rowLists;
    private final Map<String, PreparedStatement> statements = new HashMap<>();
    private final Map<WriteShape, ShapeSql> sql = new IdentityHashMap<>();
    private final List<Write> waiting = new ArrayList<>();
    private final Set<Object> waitingIds = new HashSet<>();
    private WriteShape shape;

    RowBatch(Connection connection) throws SQLException {
        this.connection = connection;
        DatabaseMetaData store = connection.getMetaData();
        String product = store.getDatabaseProductName();
        this.rowLists = store.supportsSavepoints() && ROW_LISTS.stream().anyMatch(product::startsWith);
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
     * Adds a write of {@code row} (of change set {@code sequence}) as {@code writeShape} says, {@code version} the
     * value of its version when the shape writes one.
     */
    void add(WriteShape writeShape, UUID epoch, long sequence, RowChange row, Value version) {
        Object key = row.id().size() == 1 ? row.id().get(0).value() : row.id();
        if (!waiting.isEmpty() && (writeShape != shape || writeShape.kind() == Kind.UPSERT && waitingIds.contains(key))) {
            flush();
        }
        shape = writeShape;
        waiting.add(new Write(epoch, sequence, row, version));
        if (writeShape.kind() == Kind.UPSERT) {
            waitingIds.add(key);
        }
    }

    /** Sends what waits. */
    void flush() {
        if (waiting.isEmpty()) {
            return;
        }
        try {
            switch (shape.kind()) {
                case UPDATE -> {
                    if (shape.writes()) {
                        int[] counts = execute(sql().update, waiting, false);
                        for (int i = 0; i < counts.length; i++) {
                            if (counts[i] == 0) {
                                throw waiting.get(i).failure(ReplicaApplyException.Reason.MISSING_ROW,
                                        "update of a row the replica does not have", null);
                            }
                        }
                    }
                }
                case UPSERT -> {
                    if (!insertedInRowLists()) {
                        upsertRowByRow();
                    }
                }
                case INSERT -> {
                    if (!insertedInRowLists()) {
                        execute(sql().insert(shape, 1), waiting, true);
                    }
                }
                case DELETE -> {
                    int[] counts = execute(sql().delete, waiting, false);
                    for (int i = 0; i < counts.length; i++) {
                        if (counts[i] == 0) {
                            Write write = waiting.get(i);
                            ApplyLogger.ROOT_LOGGER.deleteOfMissingRow(write.row().entity(),
                                    ReplicaApplyException.describe(write.row().id()), write.sequence());
                        }
                    }
                }
                default -> throw new IllegalStateException("write kind " + shape.kind());
            }
        } finally {
            waiting.clear();
            waitingIds.clear();
        }
    }

    /** The statements' text of the batch's shape. */
    private ShapeSql sql() {
        return sql.computeIfAbsent(shape, ShapeSql::new);
    }

    /**
     * Inserts the waiting rows in statements of several rows each, inside a savepoint, where the store allows it.
     *
     * @return whether they are inserted; if not, none of them is
     */
    private boolean insertedInRowLists() {
        if (!rowLists) {
            return false;
        }
        Savepoint savepoint;
        try {
            savepoint = connection.setSavepoint();
        } catch (SQLException e) {
            throw waiting.get(0).failure(ReplicaApplyException.Reason.SQL_ERROR,
                    "setting a savepoint failed: " + e.getMessage(), e);
        }
        try {
            insertRowLists();
        } catch (SQLException | IllegalArgumentException e) {
            try {
                connection.rollback(savepoint);
            } catch (SQLException rollback) {
                rollback.addSuppressed(e);
                throw waiting.get(0).failure(ReplicaApplyException.Reason.SQL_ERROR,
                        "rolling back to a savepoint failed: " + rollback.getMessage(), rollback);
            }
            return false;
        }
        try {
            connection.releaseSavepoint(savepoint);
        } catch (SQLException e) {
            // The savepoint ends with the transaction anyway.
        }
        return true;
    }

    /**
     * The waiting rows as inserts of {@code n} rows each, {@code n} the largest power of two up to the most a
     * statement takes, then smaller powers for the rest: a few statement texts serve every batch size.
     */
    private void insertRowLists() throws SQLException {
        int most = Math.min(MAX_ROWS_PER_INSERT, Integer.highestOneBit(Math.max(1, MAX_PARAMETERS / shape.parameters())));
        int done = 0;
        for (int rows = most; rows >= 1; rows >>= 1) {
            int times = (waiting.size() - done) / rows;
            if (times == 0) {
                continue;
            }
            PreparedStatement statement = statement(sql().insert(shape, rows));
            for (int time = 0; time < times; time++) {
                int index = 1;
                for (int row = 0; row < rows; row++) {
                    index = bind(statement, index, waiting.get(done++), true);
                }
                if (times > 1) {
                    statement.addBatch();
                }
            }
            if (times > 1) {
                statement.executeBatch();
            } else {
                statement.executeUpdate();
            }
        }
    }

    /** Upserts row by row: the rows the table has are updated, the others inserted. */
    private void upsertRowByRow() {
        List<Write> absent = waiting;
        if (shape.writes() && anyStored()) {
            int[] counts = execute(sql().update, waiting, false);
            absent = new ArrayList<>();
            for (int i = 0; i < counts.length; i++) {
                if (counts[i] == 0) {
                    absent.add(waiting.get(i));
                }
            }
        }
        if (!absent.isEmpty()) {
            execute(sql().insert(shape, 1), absent, true);
        }
    }

    /**
     * Whether a row the waiting upserts write is in the table already; always so for a composite key, which is not
     * looked up. New rows then go out as inserts alone, not as updates that find nothing followed by inserts: one
     * query per {@link #PROBED_KEYS} keys, which binds the key only.
     */
    private boolean anyStored() {
        if (shape.id().size() != 1) {
            return true;
        }
        ReplicaColumn key = shape.id().get(0);
        for (int start = 0; start < waiting.size(); start += PROBED_KEYS) {
            List<Write> writes = waiting.subList(start, Math.min(waiting.size(), start + PROBED_KEYS));
            // A power of two of keys, the last one repeated, so that a few statements serve every batch size.
            int keys = Integer.highestOneBit(writes.size() * 2 - 1);
            String sql = "select count(*) from " + shape.target() + " where " + key.name()
                    + " in (" + String.join(", ", Collections.nCopies(keys, "?")) + ")";
            Write write = writes.get(0);
            try {
                PreparedStatement probe = statement(sql);
                for (int i = 0; i < keys; i++) {
                    write = writes.get(Math.min(i, writes.size() - 1));
                    ValueBinding.bind(probe, i + 1, key, write.row().id().get(0).value());
                }
                try (ResultSet count = probe.executeQuery()) {
                    if (count.next() && count.getLong(1) > 0) {
                        return true;
                    }
                }
            } catch (SQLException e) {
                throw write.failure(ReplicaApplyException.Reason.SQL_ERROR,
                        "looking up rows of " + shape.target() + " failed: " + e.getMessage(), e);
            } catch (IllegalArgumentException e) {
                throw write.failure(ReplicaApplyException.Reason.BAD_VALUE, e.getMessage(), e);
            }
        }
        return false;
    }

    /**
     * Runs {@code sql} once per write, as one batch; the rows each changed. Parameters: the key, then the values and
     * version ({@code keyFirst}, an insert), or the values and version, then the key (an update or delete).
     */
    private int[] execute(String sql, List<Write> writes, boolean keyFirst) {
        PreparedStatement statement;
        try {
            statement = statement(sql);
        } catch (SQLException e) {
            throw writes.get(0).failure(ReplicaApplyException.Reason.SQL_ERROR,
                    "preparing " + sql + " failed: " + e.getMessage(), e);
        }
        for (Write write : writes) {
            try {
                bind(statement, 1, write, keyFirst);
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
        return write.row().op() + " into " + shape.target() + " failed: " + e.getMessage();
    }

    /** Binds a write's parameters from {@code first} on, as the shape orders them; the index after them. */
    private int bind(PreparedStatement statement, int first, Write write, boolean keyFirst) throws SQLException {
        RowChange row = write.row();
        int index = first;
        if (keyFirst) {
            index = bind(statement, index, shape.id(), row.id());
        }
        index = bind(statement, index, shape.values(), row.columns());
        if (shape.version() != null) {
            ValueBinding.bind(statement, index++, shape.version(), write.version());
        }
        if (!keyFirst) {
            index = bind(statement, index, shape.id(), row.id());
        }
        return index;
    }

    private static int bind(PreparedStatement statement, int first, List<ReplicaColumn> columns, List<ColumnValue> values)
            throws SQLException {
        int index = first;
        for (int i = 0; i < columns.size(); i++) {
            ValueBinding.bind(statement, index++, columns.get(i), values.get(i).value());
        }
        return index;
    }

    /** The statements' text of a shape, made once per batch. */
    private static final class ShapeSql {

        final String update;
        final String delete;
        /** Inserts of 1, 2, 4, … rows, made when first needed. */
        private final String[] inserts = new String[Integer.numberOfTrailingZeros(MAX_ROWS_PER_INSERT) + 1];

        ShapeSql(WriteShape shape) {
            this.update = shape.updateSql();
            this.delete = shape.deleteSql();
        }

        /** The insert of {@code rows} rows, a power of two. */
        String insert(WriteShape shape, int rows) {
            int slot = Integer.numberOfTrailingZeros(rows);
            if (inserts[slot] == null) {
                inserts[slot] = shape.insertSql(rows);
            }
            return inserts[slot];
        }
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
