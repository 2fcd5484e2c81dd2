// SPDX-License-Identifier: Apache-2.0
package org.outpost.testsuite;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.InputStream;
import java.io.StringReader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import javax.xml.XMLConstants;
import javax.xml.transform.stream.StreamSource;
import javax.xml.validation.SchemaFactory;

import org.jboss.arquillian.container.test.api.RunAsClient;
import org.jboss.arquillian.junit5.ArquillianExtension;
import org.jboss.dmr.ModelNode;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.outpost.testsupport.WildFlyServer;

/**
 * The boot half of the subsystem schema test: the provisioned servers' configurations were written by WildFly's own
 * marshaller (the provisioning applies management operations offline), validate against the XSD, boot, and read back
 * as configured. The parse/marshal/compare half runs without a server in the subsystem module.
 */
@ExtendWith(ArquillianExtension.class)
@RunAsClient
class SubsystemBootTestCase {

    private static final Pattern SUBSYSTEM = Pattern.compile("<subsystem xmlns=\"urn:outpost:subsystem:1.0\"(?:[^>]*/>|.*?</subsystem>)", Pattern.DOTALL);

    @Test
    void edgeConfigurationValidatesBootsAndReadsBack() throws Exception {
        validateAgainstXsd(subsystemElement(Server.EDGE));
        ModelNode subsystem = Server.EDGE.readOutpostSubsystem();
        assertEquals("edge", subsystem.get("role").asString());
        assertTrue(subsystem.get("edge-id").isDefined(), subsystem::toString);
        assertTrue(subsystem.get("main-url").isDefined(), subsystem::toString);
        assertTrue(subsystem.get("replica-store").isDefined(), subsystem::toString);
        assertTrue(subsystem.get("broker-credential-reference").isDefined(), subsystem::toString);
        assertEquals(2000, subsystem.get("lag-wait").resolve().asLong(), "the expression ${outpost.lag.wait:2000}");
        assertEquals("serve-stale", subsystem.get("when-disconnected").resolve().asString(),
                "the expression ${outpost.when.disconnected:serve-stale}");
    }

    @Test
    void mainConfigurationValidatesBootsAndReadsBack() throws Exception {
        validateAgainstXsd(subsystemElement(Server.MAIN));
        assertEquals("main", Server.MAIN.readOutpostSubsystem().get("role").asString());
    }

    private static String subsystemElement(WildFlyServer server) throws Exception {
        String config = Files.readString(home(server).resolve(Path.of("standalone", "configuration", "standalone.xml")));
        Matcher matcher = SUBSYSTEM.matcher(config);
        assertTrue(matcher.find(), "no outpost subsystem in " + server);
        return matcher.group();
    }

    /** The server's copy, from the system property {@code outpost.main.home} or {@code outpost.edge.home} (see pom.xml). */
    private static Path home(WildFlyServer server) {
        return Path.of(System.getProperty("outpost." + server.name() + ".home"));
    }

    private static void validateAgainstXsd(String xml) throws Exception {
        try (InputStream xsd = SubsystemBootTestCase.class.getResourceAsStream("/schema/outpost-subsystem_1_0.xsd")) {
            SchemaFactory.newInstance(XMLConstants.W3C_XML_SCHEMA_NS_URI).newSchema(new StreamSource(xsd))
                    .newValidator().validate(new StreamSource(new StringReader(xml)));
        }
    }
}
