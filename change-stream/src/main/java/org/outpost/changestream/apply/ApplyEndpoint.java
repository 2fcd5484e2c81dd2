// SPDX-License-Identifier: Apache-2.0
package org.outpost.changestream.apply;

import java.sql.Connection;
import java.sql.SQLException;
import java.sql.Statement;
import java.time.Clock;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.locks.ReentrantLock;
import java.util.stream.Collectors;

import javax.sql.DataSource;

import org.outpost.changestream.mapping.ReplicaColumn;
import org.outpost.changestream.mapping.ReplicaSchema;
import org.outpost.changestream.mapping.ReplicaTable;
import org.outpost.changestream.model.ChangeSet;
import org.outpost.changestream.model.RowChange;
import org.outpost.changestream.wire.ChangeSetCodec;
import org.outpost.changestream.wire.WireFormatException;

/**
 * The receiving end of the change stream on an edge: applies each {@link ChangeSet} to the replica store in one
 * local JDBC transaction that also records (epoch, last sequence), so a change set is applied exactly once and
 * never visible half-applied. The sending end on main is the outbox relay, which publishes change sets in
 * sequence order; {@link ReplicaSynchronizer} turns the outcomes here into replays and snapshots.
 * <p>
 * Thread-safe; applies are serialized (one at a time, also against {@link #installSnapshot}).
 */
public final class ApplyEndpoint {

    private final DataSource store;
    private final ReplicaSchema schema;
    private final ChangeSetCodec codec;
    private final Clock clock;
    private final RowWriter writer;
    private final ReplicaStateTable stateTable;
    private final StaleRowTable staleRows;
    private final List<AppliedChangeListener> listeners = new CopyOnWriteArrayList<>();
    private final ReentrantLock applyLock = new ReentrantLock();
    private final ApplyCounters counters = new ApplyCounters();

    /** An endpoint of a replica store with one stream (default table prefix), the default codec and the system clock. */
    public ApplyEndpoint(DataSource store, ReplicaSchema schema) {
        this(store, new ReplicaStoreTables(schema));
    }

    /** An endpoint of one stream's tables, with the default codec and the system clock. */
    public ApplyEndpoint(DataSource store, ReplicaStoreTables tables) {
        this(store, tables, new ChangeSetCodec(), Clock.systemUTC());
    }

    public ApplyEndpoint(DataSource store, ReplicaStoreTables tables, ChangeSetCodec codec, Clock clock) {
        this.store = Objects.requireNonNull(store, "store");
        this.schema = tables.schema();
        this.stateTable = tables.state();
        this.staleRows = tables.staleRows();
        this.codec = Objects.requireNonNull(codec, "codec");
        this.clock = Objects.requireNonNull(clock, "clock");
        this.writer = new RowWriter(schema, this.staleRows);
    }

    /** Adds a listener told after each commit; see {@link AppliedChangeListener} for the contract. */
    public void addListener(AppliedChangeListener listener) {
        listeners.add(Objects.requireNonNull(listener, "listener"));
    }

    public void removeListener(AppliedChangeListener listener) {
        listeners.remove(listener);
    }

    public ReplicaSchema schema() {
        return schema;
    }

    /**
     * Decodes one change-stream message and {@linkplain #apply(ChangeSet) applies} it; counts its bytes.
     *
     * @throws WireFormatException when the message does not decode; nothing was applied, the caller dead-letters
     *                             the message and the resulting gap is replayed
     */
    public ApplyOutcome apply(byte[] message) throws WireFormatException {
        counters.bytes.addAndGet(message.length);
        return apply(codec.decode(message));
    }

