// SPDX-License-Identifier: Apache-2.0
package org.outpost.reliability;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;
import org.outpost.annotation.DisconnectedPolicy;
import org.outpost.wan.study.Site;

/** The command line: defaults, each option, and errors naming the argument at fault. */
class ReliabilityOptionsTest {

    private static final String[] DIRECTORIES = {"--servers", "s", "--ears", "e", "--work", "w"};

    @Test
    void defaults() {
        ReliabilityOptions options = ReliabilityOptions.parse(DIRECTORIES);
        assertEquals(100, options.faults());
        assertNull(options.budget());
        assertEquals(Duration.ofSeconds(60), options.cut());
        assertEquals(Duration.ofSeconds(75), options.stall());
        assertEquals(List.of(FaultKind.values()), options.kinds());
        assertEquals(Map.of(Site.EDGE_1, DisconnectedPolicy.SERVE_STALE, Site.EDGE_2, DisconnectedPolicy.FORWARD), options.policies());
    }

    @Test
    void everyOption() {
        ReliabilityOptions options = ReliabilityOptions.parse(concat("--faults", "5", "--minutes", "3", "--seed", "9",
                "--cut-seconds", "10", "--stall-seconds", "12", "--disturb-seconds", "4", "--wan-delay-ms", "20",
                "--kinds", "edge-kill, same-rows", "--policies", "fail,serve-stale"));
        assertEquals(5, options.faults());
        assertEquals(Duration.ofMinutes(3), options.budget());
        assertEquals(9, options.seed());
        assertEquals(Duration.ofSeconds(10), options.cut());
        assertEquals(Duration.ofSeconds(12), options.stall());
        assertEquals(Duration.ofSeconds(4), options.disturbance());
        assertEquals(Duration.ofMillis(20), options.wanDelay());
        assertEquals(List.of(FaultKind.EDGE_KILL, FaultKind.SAME_ROWS), options.kinds());
        assertEquals(Map.of(Site.EDGE_1, DisconnectedPolicy.FAIL, Site.EDGE_2, DisconnectedPolicy.SERVE_STALE), options.policies());
    }

    @Test
    void errorsNameTheArgument() {
        assertMessage("--faults must be at least 1", concat("--faults", "0"));
        assertMessage("--seed takes a whole number", concat("--seed", "x"));
        assertMessage("no fault kind 'unplug'", concat("--kinds", "unplug"));
        assertMessage("--policies: 'retry' is not one of serve-stale, forward, fail", concat("--policies", "retry,fail"));
        assertMessage("--policies takes one policy per edge (2), not fail", concat("--policies", "fail"));
        assertMessage("unknown argument --fast", concat("--fast", "1"));
        assertMessage("--work is required", new String[] {"--servers", "s", "--ears", "e"});
    }

    private static void assertMessage(String expected, String[] args) {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> ReliabilityOptions.parse(args));
        assertTrue(e.getMessage().contains(expected), e.getMessage());
    }

    private static String[] concat(String... more) {
        String[] all = new String[DIRECTORIES.length + more.length];
        System.arraycopy(DIRECTORIES, 0, all, 0, DIRECTORIES.length);
        System.arraycopy(more, 0, all, DIRECTORIES.length, more.length);
        return all;
    }
}
