// SPDX-License-Identifier: Apache-2.0
package org.outpost.bench;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.nio.file.Path;
import java.time.Duration;

import org.junit.jupiter.api.Test;
import org.outpost.rubis.generator.DatasetSize;

class SnapshotSettingsTest {

    @Test
    void noArgumentsGiveThePublishedDatasetOverTheSmallOne() {
        SnapshotSettings settings = SnapshotSettings.parse();
        assertEquals(SnapshotSettings.DEFAULTS, settings);
        assertEquals(DatasetSize.PUBLISHED, settings.dataset());
        assertEquals(DatasetSize.SMALL, settings.previous());
        assertEquals(Path.of("bench/target/ears/rubis.ear"), settings.ear());
        assertEquals(18480, settings.linkPort());
    }

    @Test
    void givenValuesOverrideTheDefaults() {
        SnapshotSettings settings = SnapshotSettings.parse("--dataset", "small", "--previous-dataset", "paper",
                "--seed", "7", "--read-interval", "50ms", "--timeout", "2m", "--jdbc-url", "jdbc:postgresql://db/x",
                "--ear", "/tmp/rubis.ear", "--link-port", "18999");
        assertEquals(new SnapshotSettings(BenchServers.DEFAULTS, 18999, "jdbc:postgresql://db/x", Path.of("/tmp/rubis.ear"),
                DatasetSize.PAPER, DatasetSize.SMALL, 7, Duration.ofMillis(50), Duration.ofMinutes(2)), settings);
    }

    @Test
    void errorsNameTheCulprit() {
        assertMessage("--dataset: unknown size 'huge'; use paper, small or published", "--dataset", "huge");
        assertMessage("--previous-dataset (SMALL) must have fewer users than --dataset (SMALL): the reader tells them"
                + " apart by a user only the second has", "--dataset", "small");
        assertMessage("unknown option(s) [rows]", "--rows", "3");
    }

    private static void assertMessage(String expected, String... args) {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> SnapshotSettings.parse(args));
        assertEquals(expected, e.getMessage());
    }
}
