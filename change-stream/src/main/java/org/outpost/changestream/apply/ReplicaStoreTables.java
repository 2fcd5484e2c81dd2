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
import java.util.Objects;

import javax.sql.DataSource;

import org.outpost.changestream.mapping.ReplicaSchema;
import org.outpost.changestream.mapping.ReplicaTable;
import org.outpost.changestream.mapping.StreamTables;

/**
 * The tables of one stream in an edge's replica store: the replicated tables of a {@link ReplicaSchema} and, named
 * with the stream's prefix ({@link StreamTables#prefix}), its bookkeeping: {@code <prefix>replica_state} (the
 * stream's position), {@code <prefix>stale_rows} (stale-row marks) and {@code <prefix>replica_schema} (the
 * fingerprint of the DDL the replica was built from). Several streams (applications) share a replica store, each
 * with its own bookkeeping. Immutable.
 */
public final class ReplicaStoreTables {

    private final ReplicaSchema schema;
    private final ReplicaStateTable state;
    private final StaleRowTable staleRows;
    private final String schemaTable;

    /** The tables of a replica store with one stream, bookkeeping prefixed {@value StreamTables#PREFIX}. */
    public ReplicaStoreTables(ReplicaSchema schema) {
        this(schema, StreamTables.PREFIX);
    }

    /**
     * @param prefix the prefix of the bookkeeping tables: {@link StreamTables#prefix(String)} of the stream
     */
    public ReplicaStoreTables(ReplicaSchema schema, String prefix) {
        this.schema = Objects.requireNonNull(schema, "schema");
        if (!prefix.matches("[a-z][a-z0-9_]*") || prefix.length() > StreamTables.MAX_PREFIX_LENGTH) {
            throw new IllegalArgumentException("Replica-store table prefix '" + prefix + "' is not a plain lower-case SQL name of at most "
                    + StreamTables.MAX_PREFIX_LENGTH + " characters");
        }
        this.state = new ReplicaStateTable(prefix + "replica_state");
        this.staleRows = new StaleRowTable(prefix + "stale_rows");
        this.schemaTable = prefix + "replica_schema";
    }

    public ReplicaSchema schema() {
        return this.schema;
    }

    /** The table holding the stream's position: one row (epoch, last_seq, applied_at, commit_time). */
    public String stateTable() {
        return this.state.name();
    }

    ReplicaStateTable state() {
        return this.state;
    }

    StaleRowTable staleRows() {
        return this.staleRows;
    }

    /** The DDL creating every replicated table, the state table and the stale-row table when absent, in execution order. */
    public List<String> createStatements() {
        List<String> statements = new ArrayList<>(this.schema.createStatements());
        statements.add(this.state.create());
        statements.add(this.staleRows.create());
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
            statement.execute("create table if not exists " + this.schemaTable
                    + " (id integer not null, fingerprint varchar(64) not null, primary key (id))");
            String built = builtFrom(statement);
            if (built != null && !built.equals(fingerprint)) {
                for (ReplicaTable table : this.schema.tables()) {
                    statement.execute("drop table if exists " + table.tableName());
                }
                statement.execute("drop table if exists " + this.staleRows.name());
                statement.execute("drop table if exists " + this.state.name());
                dropped = true;
                ApplyLogger.ROOT_LOGGER.replicaRebuilt(entities());
            }
            for (String ddl : createStatements()) {
                statement.execute(ddl);
            }
            statement.executeUpdate("delete from " + this.schemaTable);
            statement.executeUpdate("insert into " + this.schemaTable + " (id, fingerprint) values (1, '" + fingerprint + "')");
        }
        ApplyLogger.ROOT_LOGGER.schemaReady(this.schema.tables().size(), entities());
        return dropped;
    }

    private String entities() {
        return String.join(", ", this.schema.tables().stream().map(ReplicaTable::entityName).toList());
    }

    private String builtFrom(Statement statement) throws SQLException {
        try (ResultSet row = statement.executeQuery("select fingerprint from " + this.schemaTable + " where id = 1")) {
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
