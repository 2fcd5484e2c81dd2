// SPDX-License-Identifier: Apache-2.0
package org.outpost.changestream.outbox;

import static org.outpost.changestream.ReplicationLogger.LOG;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.time.Instant;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Objects;
import java.util.UUID;
import java.util.regex.Pattern;

import javax.sql.DataSource;

import org.outpost.changestream.model.ChangeSet;
import org.outpost.changestream.model.RowChange;
import org.outpost.changestream.wire.ChangeSetCodec;

/**
 * Main's outbox: three tables in main's database holding every committed transaction's change set under a gapless
 * sequence in commit order, within an epoch.
 * <ul>
 * <li>{@code <prefix>outbox_state(id, epoch, last_seq)}: one row; the epoch and the last sequence taken. A committing
 * transaction increments {@code last_seq} with an {@code UPDATE}, which holds the row lock until it commits or rolls
 * back: the next committer waits for that moment only, so sequence order is commit order, and a rollback gives its
 * number back (no gap).</li>
 * <li>{@code <prefix>outbox(seq, epoch, commit_time, message)}: one row per change set, the {@link ChangeSetCodec}
 * bytes.</li>
 * <li>{@code <prefix>outbox_published(id, epoch, published_seq)}: one row; the relay's progress, kept apart from the
 * sequence row so that marking progress never waits for a committer.</li>
 * </ul>
 * {@link #append} runs on the committing transaction's own connection; everything else takes a connection of the
 * {@link DataSource} and commits on its own. Thread-safe.
 */
public final class Outbox {

    /** The table prefix when none is given. */
    public static final String DEFAULT_TABLE_PREFIX = "outpost_";

    private static final Pattern PREFIX = Pattern.compile("([A-Za-z_][A-Za-z0-9_]*\\.)?[A-Za-z0-9_]*");

    private final DataSource dataSource;
    private final ChangeSetCodec codec;
    private final String stateTable;
    private final String entryTable;
    private final String publishedTable;

    /** An outbox with the default tables ({@code outpost_outbox…}) and codec. */
    public Outbox(DataSource dataSource) {
        this(dataSource, DEFAULT_TABLE_PREFIX, new ChangeSetCodec());
    }

    /**
     * @param dataSource  main's database, for everything but {@link #append}
     * @param tablePrefix prepended to the table names; letters, digits, underscores, optionally {@code schema.}
     * @param codec       encodes the change sets written
     */
    public Outbox(DataSource dataSource, String tablePrefix, ChangeSetCodec codec) {
        this.dataSource = Objects.requireNonNull(dataSource, "dataSource");
        this.codec = Objects.requireNonNull(codec, "codec");
        String prefix = Objects.requireNonNull(tablePrefix, "tablePrefix");
        if (!PREFIX.matcher(prefix).matches()) {
            throw new IllegalArgumentException("Outbox table prefix '" + tablePrefix + "' is not a plain SQL name");
        }
        this.stateTable = prefix + "outbox_state";
        this.entryTable = prefix + "outbox";
        this.publishedTable = prefix + "outbox_published";
    }

    /** The table holding the entries. */
    public String table() {
        return entryTable;
    }

    /** The codec of the entries' messages. */
    public ChangeSetCodec codec() {
        return codec;
    }

