// SPDX-License-Identifier: Apache-2.0
package org.outpost.wan.study;

import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.function.Supplier;

import io.gatling.app.Gatling$;
import io.gatling.javaapi.core.PopulationBuilder;

/**
 * Runs Gatling in this JVM on a plan of populations, so that the probe reads the WAN emulator's counters and the load
 * records its samples here. Gatling instantiates {@link StudySimulation} (on a thread of its own), which takes the
 * plan of the run under way; one run at a time.
 */
final class GatlingRun {

    /**
     * What one run plays: its populations, built when Gatling instantiates the simulation (Gatling's DSL needs its
     * configuration, which exists only then), and how long the run may last at most.
     */
    record Plan(Supplier<List<PopulationBuilder>> populations, Duration maxDuration) {
    }

    private static volatile Plan current;

    private GatlingRun() {
    }

    /** Runs the plan to its end; results (Gatling's simulation log) go under {@code results}. */
    static synchronized void run(Plan plan, Path results, String description) {
        current = plan;
        try {
            int status = Gatling$.MODULE$.fromArgs(new String[] {"-s", StudySimulation.class.getName(), "-rf", results.toString(), "-nr",
                    "-rd", description});
            if (status != 0) {
                throw new IllegalStateException("Gatling ended with status " + status + " for " + description + "; see " + results);
            }
        } finally {
            current = null;
        }
    }

    static Plan current() {
        if (current == null) {
            throw new IllegalStateException("StudySimulation runs only through GatlingRun.run");
        }
        return current;
    }
}
