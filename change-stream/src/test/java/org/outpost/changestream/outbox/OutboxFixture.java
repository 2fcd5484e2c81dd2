// SPDX-License-Identifier: Apache-2.0
package org.outpost.changestream.outbox;

import java.sql.Connection;
import java.sql.SQLException;
import java.time.Instant;
import java.util.List;
import java.util.UUID;

import org.h2.jdbcx.JdbcDataSource;
import org.outpost.changestream.model.ChangeSet;
import org.outpost.changestream.model.ColumnValue;
import org.outpost.changestream.model.RowChange;

/** An outbox in a fresh H2 in-memory database, and committed or rolled-back appends to it. */
final class OutboxFixture {

    final JdbcDataSource dataSource = new JdbcDataSource();
    final Outbox outbox;

    OutboxFixture() {
        dataSource.setURL("jdbc:h2:mem:outbox_" + UUID.randomUUID() + ";DB_CLOSE_DELAY=-1");
        outbox = new Outbox(dataSource);
        outbox.createIfAbsent();
    }

    static List<RowChange> rows(int regionId) {
        return List.of(RowChange.insert("Region", List.of(ColumnValue.of("id", regionId)), null,
                List.of(ColumnValue.of("name", "region " + regionId))));
    }

    /** Appends in a transaction of its own and commits; returns the change set. */
    ChangeSet commit(int regionId) {
        return append(regionId, true);
    }

    /** Appends in a transaction of its own and rolls back. */
    void rollback(int regionId) {
        append(regionId, false);
    }

    private ChangeSet append(int regionId, boolean commit) {
        try (Connection connection = dataSource.getConnection()) {
            connection.setAutoCommit(false);
            ChangeSet changeSet = outbox.append(connection, rows(regionId));
            if (commit) {
                connection.commit();
            } else {
                connection.rollback();
            }
            return changeSet;
        } catch (SQLException e) {
            throw new IllegalStateException(e);
        }
    }

    static Instant now() {
        return Instant.now();
    }
}
