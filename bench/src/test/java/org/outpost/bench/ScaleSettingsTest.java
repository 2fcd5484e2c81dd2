// SPDX-License-Identifier: Apache-2.0
package org.outpost.bench;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.time.Duration;
import java.util.List;
import java.util.Set;

import org.junit.jupiter.api.Test;
import org.outpost.bench.scale.Topology;
import org.outpost.wan.WanLink;

class ScaleSettingsTest {

    @Test
    void noArgumentsGiveTheDefaultsOfTheScript() {
        ScaleSettings settings = ScaleSettings.parse();
        assertEquals(ScaleSettings.DEFAULTS, settings);
        assertEquals(List.of(4100, 4200, 4300, 4400, 4500, 4600, 4700, 4800), settings.edgeOffsets());
        assertEquals(List.of(1, 2, 4, 8), settings.steps());
        assertEquals(8, settings.maxEdges());
        assertEquals(Set.of(Topology.DIRECT, Topology.RELAY), settings.topologies());
        assertEquals(18201, settings.ports().edgeToMain(1));
    }

    @Test
    void givenValuesOverrideTheDefaults() {
        ScaleSettings settings = ScaleSettings.parse("--edge-offsets", "4100, 4200", "--edges", "1,2", "--topologies", "relay",
                "--writes", "300", "--write-rate", "12.5", "--wan-delay", "50ms", "--link-port-base", "19000");
        assertEquals(List.of(4100, 4200), settings.edgeOffsets());
        assertEquals(2, settings.maxEdges());
        assertEquals(Set.of(Topology.RELAY), settings.topologies());
        assertEquals(300, settings.writes());
        assertEquals(12.5, settings.writeRate());
        assertEquals(Duration.ofMillis(50), settings.wanDelay());
        assertEquals(19020, settings.ports().relayAcceptor());
    }

    @Test
    void errorsNameTheCulprit() {
        assertMessage("--edges [1, 2, 4, 8] needs 8 edges; 2 were started (--edge-offsets)", "--edge-offsets", "4100,4200");
        assertMessage("--edges must be positive and ascending, got [2, 1]", "--edges", "2,1");
        assertMessage("--edges is not a list of whole numbers: '1,two'", "--edges", "1,two");
        assertMessage("--topologies: unknown topology 'hub' (direct or relay)", "--topologies", "direct,hub");
        assertMessage("--write-rate must be positive, got 0.0", "--write-rate", "0");
        assertMessage("--link-port-base must be between 1024 and 65513, got 65530", "--link-port-base", "65530");
        assertMessage("unknown option(s) [edge]", "--edge", "3");
    }

    @Test
    void everyLinkListensOnItsOwnPortAndOnlyTheRelaysLinksToTheEdgesHaveNoDelay() {
        List<WanLink> links = ScaleBench.links(ScaleSettings.parse("--wan-delay", "50ms"));
        assertEquals(8 + 8 + 2, links.size());
        assertEquals(links.size(), links.stream().map(link -> link.listen().getPort()).distinct().count());
        assertEquals(links.size(), links.stream().map(WanLink::name).distinct().count());
        for (WanLink link : links) {
            Duration expected = link.name().endsWith("-relay") && link.name().startsWith("edge-") ? Duration.ZERO : Duration.ofMillis(50);
            assertEquals(expected, link.delayToServer(), link.name());
        }
        assertEquals(8, ScaleBench.links(ScaleSettings.parse("--topologies", "direct")).size());
    }

    private static void assertMessage(String expected, String... args) {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> ScaleSettings.parse(args));
        assertEquals(expected, e.getMessage());
    }
}