    /**
     * Creates the tables when absent and, in a new outbox, the state rows with a new epoch. Called once when main
     * starts, before any transaction captures changes.
     */
    public void createIfAbsent() {
        inTransaction("create", connection -> {
            String binary = binaryType(connection);
            try (Statement statement = connection.createStatement()) {
                statement.executeUpdate("CREATE TABLE IF NOT EXISTS " + stateTable
                        + " (id INTEGER NOT NULL PRIMARY KEY, epoch VARCHAR(36) NOT NULL, last_seq BIGINT NOT NULL)");
                statement.executeUpdate("CREATE TABLE IF NOT EXISTS " + publishedTable
                        + " (id INTEGER NOT NULL PRIMARY KEY, epoch VARCHAR(36) NOT NULL, published_seq BIGINT NOT NULL)");
                statement.executeUpdate("CREATE TABLE IF NOT EXISTS " + entryTable
                        + " (seq BIGINT NOT NULL PRIMARY KEY, epoch VARCHAR(36) NOT NULL,"
                        + " commit_time TIMESTAMP WITH TIME ZONE NOT NULL, message " + binary + " NOT NULL)");
            }
            if (queryEpoch(connection, stateTable) == null) {
                String epoch = UUID.randomUUID().toString();
                try (PreparedStatement insert = connection.prepareStatement(
                        "INSERT INTO " + stateTable + " (id, epoch, last_seq) VALUES (1, ?, 0)");
                     PreparedStatement published = connection.prepareStatement(
                             "INSERT INTO " + publishedTable + " (id, epoch, published_seq) VALUES (1, ?, 0)")) {
                    insert.setString(1, epoch);
                    insert.executeUpdate();
                    published.setString(1, epoch);
                    published.executeUpdate();
                }
            }
            return null;
        });
    }

    /**
     * Takes the next sequence and writes the change set of {@code rows}, on the connection of the committing
     * transaction, as its last statements before commit. The sequence row stays locked until that transaction
     * ends, so call this only right before commit.
     *
     * @param connection the committing transaction's connection; not committed, not closed here
     * @param rows       the transaction's changes, at least one
     * @return the change set written
     * @throws OutboxException when the outbox cannot be written; the caller must fail the commit
     */
    public ChangeSet append(Connection connection, List<RowChange> rows) {
        try {
            try (PreparedStatement next = connection.prepareStatement(
                    "UPDATE " + stateTable + " SET last_seq = last_seq + 1 WHERE id = 1")) {
                if (next.executeUpdate() != 1) {
                    throw new OutboxException("Outbox table " + stateTable + " has no state row; create the outbox first");
                }
            }
            UUID epoch;
            long sequence;
            try (PreparedStatement read = connection.prepareStatement("SELECT epoch, last_seq FROM " + stateTable + " WHERE id = 1");
                 ResultSet result = read.executeQuery()) {
                result.next();
                epoch = UUID.fromString(result.getString(1));
                sequence = result.getLong(2);
            }
            // Taken under the lock: commit times are ordered as sequences are, to the clock's accuracy.
            Instant commitTime = Instant.now().truncatedTo(ChronoUnit.MICROS);
            ChangeSet changeSet = new ChangeSet(epoch, sequence, commitTime, rows);
            byte[] message = codec.encode(changeSet);
            try (PreparedStatement insert = connection.prepareStatement(
                    "INSERT INTO " + entryTable + " (seq, epoch, commit_time, message) VALUES (?, ?, ?, ?)")) {
                insert.setLong(1, sequence);
                insert.setString(2, epoch.toString());
                insert.setObject(3, OffsetDateTime.ofInstant(commitTime, ZoneOffset.UTC));
                insert.setBytes(4, message);
                insert.executeUpdate();
            }
            LOG.appended(sequence, epoch, rows.size(), message.length);
            return changeSet;
        } catch (SQLException e) {
            throw new OutboxException("Cannot append a change set to outbox " + entryTable + ": " + e.getMessage(), e);
        }
    }

    /**
     * The committed entries from {@code fromSequence} on, in sequence order, at most {@code max}; for the relay and
     * for an edge replaying a gap. Entries purged by retention are absent: a result starting above
     * {@code fromSequence} means the edge needs a snapshot.
     */
    public List<OutboxEntry> readFrom(long fromSequence, int max) {
        if (max < 1) {
            throw new IllegalArgumentException("max must be positive, got " + max);
        }
        return inTransaction("read", connection -> {
            try (PreparedStatement select = connection.prepareStatement(
                    "SELECT seq, epoch, commit_time, message FROM " + entryTable + " WHERE seq >= ? ORDER BY seq")) {
                select.setLong(1, fromSequence);
                select.setMaxRows(max);
                List<OutboxEntry> entries = new ArrayList<>();
                try (ResultSet result = select.executeQuery()) {
                    while (result.next()) {
                        entries.add(new OutboxEntry(UUID.fromString(result.getString(2)), result.getLong(1),
                                result.getObject(3, OffsetDateTime.class).toInstant(), result.getBytes(4)));
                    }
                }
                return entries;
            }
        });
    }

