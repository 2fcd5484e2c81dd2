// SPDX-License-Identifier: Apache-2.0
package org.outpost.bench;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.nio.file.Path;

import org.junit.jupiter.api.Test;

class CatchUpSettingsTest {

    @Test
    void noArgumentsGiveTheBacklogOfBenchReplication() {
        CatchUpSettings settings = CatchUpSettings.parse();
        assertEquals(new CatchUpSettings(60_000, 10, 3, Path.of("bench/target/catch-up")), settings);
        assertEquals(6_000, settings.transactions());
    }

    @Test
    void givenValuesOverrideTheDefaults() {
        assertEquals(new CatchUpSettings(1_000, 5, 1, Path.of("/tmp/store")), CatchUpSettings.parse("--backlog-rows",
                "1_000", "--rows-per-transaction", "5", "--runs", "1", "--store", "/tmp/store"));
    }

    @Test
    void errorsNameTheCulprit() {
        assertMessage("--runs must be positive, got 0", "--runs", "0");
        assertMessage("--backlog-rows (55) must be a multiple of --rows-per-transaction (10)", "--backlog-rows", "55");
        assertMessage("unknown option(s) [rows]", "--rows", "3");
    }

    private static void assertMessage(String expected, String... args) {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> CatchUpSettings.parse(args));
        assertEquals(expected, e.getMessage());
    }
}
