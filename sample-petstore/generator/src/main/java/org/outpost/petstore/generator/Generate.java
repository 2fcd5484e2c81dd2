// SPDX-License-Identifier: Apache-2.0
package org.outpost.petstore.generator;

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

    /** The command; {@link GeneratorCommand#load} loads a dataset as it does, for tests. */
    public static final GeneratorCommand COMMAND = new GeneratorCommand("petstore-generator",
            "--size paper|large [--seed N] [--jdbc-url URL] [--user U] [--password P] [--create-database [--admin-user U] [--admin-password P]]",
            DEFAULT_URL, Schema.PETSTORE, options -> new Dataset(DatasetSize.named(options.get("--size", "paper")), options.seed()));

    private Generate() {
    }

    public static void main(String[] args) {
        System.exit(COMMAND.run(args, System.out, System.err));
    }
}