    /**
     * Whether the outbox holds the entry {@code sequence}, and so every later committed one: retention purges the
     * oldest entries only.
     */
    public boolean holds(long sequence) {
        return inTransaction("read", connection -> {
            try (PreparedStatement select = connection.prepareStatement(
                    "SELECT 1 FROM " + entryTable + " WHERE seq = ?")) {
                select.setLong(1, sequence);
                try (ResultSet result = select.executeQuery()) {
                    return result.next();
                }
            }
        });
    }

    /** The current epoch. */
    public UUID epoch() {
        return inTransaction("read", connection -> {
            UUID epoch = queryEpoch(connection, stateTable);
            if (epoch == null) {
                throw new OutboxException("Outbox table " + stateTable + " has no state row; create the outbox first");
            }
            return epoch;
        });
    }

    /**
     * The epoch and the last committed sequence together, read in one transaction of their own (a reset between
     * two separate reads cannot mix them).
     */
    public Position position() {
        return inTransaction("read", this::position);
    }

    /**
     * The epoch and the last committed sequence as the caller's transaction sees them. A snapshot reads this as the
     * first statement of its repeatable-read transaction: every change set up to {@link Position#lastSequence()}
     * is then visible to it and none after (a committer holds the state row until it commits).
     *
     * @throws OutboxException when the outbox has no state row
     */
    public Position position(Connection connection) throws SQLException {
        try (Statement statement = connection.createStatement();
             ResultSet result = statement.executeQuery("SELECT epoch, last_seq FROM " + stateTable + " WHERE id = 1")) {
            if (!result.next()) {
                throw new OutboxException("Outbox table " + stateTable + " has no state row; create the outbox first");
            }
            return new Position(UUID.fromString(result.getString(1)), result.getLong(2));
        }
    }

    /** The last committed sequence of the epoch, 0 when none. */
    public long lastSequence() {
        return queryLong("SELECT last_seq FROM " + stateTable + " WHERE id = 1");
    }

    /** The last sequence the relay published, 0 when none. */
    public long publishedSequence() {
        return queryLong("SELECT published_seq FROM " + publishedTable + " WHERE id = 1");
    }

    /** The number of entries held. */
    public long size() {
        return queryLong("SELECT COUNT(*) FROM " + entryTable);
    }

    /** Records that every entry up to {@code sequence} is published; never moves backwards. */
    public void markPublished(long sequence) {
        inTransaction("update", connection -> {
            try (PreparedStatement update = connection.prepareStatement("UPDATE " + publishedTable
                    + " SET published_seq = ? WHERE id = 1 AND published_seq < ?")) {
                update.setLong(1, sequence);
                update.setLong(2, sequence);
                update.executeUpdate();
            }
            return null;
        });
    }

    /**
     * Deletes the published entries older than the policy's age or beyond its count; never an unpublished one.
     *
     * @return the number of entries deleted
     */
    public int purge(RetentionPolicy policy) {
        Objects.requireNonNull(policy, "policy");
        int deleted = inTransaction("purge", connection -> {
            long published = queryLong(connection, "SELECT published_seq FROM " + publishedTable + " WHERE id = 1");
            long last = queryLong(connection, "SELECT last_seq FROM " + stateTable + " WHERE id = 1");
            try (PreparedStatement delete = connection.prepareStatement("DELETE FROM " + entryTable
                    + " WHERE seq <= ? AND (seq <= ? OR commit_time < ?)")) {
                delete.setLong(1, published);
                delete.setLong(2, last - policy.maxCount());
                delete.setObject(3, OffsetDateTime.ofInstant(Instant.now().minus(policy.maxAge()), ZoneOffset.UTC));
                return delete.executeUpdate();
            }
        });
        LOG.purged(entryTable, deleted);
        return deleted;
    }

