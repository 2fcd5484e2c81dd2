// SPDX-License-Identifier: Apache-2.0
package org.outpost.sample.load;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;

/**
 * A sample's tables in PostgreSQL, as SQL statements run in the loading transaction: before the rows are copied in,
 * the tables are dropped (with Outpost's outbox) and created without keys or indexes; after, the statements that
 * finish them (keys, indexes, sequences, statistics) run.
 *
 * @param tables the sample's tables, in an order they can be dropped in
 * @param create the statements that create them
 * @param finish the statements run once the rows are in
 */
public record DatabaseSchema(List<String> tables, List<String> create, List<String> finish) {

    /**
     * Outpost's outbox tables on main, one set per change stream ({@code outpost_<stream>_outbox},
     * {@code …_outbox_state}, {@code …_outbox_published}), as a PostgreSQL {@code LIKE} pattern of the current schema's
     * tables. A dataset loaded by COPY is not in them, so a generator drops them with its own tables: main starts a new
     * epoch when it next deploys the application, and each edge, seeing an epoch it does not follow, installs a
     * snapshot instead of keeping replicas of the previous dataset (docs/operations.md).
     */
    public static final String OUTBOX_TABLES = "outpost\\_%outbox%";

    public DatabaseSchema {
        tables = List.copyOf(tables);
        create = List.copyOf(create);
        finish = List.copyOf(finish);
    }

    /** Drops the sample's tables and Outpost's outbox when present, and creates the sample's tables. */
    void create(Connection connection) throws SQLException {
        try (Statement statement = connection.createStatement()) {
            for (String table : this.tables) {
                statement.execute("DROP TABLE IF EXISTS " + table);
            }
            for (String table : outboxTables(connection)) {
                statement.execute("DROP TABLE IF EXISTS " + table);
            }
        }
        execute(connection, this.create);
    }

    private static List<String> outboxTables(Connection connection) throws SQLException {
        List<String> tables = new ArrayList<>();
        try (PreparedStatement query = connection.prepareStatement(
                "SELECT tablename FROM pg_tables WHERE schemaname = current_schema() AND tablename LIKE ?")) {
            query.setString(1, OUTBOX_TABLES);
            try (ResultSet rows = query.executeQuery()) {
                while (rows.next()) {
                    tables.add(rows.getString(1));
                }
            }
        }
        return tables;
    }

    /** Runs the finishing statements. */
    void finish(Connection connection) throws SQLException {
        execute(connection, this.finish);
    }

    private static void execute(Connection connection, List<String> statements) throws SQLException {
        try (Statement statement = connection.createStatement()) {
            for (String sql : statements) {
                statement.execute(sql);
            }
        }
    }
}
