// SPDX-License-Identifier: Apache-2.0
package org.outpost.bench.querycache;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.Collections;

import org.outpost.sample.load.RowSink;

/**
 * Writes a generated dataset into tables Hibernate created, with JDBC batches, as a sample's generator writes it into
 * PostgreSQL with COPY: outside Hibernate, so nothing of it is captured. A table whose id is an identity column then
 * numbers its next rows past the loaded ids. One connection, committed per table.
 */
final class JdbcRowSink implements RowSink {

    private static final int BATCH = 500;

    private final Connection connection;
    private String table;
    private PreparedStatement insert;
    private int pending;
    private long rows;
    private long maxId;

    JdbcRowSink(Connection connection) throws SQLException {
        this.connection = connection;
        connection.setAutoCommit(false);
    }

    @Override
    public void begin(String table, String... columns) throws SQLException {
        this.table = table;
        this.insert = connection.prepareStatement("insert into " + table + " (" + String.join(", ", columns)
                + ") values (" + String.join(", ", Collections.nCopies(columns.length, "?")) + ")");
        this.pending = 0;
        this.rows = 0;
        this.maxId = 0;
    }

    @Override
    public void row(Object... values) throws SQLException {
        for (int i = 0; i < values.length; i++) {
            insert.setObject(i + 1, values[i]);
        }
        insert.addBatch();
        maxId = Math.max(maxId, ((Number) values[0]).longValue());
        rows++;
        if (++pending == BATCH) {
            insert.executeBatch();
            pending = 0;
        }
    }

    @Override
    public long end() throws SQLException {
        insert.executeBatch();
        insert.close();
        if (identity()) {
            try (Statement statement = connection.createStatement()) {
                statement.execute("alter table " + table + " alter column id restart with " + (maxId + 1));
            }
        }
        connection.commit();
        return rows;
    }

    private boolean identity() throws SQLException {
        try (PreparedStatement query = connection.prepareStatement("select is_identity from information_schema.columns"
                + " where lower(table_name) = ? and lower(column_name) = 'id'")) {
            query.setString(1, table);
            try (ResultSet result = query.executeQuery()) {
                return result.next() && "YES".equals(result.getString(1));
            }
        }
    }
}
