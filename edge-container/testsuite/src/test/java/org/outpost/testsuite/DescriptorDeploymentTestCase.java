// SPDX-License-Identifier: Apache-2.0
package org.outpost.testsuite;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Optional;

import org.jboss.arquillian.container.test.api.Deployment;
import org.jboss.arquillian.container.test.api.RunAsClient;
import org.jboss.arquillian.container.test.api.TargetsContainer;
import org.jboss.arquillian.junit5.ArquillianExtension;
import org.jboss.dmr.ModelNode;
import org.jboss.shrinkwrap.api.spec.EnterpriseArchive;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.outpost.annotation.DisconnectedPolicy;
import org.outpost.annotation.QuerySource;
import org.outpost.annotation.Site;
import org.outpost.annotation.UpdateMode;
import org.outpost.descriptor.CacheableQuery;
import org.outpost.descriptor.OutpostDescriptor;
import org.outpost.descriptor.ReplicatedEntity;
import org.outpost.descriptor.xml.DescriptorParser;
import org.outpost.descriptor.xml.ParsedDescriptor;

/**
 * The same EAR deploys on main and on an edge; on each, the outpost subsystem attaches the merged descriptor
 * (XML over annotations) and shows it, with the server's role, through management.
 */
@ExtendWith(ArquillianExtension.class)
@RunAsClient
class DescriptorDeploymentTestCase {

    @Deployment(name = "main", testable = false)
    @TargetsContainer("main")
    static EnterpriseArchive onMain() {
        return TestArchives.auction();
    }

    @Deployment(name = "edge", testable = false)
    @TargetsContainer("edge")
    static EnterpriseArchive onEdge() {
        return TestArchives.auction();
    }

    @Test
    void mainShowsItsRoleAndTheEffectiveDescriptor() {
        ModelNode subsystem = Server.MAIN.readOutpostSubsystem();
        assertEquals("main", subsystem.get("role").asString());
        assertEffective(subsystem);
    }

    @Test
    void edgeShowsItsRoleAndTheEffectiveDescriptor() {
        ModelNode subsystem = Server.EDGE.readOutpostSubsystem();
        assertEquals("edge", subsystem.get("role").asString());
        assertEffective(subsystem);
    }

    private static void assertEffective(ModelNode subsystem) {
        ModelNode deployments = subsystem.get("deployments");
        assertTrue(deployments.has(TestArchives.AUCTION_EAR), deployments::toString);
        String xml = deployments.get(TestArchives.AUCTION_EAR).asString();
        ParsedDescriptor parsed = DescriptorParser.parse(new ByteArrayInputStream(xml.getBytes(StandardCharsets.UTF_8)), "deployments attribute");
        assertEquals(List.of(), parsed.problems(), xml);
        OutpostDescriptor descriptor = parsed.descriptor();

        assertEquals(List.of("org.outpost.testsuite.app.Item"),
                descriptor.replicatedEntities().stream().map(ReplicatedEntity::className).sorted().toList(),
                "Bid is not replicated: the edge caches the results of the source=\"main\" query Bid.forItem, " + xml);
        ReplicatedEntity item = entity(descriptor, "org.outpost.testsuite.app.Item");
        assertEquals(UpdateMode.ASYNC, item.update(), "the XML overrides @ReadOnlyReplica(update = SYNC)");
        assertEquals(List.of("category", "name"), item.fields());
        assertEquals(Optional.of(DisconnectedPolicy.FORWARD), item.whenDisconnected());

        assertEquals(List.of("Bid.forItem", "Item.byCategory"), descriptor.cacheableQueries().stream().map(CacheableQuery::name).toList(), xml);
        CacheableQuery bids = descriptor.cacheableQueries().get(0);
        assertEquals(QuerySource.MAIN, bids.source());
        assertEquals(50, bids.maxEntries());

        assertEquals(1, descriptor.facades().size(), xml);
        assertEquals(Site.MAIN, descriptor.facades().get(0).siteOf("placeBid"), "from @ExecuteAt(Site.MAIN)");
        assertEquals(Site.EDGE, descriptor.facades().get(0).siteOf("viewItem"));
    }

    private static ReplicatedEntity entity(OutpostDescriptor descriptor, String className) {
        return descriptor.replicatedEntities().stream().filter(entity -> entity.className().equals(className)).findFirst()
                .orElseThrow(() -> new AssertionError(className + " not replicated in " + descriptor));
    }
}
