// SPDX-License-Identifier: Apache-2.0
package org.outpost.wan.study;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.HashSet;
import java.util.Set;

import org.junit.jupiter.api.Test;

/** The topology's ports, links, connection kinds and names, without servers. */
class TopologyPartsTest {

    @Test
    void portsComeFromOnePlaceAndNeverCollide() {
        for (StudyPorts ports : new StudyPorts[] {StudyPorts.STUDY, StudyPorts.DEMO}) {
            Set<Integer> seen = new HashSet<>();
            for (Site site : Site.values()) {
                assertTrue(seen.add(ports.httpPort(site)) && seen.add(ports.managementPort(site)), site + " in " + ports);
            }
            for (StudyLink link : StudyLink.values()) {
                assertTrue(seen.add(ports.linkPort(link)), link + " in " + ports);
            }
        }
        assertEquals(10080, StudyPorts.STUDY.httpPort(Site.MAIN));
        assertEquals(8280, StudyPorts.DEMO.httpPort(Site.EDGE_2));
        assertEquals(18084, StudyPorts.DEMO.linkPort(StudyLink.toMain(ClientGroup.REMOTE_1)));
        for (StudyLink link : StudyLink.values()) {
            int port = StudyPorts.STUDY.linkPort(link);
            assertTrue(port >= 18000 && port <= 18099, link + ": the study's emulator ports are 18000-18099, not " + port);
        }
    }

    @Test
    void eachEdgeHasItsStreamAndCallsLinks() {
        assertEquals(StudyLink.EDGE_1_STREAM, StudyLink.stream(Site.EDGE_1));
        assertEquals(StudyLink.EDGE_2_CALLS, StudyLink.calls(Site.EDGE_2));
        assertEquals(StudyLink.REMOTE_2, StudyLink.toMain(ClientGroup.REMOTE_2));
        assertEquals(Site.EDGE_1, ClientGroup.REMOTE_1.edge().orElseThrow());
        assertFalse(ClientGroup.LOCAL.isRemote());
    }

    @Test
    void aConnectionUpgradedToArtemisIsTheBrokersEveryOtherIsHttp() {
        String upgrade = "GET / HTTP/1.1\r\nHost: 127.0.0.1:18000\r\nUpgrade: activemq-remoting\r\nConnection: Upgrade\r\n\r\n";
        String call = "POST /wildfly-services/ejb/v1/invoke HTTP/1.1\r\nHost: x\r\nContent-Length: 5\r\n\r\nUpgrade: no";
        assertEquals("broker", ConnectionKind.CLASSIFIER.kindOf(upgrade.getBytes(StandardCharsets.ISO_8859_1)));
        assertEquals("http", ConnectionKind.CLASSIFIER.kindOf(call.getBytes(StandardCharsets.ISO_8859_1)),
                "an Upgrade in the body is no header");
        assertEquals("http", ConnectionKind.CLASSIFIER.kindOf("GET /rubis_servlets/index.html HTTP/1.1\r\n\r\n"
                .getBytes(StandardCharsets.ISO_8859_1)));
        String h2c = "POST /wildfly-services/ejb/v1/invoke HTTP/1.1\r\nConnection: Upgrade, HTTP2-Settings\r\nUpgrade: h2c\r\n\r\n";
        assertEquals("http", ConnectionKind.CLASSIFIER.kindOf(h2c.getBytes(StandardCharsets.ISO_8859_1)), "the EJB client's h2c offer");
    }

    @Test
    void configurationsAndAppsAreNamedAsTheSamplesName() {
        assertEquals(Configuration.C5, Configuration.named("c5"));
        assertEquals(Configuration.C6, Configuration.named("c6-outpost"));
        IllegalArgumentException unknown = assertThrows(IllegalArgumentException.class, () -> Configuration.named("c7"));
        assertEquals("no configuration 'c7'; the configurations are c1, c2, c3, c4, c5, c6", unknown.getMessage());
        assertFalse(Configuration.C1.usesEdges());
        assertEquals(StudyApp.PETSTORE, StudyApp.named("petstore"));
        assertEquals("rubis.ear", StudyApp.RUBIS.earName());
        assertTrue(StudyApp.RUBIS.ear(Path.of("ears"), Configuration.C3).endsWith("outpost-rubis-ear-c3.ear"));
    }
}