    /**
     * Applies one change set if it is the next one of the replica's epoch, in one local transaction.
     *
     * @return {@link ApplyOutcome.Applied} when applied; otherwise why not, the replica unchanged
     * @throws ReplicaApplyException when a row fails: the whole change set was rolled back, the message names
     *                               the entity, id and sequence
     */
    public ApplyOutcome apply(ChangeSet changeSet) {
        counters.highestSeen.accumulate(changeSet.sequence());
        applyLock.lock();
        try {
            AppliedChanges committed;
            ApplyOutcome outcome;
            try (Connection connection = store.getConnection()) {
                boolean autoCommit = connection.getAutoCommit();
                connection.setAutoCommit(false);
                try {
                    ReplicaState state = stateTable.readForUpdate(connection);
                    outcome = decide(state, changeSet);
                    if (!(outcome instanceof ApplyOutcome.Applied)) {
                        connection.rollback();
                        count(outcome);
                        return outcome;
                    }
                    List<AppliedRow> rows = new ArrayList<>(changeSet.rows().size());
                    for (RowChange row : changeSet.rows()) {
                        writer.write(connection, changeSet.epoch(), changeSet.sequence(), row);
                        rows.add(new AppliedRow(row.entity(), schema.table(row.entity()).orElseThrow(), row.id(),
                                row.op(), row.columns(), row.before()));
                    }
                    Instant now = clock.instant();
                    stateTable.write(connection, true,
                            new ReplicaState(changeSet.epoch(), changeSet.sequence(), now, changeSet.commitTime()));
                    connection.commit();
                    committed = new AppliedChanges(changeSet.epoch(), changeSet.sequence(), changeSet.commitTime(),
                            now, rows);
                } catch (SQLException | RuntimeException e) {
                    rollbackQuietly(connection, e);
                    throw e;
                } finally {
                    restoreAutoCommit(connection, autoCommit);
                }
            } catch (SQLException e) {
                counters.failures.incrementAndGet();
                ReplicaApplyException failure = new ReplicaApplyException(ReplicaApplyException.Reason.SQL_ERROR,
                        changeSet.epoch(), changeSet.sequence(), null, null,
                        "replica store transaction failed: " + e.getMessage(), e);
                ApplyLogger.ROOT_LOGGER.applyFailed(changeSet.sequence(), failure);
                throw failure;
            } catch (ReplicaApplyException e) {
                counters.failures.incrementAndGet();
                ApplyLogger.ROOT_LOGGER.applyFailed(changeSet.sequence(), e);
                throw e;
            }
            counters.recordApplied(committed.rows().size(), committed.commitTime(), committed.appliedAt());
            notifyApplied(committed);
            return outcome;
        } finally {
            applyLock.unlock();
        }
    }

    private static ApplyOutcome decide(ReplicaState state, ChangeSet changeSet) {
        long sequence = changeSet.sequence();
        if (state == null || !state.epoch().equals(changeSet.epoch())) {
            ApplyLogger.ROOT_LOGGER.newEpoch(sequence, changeSet.epoch(), state == null ? null : state.epoch());
            return new ApplyOutcome.NewEpoch(sequence, state == null ? null : state.epoch(), changeSet.epoch());
        }
        long last = state.lastSequence();
        if (sequence <= last) {
            ApplyLogger.ROOT_LOGGER.duplicateSkipped(sequence, last);
            return new ApplyOutcome.Duplicate(sequence, last);
        }
        if (sequence > last + 1) {
            ApplyLogger.ROOT_LOGGER.gapDetected(sequence, last + 1, sequence - 1);
            return new ApplyOutcome.Gap(sequence, last + 1, sequence - 1);
        }
        return new ApplyOutcome.Applied(sequence, changeSet.rows().size());
    }

    private void count(ApplyOutcome outcome) {
        if (outcome instanceof ApplyOutcome.Duplicate) {
            counters.duplicates.incrementAndGet();
        } else if (outcome instanceof ApplyOutcome.Gap) {
            counters.gaps.incrementAndGet();
        }
    }

    private void notifyApplied(AppliedChanges changes) {
        for (AppliedChangeListener listener : listeners) {
            try {
                listener.afterApply(changes);
            } catch (RuntimeException e) {
                ApplyLogger.ROOT_LOGGER.listenerFailed(listener, changes.sequence(), e);
            }
        }
    }

    /**
     * Replaces the replica's rows with a snapshot, then records its (epoch, sequence). Each chunk is loaded in its
     * own transaction into a shadow table per entity, invisible to readers, who keep reading the current replica
     * (and applies of the old epoch keep running); only the final swap, one transaction that replaces each
     * table's rows by its shadow's and writes the state, waits for applies. Readers therefore see either the old
     * replica or the snapshot, never a mix; the swap also clears every stale-row mark. The shadow tables are dropped afterwards (and before each load, in
     * case an earlier one crashed).
     *
     * @return the number of rows installed
     * @throws SQLException          when the replica store fails; the replica is unchanged
     * @throws ReplicaApplyException when a snapshot row cannot be stored (named); the replica is unchanged
     */
    public long installSnapshot(Snapshot snapshot) throws SQLException {
        long started = System.nanoTime();
        ApplyLogger.ROOT_LOGGER.snapshotStarted(snapshot.epoch(), snapshot.sequence());
        try (Connection connection = store.getConnection()) {
            boolean autoCommit = connection.getAutoCommit();
            try {
                connection.setAutoCommit(true);
                try (Statement ddl = connection.createStatement()) {
                    for (ReplicaTable table : schema.tables()) {
                        ddl.execute("drop table if exists " + table.shadowTableName());
                        ddl.execute(table.createStatement(table.shadowTableName()));
                    }
                }
                long rows = loadChunks(connection, snapshot);
                swap(connection, snapshot);
                counters.snapshots.incrementAndGet();
                ApplyLogger.ROOT_LOGGER.snapshotInstalled(snapshot.epoch(), snapshot.sequence(), rows,
                        (System.nanoTime() - started) / 1_000_000);
                return rows;
            } finally {
                connection.setAutoCommit(true);
                try (Statement ddl = connection.createStatement()) {
                    for (ReplicaTable table : schema.tables()) {
                        ddl.execute("drop table if exists " + table.shadowTableName());
                    }
                }
                restoreAutoCommit(connection, autoCommit);
            }
        }
    }

