// SPDX-License-Identifier: Apache-2.0
package org.outpost.sample.load;

import java.io.PrintStream;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.Statement;
import java.util.Locale;

/** Creates a sample's PostgreSQL database and loads a generated dataset into it with COPY, in one transaction. */
public final class DatabaseLoader {

    private DatabaseLoader() {
    }

    /** Creates the database of {@code url}, owned by {@code owner}, unless it exists; connects as the admin to {@code postgres}. */
    public static void createDatabase(String url, String owner, String adminUser, String adminPassword, PrintStream out) throws Exception {
        int slash = url.lastIndexOf('/');
        int query = url.indexOf('?', slash);
        String database = query < 0 ? url.substring(slash + 1) : url.substring(slash + 1, query);
        if (!database.matches("[A-Za-z0-9_]+") || !owner.matches("[A-Za-z0-9_]+")) {
            throw new IllegalArgumentException("database and owner names must be letters, digits and _: " + database + ", " + owner);
        }
        try (Connection admin = DriverManager.getConnection(url.substring(0, slash + 1) + "postgres", adminUser, adminPassword);
                PreparedStatement exists = admin.prepareStatement("SELECT 1 FROM pg_database WHERE datname = ?")) {
            exists.setString(1, database);
            try (ResultSet found = exists.executeQuery()) {
                if (found.next()) {
                    return;
                }
            }
            try (Statement create = admin.createStatement()) {
                create.execute("CREATE DATABASE " + database + " OWNER " + owner);
            }
            out.println("created database " + database + " owned by " + owner);
        }
    }

    /**
     * Creates the schema and loads {@code dataset} in one transaction; prints the rows of each table and the rows per
     * second, wall time including DDL, indexes and statistics. Returns the number of rows loaded.
     */
    public static long load(RowSource dataset, DatabaseSchema schema, String url, String user, String password, PrintStream out)
            throws Exception {
        long started = System.nanoTime();
        try (Connection connection = DriverManager.getConnection(url, user, password)) {
            connection.setAutoCommit(false);
            schema.create(connection);
            CountingSink sink = new CountingSink(new CopySink(connection), out);
            dataset.writeTo(sink);
            schema.finish(connection);
            connection.commit();
            double seconds = (System.nanoTime() - started) / 1e9;
            out.println(String.format(Locale.ROOT, "loaded %d rows in %.2f s: %.0f rows/s", sink.total, seconds, sink.total / seconds));
            return sink.total;
        }
    }

    /** Passes rows on and prints each table's count. */
    private static final class CountingSink implements RowSink {

        private final RowSink target;
        private final PrintStream out;
        private String table;
        private long total;

        CountingSink(RowSink target, PrintStream out) {
            this.target = target;
            this.out = out;
        }

        @Override
        public void begin(String table, String... columns) throws Exception {
            this.table = table;
            this.target.begin(table, columns);
        }

        @Override
        public void row(Object... values) throws Exception {
            this.target.row(values);
        }

        @Override
        public long end() throws Exception {
            long rows = this.target.end();
            this.total += rows;
            this.out.println(String.format(Locale.ROOT, "%-12s %,12d rows", this.table, rows));
            return rows;
        }
    }
}
