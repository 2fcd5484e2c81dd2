// SPDX-License-Identifier: Apache-2.0
package org.outpost.testsuite.querycache;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import org.jboss.arquillian.container.test.api.RunAsClient;
import org.jboss.arquillian.junit5.ArquillianExtension;
import org.jboss.dmr.ModelNode;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.outpost.testsuite.Server;
import org.outpost.testsupport.WildFlyServer;

/**
 * The edge query cache on real servers: the listings application on main (PostgreSQL) and an edge (H2 replica
 * store), its cacheable query classified at deploy time; a query the cache cannot keep fails its deployment.
 */
@ExtendWith(ArquillianExtension.class)
@RunAsClient
class QueryCacheTestCase {

    @BeforeAll
    static void deployOnMainThenEdge() {
        Server.MAIN.deploy(Listings.archive());
        Server.EDGE.deploy(Listings.archive());
    }

    @AfterAll
    static void undeploy() {
        for (WildFlyServer server : List.of(Server.EDGE, Server.MAIN)) {
            server.undeployIfPresent(Listings.EAR);
        }
    }

    @Test
    void eachServerReportsTheClassificationOfTheQuery() {
        for (WildFlyServer server : List.of(Server.MAIN, Server.EDGE)) {
            ModelNode query = server.outpostAttribute("query-cache").get(Listings.EAR, "Listing.byCategory");
            assertEquals("maintained per parameter", query.get("classification").asString(), query::toString);
            assertEquals(Listings.EAR + "/listings-ejb.jar#listings", query.get("persistence-unit").asString());
            assertEquals("cacheable-query 'Listing.byCategory' (source edge): maintained per parameter; Listing: by"
                    + " :category = l.category; Seller (l.seller): the results holding the row",
                    query.get("report").asString());
        }
    }

    @Test
    void aQueryTheCacheCannotKeepFailsTheDeploymentNamingItAndTheReason() {
        ModelNode outcome = Server.MAIN.deployOutcome(Listings.refused());
        assertEquals("failed", outcome.get("outcome").asString(), outcome::toString);
        String failure = outcome.get("failure-description").asString();
        assertTrue(failure.contains("'Listing.bySellerName': its source is 'edge' but it reads entity Seller"
                + " (l.seller), which is not replicated; replicate it or use source 'main'"), failure);
        assertFalse(Server.MAIN.hasDeployment(Listings.REFUSED_EAR), "a failed deployment is rolled back");
    }
}
