// SPDX-License-Identifier: Apache-2.0
package org.outpost.testsupport;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.jboss.dmr.ModelNode;
import org.junit.jupiter.api.Test;

class ChangeStreamsTest {

    @Test
    void aDeploymentsStreamsAreThoseOfItsPersistenceUnits() {
        ModelNode replication = new ModelNode();
        replication.get("catalog-1", "persistence-unit").set("shop.ear/shop-ejb.jar#catalog");
        replication.get("orders-2", "persistence-unit").set("shop.ear/shop-ejb.jar#orders");
        replication.get("other-3", "persistence-unit").set("other.ear/other-ejb.jar#catalog");
        assertEquals(java.util.Set.of("catalog-1", "orders-2"), ChangeStreams.of(replication, "shop.ear").keys());
        assertEquals(0, ChangeStreams.of(new ModelNode(), "shop.ear").keys().size(), "no stream at all: undefined attribute");
    }

    @Test
    void theOnlyStreamCarriesItsId() {
        ModelNode streams = new ModelNode();
        streams.get("catalog-1", "last-sequence").set(7);
        ModelNode only = ChangeStreams.only(streams, "main: shop.ear");
        assertEquals("catalog-1", only.get("stream").asString());
        assertEquals(7, only.get("last-sequence").asLong());
        assertFalse(streams.get("catalog-1").has("stream"), "the server's figures stay as read");

        IllegalStateException none = assertThrows(IllegalStateException.class,
                () -> ChangeStreams.only(new ModelNode().setEmptyObject(), "edge: shop.ear"));
        assertTrue(none.getMessage().startsWith("edge: shop.ear has 0 change streams"), none.getMessage());
    }

    @Test
    void theEdgeIsInStepWhenItFollowsAndReachedEveryStreamOfMain() {
        ModelNode main = new ModelNode();
        main.get("a", "last-sequence").set(10);
        main.get("b", "last-sequence").set(3);
        ModelNode edge = new ModelNode();
        edge.get("a", "subscription").set("CONNECTED");
        edge.get("a", "applied-sequence").set(10);
        assertFalse(ChangeStreams.inStep(main, edge), "stream b not there yet");

        edge.get("b", "subscription").set("CONNECTING");
        edge.get("b", "applied-sequence").set(3);
        assertFalse(ChangeStreams.inStep(main, edge), "b not subscribed");

        edge.get("b", "subscription").set("CONNECTED");
        edge.get("b", "applied-sequence").set(2);
        assertFalse(ChangeStreams.inStep(main, edge), "b behind");

        edge.get("b", "applied-sequence").set(3);
        assertTrue(ChangeStreams.inStep(main, edge));
        assertTrue(ChangeStreams.inStep(new ModelNode().setEmptyObject(), new ModelNode().setEmptyObject()),
                "a deployment that replicates nothing");
    }
}
