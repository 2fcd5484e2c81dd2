// SPDX-License-Identifier: Apache-2.0
package org.outpost.bench;

import java.nio.file.Path;

/**
 * The settings of {@code bench/catch-up}.
 *
 * @param backlogRows        rows committed on main before the edge catches up ({@code --backlog-rows})
 * @param rowsPerTransaction rows per main transaction, i.e. per change set ({@code --rows-per-transaction})
 * @param runs               catch-ups measured one after the other, each on a new replica store ({@code --runs})
 * @param directory          where the replica stores go ({@code --store})
 */
record CatchUpSettings(int backlogRows, int rowsPerTransaction, int runs, Path directory) {

    static final CatchUpSettings DEFAULTS = new CatchUpSettings(60_000, 10, 3, Path.of("bench/target/catch-up"));

    /** The settings from {@code --name value} pairs over the {@linkplain #DEFAULTS defaults}. */
    static CatchUpSettings parse(String... args) {
        return BenchArguments.read(args, given -> {
            CatchUpSettings settings = new CatchUpSettings(given.integer("backlog-rows", DEFAULTS.backlogRows),
                    given.integer("rows-per-transaction", DEFAULTS.rowsPerTransaction),
                    given.integer("runs", DEFAULTS.runs),
                    given.text("store").map(Path::of).orElse(DEFAULTS.directory));
            BenchArguments.requirePositive("backlog-rows", settings.backlogRows);
            BenchArguments.requirePositive("rows-per-transaction", settings.rowsPerTransaction);
            BenchArguments.requirePositive("runs", settings.runs);
            if (settings.backlogRows % settings.rowsPerTransaction != 0) {
                throw new IllegalArgumentException("--backlog-rows (" + settings.backlogRows
                        + ") must be a multiple of --rows-per-transaction (" + settings.rowsPerTransaction + ")");
            }
            return settings;
        });
    }

    int transactions() {
        return backlogRows / rowsPerTransaction;
    }
}
