// SPDX-License-Identifier: Apache-2.0
package org.outpost.changestream.serving;

import java.io.DataOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.UUID;

import org.outpost.changestream.http.Frames;
import org.outpost.changestream.http.SnapshotHeader;
import org.outpost.changestream.model.ChangeSet;
import org.outpost.changestream.model.RowChange;
import org.outpost.changestream.outbox.Outbox;
import org.outpost.changestream.wire.ChangeSetCodec;

/**
 * One snapshot being served: an open read-only repeatable-read transaction on main that has read the outbox position
 * ({@link #epoch()}, {@link #sequence()}) and reads its rows (every replicated row, or some rows of one entity) when
 * {@linkplain #writeTo written}. Each
 * chunk is a {@link ChangeSet} of the epoch, numbered from 1 in the snapshot, committed at {@link #readTime()},
 * whose rows are inserts of one entity. {@link #close()} ends the transaction and gives the connection back as it
 * was. Used by one thread.
 */
public final class SnapshotTransaction implements AutoCloseable {

    private final Connection connection;
    private final ChangeSetCodec codec;
    private final List<SnapshotTable.Read> reads;
    private final int chunkRows;
    private final boolean autoCommit;
    private final boolean readOnly;
    private final int isolation;
    private final Instant readTime;
    private final Outbox.Position position;
    private boolean written;
    private long chunks;

    SnapshotTransaction(Connection connection, Outbox outbox, List<SnapshotTable.Read> reads, int chunkRows)
            throws SQLException {
        this.connection = connection;
        this.codec = outbox.codec();
        this.reads = reads;
        this.chunkRows = chunkRows;
        this.autoCommit = connection.getAutoCommit();
        this.readOnly = connection.isReadOnly();
        this.isolation = connection.getTransactionIsolation();
        connection.setAutoCommit(false);
        try {
            // Both before the first statement: PostgreSQL takes the transaction's snapshot at its first statement.
            connection.setTransactionIsolation(Connection.TRANSACTION_REPEATABLE_READ);
            connection.setReadOnly(true);
            this.readTime = Instant.now();
            this.position = outbox.position(connection);
        } catch (SQLException | RuntimeException e) {
            restore(e);
            throw e;
        }
    }

    /** Main's epoch. */
    public UUID epoch() {
        return position.epoch();
    }

    /** The last sequence whose effects the rows include, 0 when none. */
    public long sequence() {
        return position.lastSequence();
    }

    /** When the transaction began; the commit time of every chunk. */
    public Instant readTime() {
        return readTime;
    }

    /**
     * Writes the snapshot: the header, one frame per chunk (an empty table has none; each flushed as it is read),
     * the end frame. {@code out} is flushed, not closed. Once only.
     *
     * @return the number of rows written
     * @throws IOException  when {@code out} fails (the reader went away); no end frame was written
     * @throws SQLException when main's database fails; no end frame was written
     */
    public long writeTo(OutputStream out) throws IOException, SQLException {
        if (written) {
            throw new IllegalStateException("A snapshot transaction is written once");
        }
        written = true;
        DataOutputStream frames = Frames.output(out);
        new SnapshotHeader(position.epoch(), position.lastSequence()).write(frames);
        long rows = 0;
        for (SnapshotTable.Read read : reads) {
            SnapshotTable table = read.table();
            try (PreparedStatement select = connection.prepareStatement(read.sql(), ResultSet.TYPE_FORWARD_ONLY,
                    ResultSet.CONCUR_READ_ONLY)) {
                select.setFetchSize(chunkRows);
                for (int i = 0; i < read.parameters().size(); i++) {
                    select.setObject(i + 1, read.parameters().get(i));
                }
                try (ResultSet result = select.executeQuery()) {
                    List<RowChange> chunk = new ArrayList<>(Math.min(chunkRows, 1024));
                    long chunkBytes = 0;
                    while (result.next()) {
                        RowChange row = table.row(result);
                        chunk.add(row);
                        chunkBytes += SnapshotTable.approximateBytes(row);
                        rows++;
                        if (chunk.size() >= chunkRows || chunkBytes >= SnapshotService.MAX_CHUNK_BYTES) {
                            writeChunk(frames, chunk);
                            chunkBytes = 0;
                        }
                    }
                    writeChunk(frames, chunk);
                }
            }
        }
        Frames.writeEnd(frames);
        frames.flush();
        return rows;
    }

    private void writeChunk(DataOutputStream frames, List<RowChange> chunk) throws IOException {
        if (chunk.isEmpty()) {
            return;
        }
        chunks++;
        Frames.write(frames, codec.encode(new ChangeSet(position.epoch(), chunks, readTime, chunk)));
        frames.flush(); // each chunk goes out as it is read: the edge loads it while main reads the next
        chunk.clear();
    }

    /** Ends the read-only transaction and restores the connection's settings, then closes it. */
    @Override
    public void close() throws SQLException {
        SQLException failure = new SQLException("Closing a snapshot transaction failed");
        restore(failure);
        try {
            connection.close();
        } catch (SQLException e) {
            failure.addSuppressed(e);
        }
        if (failure.getSuppressed().length > 0) {
            throw failure;
        }
    }

    private void restore(Exception failure) {
        try {
            connection.rollback();
            connection.setReadOnly(readOnly);
            connection.setTransactionIsolation(isolation);
            connection.setAutoCommit(autoCommit);
        } catch (SQLException e) {
            failure.addSuppressed(e);
        }
    }
}
