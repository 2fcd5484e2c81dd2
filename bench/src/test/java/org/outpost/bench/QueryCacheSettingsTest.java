// SPDX-License-Identifier: Apache-2.0
package org.outpost.bench;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.nio.file.Path;
import java.time.Duration;

import org.junit.jupiter.api.Test;
import org.outpost.bench.querycache.EvictionFigures;
import org.outpost.rubis.generator.DatasetSize;

class QueryCacheSettingsTest {

    @Test
    void noArgumentsGiveTheDefaultsOfTheScript() {
        QueryCacheSettings settings = QueryCacheSettings.parse();
        assertEquals(QueryCacheSettings.DEFAULTS, settings);
        assertEquals(DatasetSize.SMALL, settings.evictions().dataset());
        assertEquals(200, settings.evictions().changes());
        assertEquals(Path.of("sample-rubis/configurations/c6-outpost/META-INF/outpost.xml"), settings.descriptor());
        assertEquals(Duration.ofMillis(100), settings.reads().wanDelay());
        assertEquals(8580, settings.reads().servers().edgeHttp());
        assertEquals(18490, settings.reads().links().forwardingPort());
    }

    @Test
    void givenValuesOverrideTheDefaults() {
        QueryCacheSettings settings = QueryCacheSettings.parse("--dataset", "paper", "--changes", "50",
                "--new-item-share", "0.5", "--bid-histories", "10", "--comment-pages", "5", "--seed", "3",
                "--descriptor", "c4.xml", "--items", "1000", "--rounds", "4", "--local-calls", "7",
                "--forwarded-calls", "2", "--wan-delay", "50ms");
        assertEquals(new EvictionFigures.Run(DatasetSize.PAPER, 3, 50, 0.5, 10, 5), settings.evictions());
        assertEquals(Path.of("c4.xml"), settings.descriptor());
        ReadSettings reads = settings.reads();
        assertEquals(1000, reads.items());
        assertEquals(4, reads.rounds());
        assertEquals(7, reads.localCalls());
        assertEquals(2, reads.forwardedCalls());
        assertEquals(Duration.ofMillis(50), reads.wanDelay());
    }

    @Test
    void errorsNameTheCulprit() {
        assertMessage("--dataset: unknown size 'huge'; use paper, small or published", "--dataset", "huge");
        assertMessage("--new-item-share must be between 0 and 1, got 1.5", "--new-item-share", "1.5");
        assertMessage("--changes must be positive, got 0", "--changes", "0");
        assertMessage("--items must be a multiple of 10 (ten transactions), got 55", "--items", "55");
        assertMessage("--forwarded-calls must be positive, got 0", "--forwarded-calls", "0");
        assertMessage("unknown option(s) [speed]", "--speed", "3");
    }

    private static void assertMessage(String expected, String... args) {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> QueryCacheSettings.parse(args));
        assertEquals(expected, e.getMessage());
    }
}
