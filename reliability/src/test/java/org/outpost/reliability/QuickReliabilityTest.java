// SPDX-License-Identifier: Apache-2.0
package org.outpost.reliability;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;

import org.junit.jupiter.api.Test;
import org.outpost.wan.study.Progress;

/**
 * The default build's short run of the reliability suite: the real topology (the suite's ports and database), five
 * faults of five kinds with short outages, under load; nothing lost, nothing divergent, no read older than its
 * bookmark. {@code reliability/run} is the long run.
 */
class QuickReliabilityTest {

    @Test
    void fiveFaultsUnderLoadLoseNothingAndDivergeNowhere() throws Exception {
        Path target = Path.of(System.getProperty("reliability.target"));
        ReliabilityOptions options = ReliabilityOptions.parse(new String[] {"--faults", "5", "--seed", "15",
                "--cut-seconds", "10", "--stall-seconds", "10", "--disturb-seconds", "8",
                "--kinds", "edge-kill,wan-cut,duplicate,outbox-trimmed,same-rows",
                "--servers", System.getProperty("reliability.servers"), "--ears", System.getProperty("reliability.ears"),
                "--work", target.resolve("quick-reliability").toString()});
        ByteArrayOutputStream figures = new ByteArrayOutputStream();
        Suite.Outcome outcome = new Suite(options, new Progress("quick-reliability", System.out))
                .run(new PrintStream(figures, true, StandardCharsets.UTF_8));
        System.out.print(figures.toString(StandardCharsets.UTF_8));

        assertEquals(5, outcome.figures().faults());
        assertEquals(0, outcome.figures().lostUpdates(), "lost updates");
        assertEquals(0, outcome.figures().divergentRows(), "divergent rows");
        assertEquals(0, outcome.tally().get(Figures.STALE_READS), "reads older than their bookmark");
        assertFalse(outcome.failed());
        String printed = figures.toString(StandardCharsets.UTF_8);
        assertTrue(printed.contains("\nrequests_failed_policy_serve_stale: ") && printed.contains("\nrequests_failed_policy_forward: "),
                "requests failed per policy (edge 1 serve-stale, edge 2 forward)");
    }
}
