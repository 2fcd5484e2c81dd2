// SPDX-License-Identifier: Apache-2.0
package org.outpost.sample.load;

import java.sql.Connection;
import java.sql.SQLException;
import java.sql.Statement;
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
     * Outpost's outbox on main (default table prefix). A dataset loaded by COPY is not in it, so a generator drops it
     * with its own tables: main starts a new epoch when it next deploys the application, and each edge, seeing an epoch
     * it does not follow, installs a snapshot instead of keeping replicas of the previous dataset (docs/operations.md).
     */
    public static final List<String> OUTBOX_TABLES = List.of("outpost_outbox", "outpost_outbox_published", "outpost_outbox_state");

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
            for (String table : OUTBOX_TABLES) {
                statement.execute("DROP TABLE IF EXISTS " + table);
            }
        }
        execute(connection, this.create);
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
