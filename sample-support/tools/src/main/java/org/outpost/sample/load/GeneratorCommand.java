// SPDX-License-Identifier: Apache-2.0
package org.outpost.sample.load;

import java.io.PrintStream;
import java.util.HashMap;
import java.util.Map;

/**
 * The command line every sample generator shares: {@code --jdbc-url}, {@code --user}, {@code --password} (default
 * {@code outpost}/{@code outpost}), {@code --create-database [--admin-user U] [--admin-password P]}, and the options
 * the sample reads itself ({@code --size}, {@code --seed}…). Exit code 0 on success, 1 on failure, 2 on bad
 * arguments.
 */
public final class GeneratorCommand {

    /** The dataset the options choose; throws {@link IllegalArgumentException} naming a bad option. */
    @FunctionalInterface
    public interface DatasetChoice {
        RowSource choose(Options options);
    }

    private final String name;
    private final String usage;
    private final String defaultUrl;
    private final DatabaseSchema schema;
    private final DatasetChoice datasets;

    /**
     * @param name       the command's name, before each message it prints
     * @param usage      its arguments, printed on bad arguments
     * @param defaultUrl the JDBC URL without {@code --jdbc-url}
     * @param schema     the sample's tables
     * @param datasets   how the options choose the dataset
     */
    public GeneratorCommand(String name, String usage, String defaultUrl, DatabaseSchema schema, DatasetChoice datasets) {
        this.name = name;
        this.usage = usage;
        this.defaultUrl = defaultUrl;
        this.schema = schema;
        this.datasets = datasets;
    }

    /** Creates the sample's schema and loads {@code dataset} in one transaction; prints rows per table and rows per second. */
    public long load(RowSource dataset, String url, String user, String password, PrintStream out) throws Exception {
        return DatabaseLoader.load(dataset, this.schema, url, user, password, out);
    }

    /** Runs the command; returns its exit code. */
    public int run(String[] args, PrintStream out, PrintStream err) {
        Options options;
        try {
            options = Options.parse(args);
        } catch (IllegalArgumentException e) {
            err.println("usage: " + this.name + " " + this.usage);
            return 2;
        }
        try {
            RowSource dataset = this.datasets.choose(options);
            String url = options.get("--jdbc-url", this.defaultUrl);
            String user = options.get("--user", "outpost");
            String password = options.get("--password", "outpost");
            if (options.has("--create-database")) {
                DatabaseLoader.createDatabase(url, user, options.get("--admin-user", user), options.get("--admin-password", password), out);
            }
            load(dataset, url, user, password, out);
            return 0;
        } catch (IllegalArgumentException e) {
            err.println(this.name + ": " + e.getMessage());
            return 2;
        } catch (Exception e) {
            err.println(this.name + ": " + e);
            return 1;
        }
    }

    /** The parsed options: {@code --create-database} is a flag, every other {@code --name} takes the next argument. */
    public static final class Options {

        private final Map<String, String> values;

        private Options(Map<String, String> values) {
            this.values = Map.copyOf(values);
        }

        static Options parse(String[] args) {
            Map<String, String> values = new HashMap<>();
            for (int i = 0; i < args.length; i++) {
                String arg = args[i];
                if (arg.equals("--create-database")) {
                    values.put(arg, "true");
                } else if (arg.startsWith("--") && i + 1 < args.length) {
                    values.put(arg, args[++i]);
                } else {
                    throw new IllegalArgumentException(arg);
                }
            }
            return new Options(values);
        }

        /** The value of {@code name}, or {@code fallback} when absent. */
        public String get(String name, String fallback) {
            return this.values.getOrDefault(name, fallback);
        }

        public boolean has(String name) {
            return this.values.containsKey(name);
        }

        /** {@code --seed}, 1 when absent. */
        public long seed() {
            String seed = get("--seed", "1");
            try {
                return Long.parseLong(seed);
            } catch (NumberFormatException e) {
                throw new IllegalArgumentException("--seed must be a whole number, not '" + seed + "'", e);
            }
        }
    }
}
