// SPDX-License-Identifier: Apache-2.0
package org.outpost.rubis.generator;

import java.time.LocalDateTime;
import java.time.temporal.ChronoUnit;

import org.outpost.sample.load.GeneratorCommand;

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

    /** The command; {@link GeneratorCommand#load} loads a dataset as it does, for tests. */
    public static final GeneratorCommand COMMAND = new GeneratorCommand("rubis-generator",
            "--size paper|small|published [--seed N] [--jdbc-url URL] [--user U] [--password P]"
                    + " [--reference-time ISO-LOCAL-DATE-TIME] [--create-database [--admin-user U] [--admin-password P]]",
            DEFAULT_URL, Schema.RUBIS, options -> new Dataset(DatasetSize.named(options.get("--size", "small")), options.seed(),
                    options.has("--reference-time") ? LocalDateTime.parse(options.get("--reference-time", null))
                            : LocalDateTime.now().truncatedTo(ChronoUnit.MINUTES)));

    private Generate() {
    }

    public static void main(String[] args) {
        System.exit(COMMAND.run(args, System.out, System.err));
    }
}
