// SPDX-License-Identifier: Apache-2.0
package org.outpost.changestream.apply;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;

import javax.sql.DataSource;

import org.outpost.changestream.mapping.ReplicaSchema;
import org.outpost.changestream.mapping.ReplicaTable;

/**
 * The tables of an edge's replica store: the replicated tables of a {@link ReplicaSchema}, the state table
 * {@value #STATE_TABLE} (the store's position in the change stream), the stale-row marks and the fingerprint of the
 * DDL the store was built from. Immutable.
 */
public final class ReplicaStoreTables {

    /** The table holding the replica's position in the change stream: one row (epoch, last_seq, applied_at). */
    public static final String STATE_TABLE = "outpost_replica_state";
    /** The table recording which DDL built the replica: one row (fingerprint). */
    static final String SCHEMA_TABLE = "outpost_replica_schema";
    private static final String SCHEMA_TABLE_CREATE = "create table if not exists " + SCHEMA_TABLE
            + " (id integer not null, fingerprint varchar(64) not null, primary key (id))";

    private final ReplicaSchema schema;

    public ReplicaStoreTables(ReplicaSchema schema) {
        this.schema = schema;
    }

    /** The DDL creating every replicated table, the state table and the stale-row table when absent, in execution order. */
    public List<String> createStatements() {
        List<String> statements = new ArrayList<>(this.schema.createStatements());
        statements.add(ReplicaStateTable.CREATE);
        statements.add(StaleRowTable.CREATE);
        return statements;
    }

    /**
     * Prepares the replica store: runs {@link #createStatements()}, so tables that exist are kept. When the replica
     * was built from another mapping (its recorded fingerprint of the DDL differs, e.g. after a column changed type
     * in a new version of the application), its replicated tables, stale-row marks and position are dropped first, so
     * the tables are created anew and the edge installs a snapshot.
     *
     * @return whether an older replica was dropped
     */
    public boolean createIfAbsent(DataSource store) throws SQLException {
        String fingerprint = fingerprint();
        boolean dropped = false;
        try (Connection connection = store.getConnection(); Statement statement = connection.createStatement()) {
            connection.setAutoCommit(true);
            statement.execute(SCHEMA_TABLE_CREATE);
            String built = builtFrom(statement);
            if (built != null && !built.equals(fingerprint)) {
                for (ReplicaTable table : this.schema.tables()) {
                    statement.execute("drop table if exists " + table.tableName());
                }
                statement.execute("drop table if exists " + StaleRowTable.NAME);
                statement.execute("drop table if exists " + STATE_TABLE);
                dropped = true;
                ApplyLogger.ROOT_LOGGER.replicaRebuilt(entities());
            }
            for (String ddl : createStatements()) {
                statement.execute(ddl);
            }
            statement.executeUpdate("delete from " + SCHEMA_TABLE);
            statement.executeUpdate("insert into " + SCHEMA_TABLE + " (id, fingerprint) values (1, '" + fingerprint + "')");
        }
        ApplyLogger.ROOT_LOGGER.schemaReady(this.schema.tables().size(), entities());
        return dropped;
    }

    private String entities() {
        return String.join(", ", this.schema.tables().stream().map(ReplicaTable::entityName).toList());
    }

    private static String builtFrom(Statement statement) throws SQLException {
        try (ResultSet row = statement.executeQuery("select fingerprint from " + SCHEMA_TABLE + " where id = 1")) {
            return row.next() ? row.getString(1) : null;
        }
    }

    /** The SHA-256 of the store's DDL, in hex. */
    private String fingerprint() {
        try {
            return HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256")
                    .digest(String.join("\n", createStatements()).getBytes(StandardCharsets.UTF_8)));
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("Every Java platform has SHA-256", e);
        }
    }
}
