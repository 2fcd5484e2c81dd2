// SPDX-License-Identifier: Apache-2.0
package org.outpost.testsuite;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import org.jboss.arquillian.container.test.api.RunAsClient;
import org.jboss.arquillian.junit5.ArquillianExtension;
import org.jboss.dmr.ModelNode;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.outpost.testsupport.WildFlyServer;

/**
 * A deployment whose descriptor is wrong in five ways fails, and its failure lists all five, each with its
 * file, line and column — on main and on an edge alike.
 */
@ExtendWith(ArquillianExtension.class)
@RunAsClient
class BrokenDescriptorTestCase {

    private static final String FILE = TestArchives.BROKEN_EAR + "!/META-INF/outpost.xml";

    /** Expected problems: where, and the culprit the message must name. */
    private static final List<List<String>> EXPECTED = List.of(
            List.of(FILE + ":3:", "org.outpost.testsuite.app.Itme"),
            List.of(FILE + ":4:", "org.outpost.testsuite.app.AuctionFacade"),
            List.of(FILE + ":5:", "sometimes"),
            List.of(FILE + ":6:", "Item.byColour"),
            List.of(FILE + ":8:", "placeBet"));

    @Test
    void mainRejectsTheDeploymentListingEveryError() {
        assertRejected(Server.MAIN);
    }

    @Test
    void edgeRejectsTheDeploymentListingEveryError() {
        assertRejected(Server.EDGE);
    }

    private static void assertRejected(WildFlyServer server) {
        ModelNode outcome = server.deployOutcome(TestArchives.broken());
        assertEquals("failed", outcome.get("outcome").asString(), outcome::toString);
        assertFalse(server.hasDeployment(TestArchives.BROKEN_EAR), "a failed deployment is rolled back");
        String failure = outcome.get("failure-description").asString();
        assertTrue(failure.contains("5 Outpost descriptor error(s)"), failure);
        for (List<String> problem : EXPECTED) {
            assertTrue(failure.lines().anyMatch(line -> line.contains(problem.get(0)) && line.contains(problem.get(1))),
                    () -> "no line at " + problem.get(0) + " naming " + problem.get(1) + " in:\n" + failure);
        }
    }
}
