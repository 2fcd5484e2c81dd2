// SPDX-License-Identifier: Apache-2.0
package org.outpost.changestream.apply;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * SQL of the stale-row table of an edge: one row per row of an {@code invalidate}-mode entity that main changed
 * after the edge last fetched it, with the sequence of that change. Written by apply in the change set's
 * transaction; cleared by {@link StaleRows} once it stored main's row as of that sequence or later, and by a
 * snapshot.
 *
 * @param name the table's name
 */
record StaleRowTable(String name) {

    String create() {
        return "create table if not exists " + name
                + " (entity varchar(255) not null, row_id varchar(255) not null, seq bigint not null,"
                + " primary key (entity, row_id))";
    }

    /** Marks a row stale as of {@code sequence} (a later mark of the same row replaces an earlier one). */
    void mark(Connection connection, String entity, String rowId, long sequence) throws SQLException {
        if (execute(connection, "update " + name + " set seq = ? where entity = ? and row_id = ?", sequence, entity,
                rowId) == 0) {
            execute(connection, "insert into " + name + " (entity, row_id, seq) values (?, ?, ?)", entity, rowId,
                    sequence);
        }
    }

    /** The oldest {@code max} stale rows of an entity: row id → sequence of the change that made it stale. */
    Map<String, Long> read(Connection connection, String entity, int max) throws SQLException {
        Map<String, Long> stale = new LinkedHashMap<>();
        try (PreparedStatement select = connection.prepareStatement(
                "select row_id, seq from " + name + " where entity = ? order by seq, row_id")) {
            select.setString(1, entity);
            select.setMaxRows(max);
            try (ResultSet rows = select.executeQuery()) {
                while (rows.next()) {
                    stale.put(rows.getString(1), rows.getLong(2));
                }
            }
        }
        return stale;
    }

    /** How many rows of an entity are stale. */
    long count(Connection connection, String entity) throws SQLException {
        try (PreparedStatement select = connection.prepareStatement("select count(*) from " + name + " where entity = ?")) {
            select.setString(1, entity);
            try (ResultSet rows = select.executeQuery()) {
                rows.next();
                return rows.getLong(1);
            }
        }
    }

    /** Unmarks a row whose stored state includes every change up to {@code sequence}; a later mark stays. */
    void clear(Connection connection, String entity, String rowId, long sequence) throws SQLException {
        execute(connection, "delete from " + name + " where entity = ? and row_id = ? and seq <= ?", entity, rowId,
                sequence);
    }

    /** Unmarks every row: a snapshot brought every row up to date. */
    void clearAll(Statement statement) throws SQLException {
        statement.executeUpdate("delete from " + name);
    }

    private static int execute(Connection connection, String sql, Object... parameters) throws SQLException {
        try (PreparedStatement statement = connection.prepareStatement(sql)) {
            for (int i = 0; i < parameters.length; i++) {
                statement.setObject(i + 1, parameters[i]);
            }
            return statement.executeUpdate();
        }
    }
}