    private long loadChunks(Connection connection, Snapshot snapshot) throws SQLException {
        long rows = 0;
        connection.setAutoCommit(false);
        var chunks = snapshot.chunks();
        while (chunks.hasNext()) {
            SnapshotChunk chunk = chunks.next();
            ReplicaTable table = schema.table(chunk.entity()).orElseThrow(() -> new ReplicaApplyException(
                    ReplicaApplyException.Reason.UNKNOWN_ENTITY, snapshot.epoch(), snapshot.sequence(),
                    chunk.entity(), null, "the snapshot has an entity not replicated to this edge", null));
            try {
                for (RowChange row : chunk.rows()) {
                    writer.store(connection, snapshot.epoch(), snapshot.sequence(), row, table.shadowTableName());
                }
                connection.commit();
            } catch (RuntimeException e) {
                rollbackQuietly(connection, e);
                throw e;
            }
            rows += chunk.rows().size();
        }
        return rows;
    }

    private void swap(Connection connection, Snapshot snapshot) throws SQLException {
        applyLock.lock();
        try {
            connection.setAutoCommit(false);
            try (Statement statement = connection.createStatement()) {
                boolean existed = stateTable.readForUpdate(connection) != null;
                for (ReplicaTable table : schema.tables()) {
                    String columns = table.allColumns().stream().map(ReplicaColumn::name)
                            .collect(Collectors.joining(", "));
                    statement.executeUpdate("delete from " + table.tableName());
                    statement.executeUpdate("insert into " + table.tableName() + " (" + columns + ") select "
                            + columns + " from " + table.shadowTableName());
                }
                staleRows.clearAll(statement);
                stateTable.write(connection, existed,
                        new ReplicaState(snapshot.epoch(), snapshot.sequence(), clock.instant(), null));
                connection.commit();
            } catch (SQLException | RuntimeException e) {
                rollbackQuietly(connection, e);
                throw e;
            }
            for (AppliedChangeListener listener : listeners) {
                try {
                    listener.afterSnapshot(snapshot.epoch(), snapshot.sequence(), schema.tables());
                } catch (RuntimeException e) {
                    ApplyLogger.ROOT_LOGGER.listenerFailed(listener, snapshot.sequence(), e);
                }
            }
        } finally {
            applyLock.unlock();
        }
    }

    /** The replica's position, empty before its first snapshot. */
    public Optional<ReplicaState> state() throws SQLException {
        try (Connection connection = store.getConnection()) {
            return Optional.ofNullable(stateTable.read(connection));
        }
    }

    /** The counters now, with main's last sequence as far as this edge has seen it. */
    public ApplyStats stats() throws SQLException {
        return stats(0);
    }

    /** The counters now; {@code mainLastSequence} (e.g. from main's management) sharpens the lag in transactions. */
    public ApplyStats stats(long mainLastSequence) throws SQLException {
        return counters.snapshot(state().orElse(null), mainLastSequence, clock.instant());
    }

    /** Counts a replay run of {@code changeSets} change sets (called by {@link ReplicaSynchronizer}). */
    void recordReplay(int changeSets) {
        counters.replays.incrementAndGet();
        counters.replayed.addAndGet(changeSets);
    }

    private static void rollbackQuietly(Connection connection, Exception cause) {
        try {
            connection.rollback();
        } catch (SQLException e) {
            cause.addSuppressed(e);
        }
    }

    private static void restoreAutoCommit(Connection connection, boolean autoCommit) {
        try {
            connection.setAutoCommit(autoCommit);
        } catch (SQLException e) {
            // The connection is going back to the pool or being closed; nothing is pending on it.
        }
    }
}
