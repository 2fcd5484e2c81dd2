// SPDX-License-Identifier: Apache-2.0
package org.outpost.changestream.serving;

import java.io.IOException;
import java.io.OutputStream;
import java.sql.Connection;
import java.sql.SQLException;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;

import javax.sql.DataSource;

import org.outpost.changestream.mapping.ReplicaSchema;
import org.outpost.changestream.mapping.ReplicaTable;
import org.outpost.changestream.outbox.Outbox;

/**
 * Main's snapshot service, the sending end of {@link org.outpost.changestream.fetching.SnapshotClient}: every row of every replicated table read
 * in one read-only repeatable-read transaction together with the outbox's epoch and last sequence, so the rows are
 * exactly main's state after that sequence (PostgreSQL: one MVCC snapshot, rows fetched through a cursor).
 * <p>
 * Thread-safe; each snapshot uses a connection of its own, outside any JTA transaction.
 */
public final class SnapshotService {

    /** Rows per chunk when none is given. */
    public static final int DEFAULT_CHUNK_ROWS = 500;
    /** A chunk is cut before its rows reach about this many bytes, whatever the row count. */
    static final long MAX_CHUNK_BYTES = 4L * 1024 * 1024;
    /** Ids one request for rows may name. */
    public static final int MAX_ROW_IDS = 500;

    private final DataSource dataSource;
    private final Outbox outbox;
    private final ReplicaSchema schema;
    private final Map<ReplicaTable, SnapshotTable> tables = new LinkedHashMap<>();
    private final int chunkRows;

    /**
     * @param dataSource main's database: the persistence unit's datasource, which also holds the outbox
     * @param schema     the replicated entities as main maps them (table and column names are main's)
     * @param outbox     the persistence unit's outbox; its codec encodes the chunks
     * @param chunkRows  rows per chunk (also the JDBC fetch size); at least 1
     * @throws IllegalArgumentException naming the entity and column of a type the change stream does not carry
     */
    public SnapshotService(DataSource dataSource, ReplicaSchema schema, Outbox outbox, int chunkRows) {
        this.dataSource = Objects.requireNonNull(dataSource, "dataSource");
        this.outbox = Objects.requireNonNull(outbox, "outbox");
        if (chunkRows < 1) {
            throw new IllegalArgumentException("A snapshot chunk holds at least one row, got " + chunkRows);
        }
        this.chunkRows = chunkRows;
        this.schema = schema;
        schema.tables().forEach(table -> tables.put(table, SnapshotTable.of(table)));
    }

    /**
     * Begins a snapshot: opens the transaction and reads the outbox position as its first statement. The caller
     * then {@linkplain SnapshotTransaction#writeTo writes} it and closes it.
     *
     * @throws SQLException when main's database cannot be reached; nothing is held
     */
    public SnapshotTransaction begin() throws SQLException {
        return begin(tables.values().stream().map(SnapshotTable::all).toList());
    }

    /**
     * Begins a snapshot of some rows of one entity, those with the given ids, for an edge refreshing its stale
     * rows of an {@code invalidate}-mode entity; written and closed as {@link #begin()}'s.
     *
     * @param entity the entity name on the wire
     * @param ids    ids in {@link org.outpost.changestream.mapping.RowKeys} text form, at most {@link #MAX_ROW_IDS}
     * @throws IllegalArgumentException naming the entity or id that main does not replicate or cannot read
     * @throws SQLException             when main's database cannot be reached; nothing is held
     */
    public SnapshotTransaction begin(String entity, List<String> ids) throws SQLException {
        ReplicaTable table = schema.table(entity)
                .orElseThrow(() -> new IllegalArgumentException("Entity '" + entity + "' is not replicated"));
        if (ids.isEmpty() || ids.size() > MAX_ROW_IDS) {
            throw new IllegalArgumentException("Give 1 to " + MAX_ROW_IDS + " ids of " + entity + ", got "
                    + ids.size());
        }
        return begin(List.of(tables.get(table).byIds(ids)));
    }

    private SnapshotTransaction begin(List<SnapshotTable.Read> reads) throws SQLException {
        Connection connection = dataSource.getConnection();
        try {
            return new SnapshotTransaction(connection, outbox, reads, chunkRows);
        } catch (SQLException | RuntimeException e) {
            try {
                connection.close();
            } catch (SQLException suppressed) {
                e.addSuppressed(suppressed);
            }
            throw e;
        }
    }

    /**
     * Writes a whole snapshot to {@code out} ({@link #begin()}, write, close); {@code out} is flushed, not closed.
     *
     * @return the number of rows written
     * @throws IOException  when {@code out} fails; the end frame is then missing, so the reader sees a truncation
     * @throws SQLException when main's database fails; likewise
     */
    public long write(OutputStream out) throws IOException, SQLException {
        try (SnapshotTransaction snapshot = begin()) {
            return snapshot.writeTo(out);
        }
    }
}
