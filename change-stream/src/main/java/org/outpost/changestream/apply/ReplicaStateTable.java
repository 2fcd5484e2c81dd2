// SPDX-License-Identifier: Apache-2.0
package org.outpost.changestream.apply;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.Instant;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;
import java.util.UUID;

/**
 * SQL of a stream's state table: one row, id 1, holding the epoch and last sequence applied, written in the same
 * transaction as the rows.
 *
 * @param name the table's name
 */
record ReplicaStateTable(String name) {

    private static final String FOR_UPDATE = " for update";

    String create() {
        return "create table if not exists " + name
                + " (id integer not null, epoch varchar(36) not null, last_seq bigint not null,"
                + " applied_at timestamp(6) with time zone not null, commit_time timestamp(6) with time zone,"
                + " primary key (id))";
    }

    /** The state, locking its row until the transaction ends; {@code null} for a replica that never had one. */
    ReplicaState readForUpdate(Connection connection) throws SQLException {
        try (PreparedStatement select = connection.prepareStatement(selectSql(FOR_UPDATE))) {
            return read(select);
        }
    }

    /** {@link #readForUpdate(Connection)} with the batch's connection and prepared statement. */
    ReplicaState readForUpdate(RowBatch batch) throws SQLException {
        return read(batch.statement(selectSql(FOR_UPDATE)));
    }

    ReplicaState read(Connection connection) throws SQLException {
        try (PreparedStatement select = connection.prepareStatement(selectSql(""))) {
            return read(select);
        }
    }

    private String selectSql(String suffix) {
        return "select epoch, last_seq, applied_at, commit_time from " + name + " where id = 1" + suffix;
    }

    private static ReplicaState read(PreparedStatement select) throws SQLException {
        try (ResultSet row = select.executeQuery()) {
            if (!row.next()) {
                return null;
            }
            OffsetDateTime commit = row.getObject(4, OffsetDateTime.class);
            return new ReplicaState(UUID.fromString(row.getString(1)), row.getLong(2),
                    row.getObject(3, OffsetDateTime.class).toInstant(), commit == null ? null : commit.toInstant());
        }
    }

    /** Writes the state; {@code existed} says whether {@link #readForUpdate} found a row. */
    void write(Connection connection, boolean existed, ReplicaState state) throws SQLException {
        try (PreparedStatement write = connection.prepareStatement(writeSql(existed))) {
            write(write, state);
        }
    }

    /** {@link #write(Connection, boolean, ReplicaState)} with the batch's connection and prepared statement. */
    void write(RowBatch batch, boolean existed, ReplicaState state) throws SQLException {
        write(batch.statement(writeSql(existed)), state);
    }

    private String writeSql(boolean existed) {
        return existed
                ? "update " + name + " set epoch = ?, last_seq = ?, applied_at = ?, commit_time = ? where id = 1"
                : "insert into " + name + " (epoch, last_seq, applied_at, commit_time, id) values (?, ?, ?, ?, 1)";
    }

    private static void write(PreparedStatement write, ReplicaState state) throws SQLException {
        write.setString(1, state.epoch().toString());
        write.setLong(2, state.lastSequence());
        write.setObject(3, utc(state.appliedAt()));
        write.setObject(4, state.commitTime() == null ? null : utc(state.commitTime()));
        write.executeUpdate();
    }

    private static OffsetDateTime utc(Instant instant) {
        return instant.atOffset(ZoneOffset.UTC);
    }
}
