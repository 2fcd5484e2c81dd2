// SPDX-License-Identifier: Apache-2.0
package org.outpost.rubis.generator;

import java.io.PrintStream;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.Statement;
import java.time.LocalDateTime;
import java.time.temporal.ChronoUnit;
import java.util.HashMap;
import java.util.Locale;
import java.util.Map;

/**
 * The generator command: creates the RUBiS schema in a PostgreSQL database and loads a dataset with COPY.
 *
 * <pre>
 * java -jar rubis-generator.jar --size paper|small|published [--seed N] [--jdbc-url URL] [--user U] [--password P]
 *      [--reference-time 2026-01-01T00:00] [--create-database [--admin-user postgres] [--admin-password P]]
 * </pre>
 *
 * Prints the rows of each table and the total rows per second. Exit code 0 on success, 1 on failure, 2 on bad
 * arguments.
 */
public final class Generate {

    static final String DEFAULT_URL = "jdbc:postgresql://127.0.0.1:5432/outpost_rubis";

    private Generate() {
    }

    public static void main(String[] args) {
        System.exit(run(args, System.out, System.err));
    }

    /** Runs the command; returns its exit code. */
    public static int run(String[] args, PrintStream out, PrintStream err) {
        Map<String, String> options = new HashMap<>();
        for (int i = 0; i < args.length; i++) {
            String arg = args[i];
            if (arg.equals("--create-database")) {
                options.put(arg, "true");
            } else if (arg.startsWith("--") && i + 1 < args.length) {
                options.put(arg, args[++i]);
            } else {
                err.println("usage: rubis-generator --size paper|small|published [--seed N] [--jdbc-url URL] [--user U] [--password P]"
                        + " [--reference-time ISO-LOCAL-DATE-TIME] [--create-database [--admin-user U] [--admin-password P]]");
                return 2;
            }
        }
        try {
            DatasetSize size = DatasetSize.named(options.getOrDefault("--size", "small"));
            long seed = Long.parseLong(options.getOrDefault("--seed", "1"));
            String url = options.getOrDefault("--jdbc-url", DEFAULT_URL);
            String user = options.getOrDefault("--user", "outpost");
            String password = options.getOrDefault("--password", "outpost");
            LocalDateTime reference = options.containsKey("--reference-time") ? LocalDateTime.parse(options.get("--reference-time"))
                    : LocalDateTime.now().truncatedTo(ChronoUnit.MINUTES);
            if (options.containsKey("--create-database")) {
                createDatabase(url, user, options.getOrDefault("--admin-user", user), options.getOrDefault("--admin-password", password), out);
            }
            load(new Dataset(size, seed, reference), url, user, password, out);
            return 0;
        } catch (IllegalArgumentException e) {
            err.println("rubis-generator: " + e.getMessage());
            return 2;
        } catch (Exception e) {
            err.println("rubis-generator: " + e);
            return 1;
        }
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

    /** Creates the schema and loads {@code dataset} in one transaction; prints rows per table and rows per second. */
    public static long load(Dataset dataset, String url, String user, String password, PrintStream out) throws Exception {
        long started = System.nanoTime();
        try (Connection connection = DriverManager.getConnection(url, user, password)) {
            connection.setAutoCommit(false);
            Schema.create(connection);
            CountingSink sink = new CountingSink(new CopySink(connection), out);
            dataset.writeTo(sink);
            Schema.finish(connection);
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
            this.out.println(String.format(Locale.ROOT, "%-10s %,12d rows", this.table, rows));
            return rows;
        }
    }
}
