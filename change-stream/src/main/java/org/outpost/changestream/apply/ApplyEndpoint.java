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
import org.outpost.changestream.wire.CodecSettings;
import org.outpost.changestream.wire.SchemaNumbering;
import org.outpost.changestream.wire.WireFormatException;

/**
 * The receiving end of the change stream on an edge: applies each {@link ChangeSet} to the replica store in one
 * local JDBC transaction that also records (epoch, last sequence), so a change set is applied exactly once and
 * never visible half-applied. The sending end on main is the outbox relay, which publishes change sets in
 * sequence order; {@link ReplicaSynchronizer} turns the outcomes here into replays and snapshots.
 * <p>
 * Thread-safe; applies are serialized (one at a time, also against {@link #installSnapshot}). Applies hold one
 * connection of the store between them; {@link #close()} gives it back.
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
    /** The applies' connection and statements ({@link #applying()}), guarded by {@link #applyLock}. */
    private RowBatch held;
    private boolean heldAutoCommit;

    /** An endpoint of a replica store with one stream (default table prefix), the default codec and the system clock. */
    public ApplyEndpoint(DataSource store, ReplicaSchema schema) {
        this(store, new ReplicaStoreTables(schema));
    }

    /**
     * An endpoint of one stream's tables, with the system clock and a codec that reads change batches numbered by the
     * stream schema of those tables ({@link SchemaNumbering#of(ReplicaSchema)}), as main's publisher writes them.
     */
    public ApplyEndpoint(DataSource store, ReplicaStoreTables tables) {
        this(store, tables, new ChangeSetCodec(CodecSettings.defaults(), SchemaNumbering.of(tables.schema())),
                Clock.systemUTC());
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

    /** How the change batches this endpoint reads number entities and columns (its codec's). */
    public SchemaNumbering numbering() {
        return codec.numbering();
    }

    /**
     * Decodes one change-stream message and {@linkplain #apply(ChangeSet) applies} it; counts its bytes.
     *
     * @throws WireFormatException when the message does not decode; nothing was applied, the caller dead-letters
     *                             the message and the resulting gap is replayed
     */
    public ApplyOutcome apply(byte[] message) throws WireFormatException {
        return apply(decode(message));
    }

    /** Decodes one change-stream message with this endpoint's codec and counts its bytes as received; thread-safe. */
    ChangeSet decode(byte[] message) throws WireFormatException {
        counters.bytes.addAndGet(message.length);
        return codec.decode(message);
    }

    /**
     * Decodes a message from the topic, one change set or a change batch, with this endpoint's codec and counts its
     * bytes as received; thread-safe.
     *
     * @return its change sets in sequence order, all or none
     */
    List<ChangeSet> decodeBatch(byte[] message) throws WireFormatException {
        counters.bytes.addAndGet(message.length);
        return codec.decodeBatch(message);
    }

    /**
     * Applies one change set if it is the next one of the replica's epoch, in one local transaction.
     *
     * @return {@link ApplyOutcome.Applied} when applied; otherwise why not, the replica unchanged
     * @throws ReplicaApplyException when a row fails: the whole change set was rolled back, the message names
     *                               the entity, id and sequence
     */
    public ApplyOutcome apply(ChangeSet changeSet) {
        return applyAll(List.of(changeSet)).get(0);
    }

    /**
     * Applies consecutive change sets of a backlog in one local transaction, which also records the last one's
     * sequence: readers and listeners see them all or none, each whole, never part of one. Duplicates are skipped;
     * the first change set that is not the next one ({@link ApplyOutcome.Gap}, {@link ApplyOutcome.NewEpoch}) ends
     * the run, and nothing after it is looked at. Listeners are told about each applied change set after the commit,
     * one at a time in sequence order, as if each had been applied alone.
     *
     * @return the outcome of each change set looked at, in order: {@link ApplyOutcome.Applied} or
     *         {@link ApplyOutcome.Duplicate}, the last one possibly the outcome that ended the run
     * @throws ReplicaApplyException when a row fails: the change sets before the failing one are applied (each in a
     *                               transaction of its own), the failing one is rolled back whole and named
     */
    public List<ApplyOutcome> applyAll(List<ChangeSet> changeSets) {
        if (changeSets.isEmpty()) {
            return List.of();
        }
        changeSets.forEach(changeSet -> counters.highestSeen.accumulate(changeSet.sequence()));
        applyLock.lock();
        try {
            Committed committed;
            try {
                committed = commit(changeSets);
            } catch (ReplicaApplyException e) {
                if (changeSets.size() == 1) {
                    counters.failures.incrementAndGet();
                    ApplyLogger.ROOT_LOGGER.applyFailed(changeSets.get(0).sequence(), e);
                    throw e;
                }
                return applyOneByOne(changeSets);
            }
            committed.outcomes().forEach(this::count);
            for (AppliedChanges changes : committed.changes()) {
                counters.recordApplied(changes.rows().size(), changes.commitTime(), changes.appliedAt());
                notifyApplied(changes);
            }
            return committed.outcomes();
        } finally {
            applyLock.unlock();
        }
    }

    /** After a run failed: each change set in a transaction of its own, so that the failing one fails alone. */
    private List<ApplyOutcome> applyOneByOne(List<ChangeSet> changeSets) {
        List<ApplyOutcome> outcomes = new ArrayList<>(changeSets.size());
        for (ChangeSet changeSet : changeSets) {
            ApplyOutcome outcome = apply(changeSet);
            outcomes.add(outcome);
            if (!(outcome instanceof ApplyOutcome.Applied || outcome instanceof ApplyOutcome.Duplicate)) {
                break;
            }
        }
        return outcomes;
    }

    /** What one transaction of {@link #commit} did: an outcome per change set looked at, the applied ones' rows. */
    private record Committed(List<ApplyOutcome> outcomes, List<AppliedChanges> changes) {
    }

    /**
     * Locks the state row, decides, writes the rows of the change sets that apply and the new state, and commits, on
     * the applies' connection; rolls back, drops that connection and throws on any failure, counting nothing.
     */
    private Committed commit(List<ChangeSet> changeSets) {
        ChangeSet first = changeSets.get(0);
        RowBatch batch = null;
        try {
            batch = applying();
            Connection connection = batch.connection();
            ReplicaState state = stateTable.readForUpdate(batch);
            List<ApplyOutcome> outcomes = new ArrayList<>(changeSets.size());
            List<ChangeSet> applied = new ArrayList<>(changeSets.size());
            List<List<AppliedRow>> rows = new ArrayList<>(changeSets.size());
            for (ChangeSet changeSet : changeSets) {
                ApplyOutcome outcome = decide(state, changeSet);
                outcomes.add(outcome);
                if (outcome instanceof ApplyOutcome.Applied) {
                    rows.add(write(batch, changeSet));
                    applied.add(changeSet);
                    state = new ReplicaState(changeSet.epoch(), changeSet.sequence(), state.appliedAt(),
                            changeSet.commitTime());
                } else if (!(outcome instanceof ApplyOutcome.Duplicate)) {
                    break;
                }
            }
            if (applied.isEmpty()) {
                connection.rollback();
                return new Committed(outcomes, List.of());
            }
            batch.flush();
            Instant now = clock.instant();
            stateTable.write(batch, true, new ReplicaState(state.epoch(), state.lastSequence(), now, state.commitTime()));
            connection.commit();
            List<AppliedChanges> changes = new ArrayList<>(applied.size());
            for (int i = 0; i < applied.size(); i++) {
                ChangeSet changeSet = applied.get(i);
                changes.add(new AppliedChanges(changeSet.epoch(), changeSet.sequence(), changeSet.commitTime(),
                        now, rows.get(i)));
            }
            return new Committed(outcomes, changes);
        } catch (SQLException | RuntimeException e) {
            if (batch != null) {
                rollbackQuietly(batch.connection(), e);
                release();
            }
            if (e instanceof SQLException sql) {
                throw new ReplicaApplyException(ReplicaApplyException.Reason.SQL_ERROR, first.epoch(),
                        first.sequence(), null, null, "replica store transaction failed: " + sql.getMessage(), sql);
            }
            throw (RuntimeException) e;
        }
    }

    /**
     * The connection the applies use, with the statements they prepared, opened (autocommit off) by the first apply
     * and kept until {@link #close()} or a failure: a change set arriving alone then costs no pool checkout and no
     * statement preparation (on H2 without a query cache, a parse of each statement).
     */
    private RowBatch applying() throws SQLException {
        if (held == null) {
            Connection connection = store.getConnection();
            try {
                heldAutoCommit = connection.getAutoCommit();
                connection.setAutoCommit(false);
            } catch (SQLException e) {
                connection.close();
                throw e;
            }
            held = new RowBatch(connection);
        }
        return held;
    }

    /** Closes the applies' connection, if open, after restoring its autocommit. */
    private void release() {
        RowBatch batch = held;
        held = null;
        if (batch != null) {
            batch.close();
            restoreAutoCommit(batch.connection(), heldAutoCommit);
            try {
                batch.connection().close();
            } catch (SQLException e) {
                // Given back to the pool or closed either way; nothing is pending on it.
            }
        }
    }

    /** Gives the connection the applies hold back to the store; the next apply opens another. */
    public void close() {
        applyLock.lock();
        try {
            release();
        } finally {
            applyLock.unlock();
        }
    }

    /** Adds the rows of a change set to the transaction's batch; what the listeners will be told about them. */
    private List<AppliedRow> write(RowBatch batch, ChangeSet changeSet) {
        List<AppliedRow> rows = new ArrayList<>(changeSet.rows().size());
        for (RowChange row : changeSet.rows()) {
            // A followed entity's row only tells the query cache what changed: nothing is stored.
            ReplicaTable table = schema.followed(row.entity()).orElse(null);
            if (table == null) {
                table = writer.write(batch, changeSet.epoch(), changeSet.sequence(), row);
            }
            rows.add(new AppliedRow(row.entity(), table, row.id(), row.op(), row.columns(), row.before()));
        }
        return rows;
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
                long millis = (System.nanoTime() - started) / 1_000_000;
                counters.recordSnapshot(rows, millis);
                ApplyLogger.ROOT_LOGGER.snapshotInstalled(snapshot.epoch(), snapshot.sequence(), rows, millis);
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
            try (RowBatch batch = new RowBatch(connection)) {
                for (RowChange row : chunk.rows()) {
                    writer.load(batch, snapshot.epoch(), snapshot.sequence(), row, table.shadowTableName());
                }
                batch.flush();
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

    /** Notes that a catch-up begins now (called by {@link ReplicaSynchronizer}). */
    void recordCatchUpStart() {
        counters.recordCatchUpStart(clock.instant());
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
