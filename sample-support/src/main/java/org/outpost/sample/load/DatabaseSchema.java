// SPDX-License-Identifier: Apache-2.0
package org.outpost.sample.load;

import java.sql.Connection;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.List;

/**
 * A sample's tables in PostgreSQL: created empty before the rows are copied in, finished (indexes, sequences,
 * statistics) after. Both run in the loading transaction.
 */
public interface DatabaseSchema {

    /**
     * Outpost's outbox on main (default table prefix). A dataset loaded by COPY is not in it, so a generator drops it
     * with its own tables: main starts a new epoch when it next deploys the application, and each edge, seeing an epoch
     * it does not follow, installs a snapshot instead of keeping replicas of the previous dataset (docs/operations.md).
     */
    List<String> OUTBOX_TABLES = List.of("outpost_outbox", "outpost_outbox_published", "outpost_outbox_state");

    /** Drops the sample's tables and Outpost's outbox when present, and creates the sample's tables without indexes. */
    void create(Connection connection) throws SQLException;

    /** Builds the indexes, moves the sequences past the loaded ids and updates the statistics. */
    void finish(Connection connection) throws SQLException;

    /** Runs each statement in order. */
    static void execute(Connection connection, List<String> statements) throws SQLException {
        try (Statement statement = connection.createStatement()) {
            for (String sql : statements) {
                statement.execute(sql);
            }
        }
    }

    /** Drops each table when it exists, then Outpost's outbox. */
    static void dropWithOutbox(Connection connection, List<String> tables) throws SQLException {
        try (Statement statement = connection.createStatement()) {
            for (String table : tables) {
                statement.execute("DROP TABLE IF EXISTS " + table);
            }
            for (String table : OUTBOX_TABLES) {
                statement.execute("DROP TABLE IF EXISTS " + table);
            }
        }
    }
}
