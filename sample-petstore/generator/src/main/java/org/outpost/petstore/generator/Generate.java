// SPDX-License-Identifier: Apache-2.0
package org.outpost.petstore.generator;

import java.io.PrintStream;

import org.outpost.sample.load.DatabaseLoader;
import org.outpost.sample.load.GeneratorCommand;

/**
 * The generator command: creates the Pet Store schema in a PostgreSQL database and loads a dataset with COPY.
 *
 * <pre>
 * java -jar petstore-generator.jar --size paper|large [--seed N] [--jdbc-url URL] [--user U] [--password P]
 *      [--create-database [--admin-user postgres] [--admin-password P]]
 * </pre>
 *
 * Prints the rows of each table and the total rows per second. Exit code 0 on success, 1 on failure, 2 on bad
 * arguments.
 */
public final class Generate {

    static final String DEFAULT_URL = "jdbc:postgresql://127.0.0.1:5432/outpost_petstore";

    private static final GeneratorCommand COMMAND = new GeneratorCommand("petstore-generator",
            "--size paper|large [--seed N] [--jdbc-url URL] [--user U] [--password P] [--create-database [--admin-user U] [--admin-password P]]",
            DEFAULT_URL, new Schema(), options -> new Dataset(DatasetSize.named(options.get("--size", "paper")), options.seed()));

    private Generate() {
    }

    public static void main(String[] args) {
        System.exit(run(args, System.out, System.err));
    }

    /** Runs the command; returns its exit code. */
    public static int run(String[] args, PrintStream out, PrintStream err) {
        return COMMAND.run(args, out, err);
    }

    /** Creates the Pet Store schema and loads {@code dataset} in one transaction; prints rows per table and rows per second. */
    public static long load(Dataset dataset, String url, String user, String password, PrintStream out) throws Exception {
        return DatabaseLoader.load(dataset, new Schema(), url, user, password, out);
    }
}