    /**
     * Starts a new epoch: deletes every entry and restarts sequences at 1. Waits for transactions committing at
     * the moment. Every edge then needs a snapshot.
     *
     * @return the new epoch
     */
    public UUID reset() {
        UUID epoch = UUID.randomUUID();
        inTransaction("reset", connection -> {
            try (PreparedStatement state = connection.prepareStatement(
                    "UPDATE " + stateTable + " SET epoch = ?, last_seq = 0 WHERE id = 1");
                 PreparedStatement published = connection.prepareStatement(
                         "UPDATE " + publishedTable + " SET epoch = ?, published_seq = 0 WHERE id = 1");
                 Statement delete = connection.createStatement()) {
                state.setString(1, epoch.toString());
                if (state.executeUpdate() != 1) {
                    throw new OutboxException("Outbox table " + stateTable + " has no state row; create the outbox first");
                }
                delete.executeUpdate("DELETE FROM " + entryTable);
                published.setString(1, epoch.toString());
                published.executeUpdate();
            }
            return null;
        });
        LOG.outboxReset(entryTable, epoch);
        return epoch;
    }

    /** Drops the three tables (tests, and an operator's removal of the outbox). */
    public void drop() {
        inTransaction("drop", connection -> {
            try (Statement statement = connection.createStatement()) {
                for (String table : List.of(entryTable, publishedTable, stateTable)) {
                    statement.executeUpdate("DROP TABLE IF EXISTS " + table);
                }
            }
            return null;
        });
    }

    private long queryLong(String sql) {
        return inTransaction("read", connection -> queryLong(connection, sql));
    }

    private long queryLong(Connection connection, String sql) throws SQLException {
        try (Statement statement = connection.createStatement(); ResultSet result = statement.executeQuery(sql)) {
            if (!result.next()) {
                throw new OutboxException("Outbox table " + stateTable + " has no state row; create the outbox first");
            }
            return result.getLong(1);
        }
    }

    private static UUID queryEpoch(Connection connection, String table) throws SQLException {
        try (Statement statement = connection.createStatement();
             ResultSet result = statement.executeQuery("SELECT epoch FROM " + table + " WHERE id = 1")) {
            return result.next() ? UUID.fromString(result.getString(1)) : null;
        }
    }

    private static String binaryType(Connection connection) throws SQLException {
        String product = connection.getMetaData().getDatabaseProductName().toLowerCase(Locale.ROOT);
        if (product.contains("postgres")) {
            return "BYTEA";
        }
        if (product.contains("h2")) {
            return "VARBINARY";
        }
        return "BLOB";
    }

    /**
     * Where the outbox stands: its epoch and the last sequence committed in it (0 when none).
     *
     * @param epoch        the current epoch
     * @param lastSequence the last committed sequence of {@code epoch}
     */
    public record Position(UUID epoch, long lastSequence) {

        public Position {
            Objects.requireNonNull(epoch, "epoch");
        }
    }

    private interface Work<T> {
        T run(Connection connection) throws SQLException;
    }

    private <T> T inTransaction(String what, Work<T> work) {
        try (Connection connection = dataSource.getConnection()) {
            boolean autoCommit = connection.getAutoCommit();
            if (autoCommit) {
                connection.setAutoCommit(false);
            }
            try {
                T result = work.run(connection);
                connection.commit();
                return result;
            } catch (SQLException | RuntimeException e) {
                connection.rollback();
                throw e;
            } finally {
                if (autoCommit) {
                    connection.setAutoCommit(true);
                }
            }
        } catch (SQLException e) {
            throw new OutboxException("Cannot " + what + " outbox " + entryTable + ": " + e.getMessage(), e);
        }
    }
}
