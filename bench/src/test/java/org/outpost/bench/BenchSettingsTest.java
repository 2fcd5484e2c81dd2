// SPDX-License-Identifier: Apache-2.0
package org.outpost.bench;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.util.List;

import org.junit.jupiter.api.Test;

class BenchSettingsTest {

    @Test
    void noArgumentsGiveTheDefaultsOfTheScript() {
        BenchSettings settings = BenchSettings.parse();
        assertEquals(BenchSettings.DEFAULTS, settings);
        assertEquals(8480, settings.servers().mainHttp());
        assertEquals(10390, settings.servers().mainManagement());
        assertEquals(10490, settings.servers().edgeManagement());
        assertEquals(60_000, settings.backlogRows());
        assertEquals(List.of(EdgeAbsence.REDEPLOY, EdgeAbsence.OUTAGE), settings.catchUpAfter());
        assertEquals(Duration.ofSeconds(30), settings.lagWindow());
    }

    @Test
    void givenValuesOverrideTheDefaults() {
        BenchSettings settings = BenchSettings.parse("--wan-delay", "50ms", "--lag-window", "10s", "--backlog-rows", "2_000",
                "--catch-up-after", "outage, redeploy,outage", "--lag-rate", "12.5", "--timeout", "2m", "--link-port", "19000");
        assertEquals(Duration.ofMillis(50), settings.wanDelay());
        assertEquals(Duration.ofSeconds(10), settings.lagWindow());
        assertEquals(2_000, settings.backlogRows());
        assertEquals(List.of(EdgeAbsence.OUTAGE, EdgeAbsence.REDEPLOY, EdgeAbsence.OUTAGE), settings.catchUpAfter());
        assertEquals(12.5, settings.lagRate());
        assertEquals(Duration.ofMinutes(2), settings.timeout());
        assertEquals(19000, settings.linkAddress().getPort());
        assertEquals("127.0.0.1", settings.linkAddress().getHostString());
    }

    @Test
    void errorsNameTheCulprit() {
        assertMessage("unknown option(s) [speed]", "--speed", "3");
        assertMessage("expected --name value pairs, got 'updates'", "updates", "3");
        assertMessage("expected --name value pairs, got '--updates'", "--updates");
        assertMessage("--updates is not a whole number: 'many'", "--updates", "many");
        assertMessage("--lag-window is not a duration (e.g. 250ms, 30s, 2m): 'long'", "--lag-window", "long");
        assertMessage("--backlog-rows must be positive, got 0", "--backlog-rows", "0");
        assertMessage("--catch-up-after takes redeploy or outage per round, comma-separated; got 'restart'",
                "--catch-up-after", "redeploy,restart");
        assertMessage("--catch-up-after takes redeploy or outage per round, comma-separated; got ''", "--catch-up-after", "");
        assertMessage("--updates (2000) must not exceed --seed-items (1000): each counted update changes another item",
                "--updates", "2000");
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> BenchSettings.parse("--backlog-rows", "25", "--rows-per-transaction", "10"));
        assertTrue(e.getMessage().contains("--backlog-rows (25)"), e.getMessage());
    }

    private static void assertMessage(String expected, String... args) {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> BenchSettings.parse(args));
        assertEquals(expected, e.getMessage());
    }
}
