// SPDX-License-Identifier: Apache-2.0
package org.outpost.descriptor;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Optional;

import org.junit.jupiter.api.Test;
import org.outpost.annotation.QuerySource;
import org.outpost.annotation.RefreshMode;
import org.outpost.annotation.UpdateMode;
import org.outpost.descriptor.fixture.Fixtures;

class QueryReplicasTest {

    private static final String FIXTURE = "org.outpost.descriptor.fixture.";

    @Test
    void theEntitiesOfSourceMainQueriesTheCacheFollowsAreFollowedNotReplicated() {
        OutpostDescriptor descriptor = new OutpostDescriptor(
                List.of(replicated(FIXTURE + "Item", UpdateMode.ASYNC)),
                List.of(query("Bid.forItem", QuerySource.MAIN, List.of()), query("Item.withBids", QuerySource.MAIN, List.of()),
                        query("Category.all", QuerySource.EDGE, List.of())),
                List.of());

        OutpostDescriptor effective = QueryReplicas.addTo(descriptor, Fixtures.application());

        assertEquals(descriptor.replicatedEntities(), effective.replicatedEntities(), "no table is copied to the edges");
        assertEquals(List.of(FIXTURE + "Bid"), effective.followedEntities(),
                "Offer is the JPQL name of Bid; Item is replicated; a source=edge query adds nothing");
    }

    @Test
    void aQueryTheCacheCannotFollowStillGetsInvalidateReplicas() {
        OutpostDescriptor descriptor = new OutpostDescriptor(List.of(),
                List.of(query("Bid.forItem", QuerySource.MAIN, List.of()), query("Bid.top", QuerySource.MAIN, List.of())),
                List.of());

        OutpostDescriptor effective = QueryReplicas.addTo(descriptor, Fixtures.application());

        assertEquals(List.of(FIXTURE + "Bid"), effective.replicatedEntities().stream().map(ReplicatedEntity::className).toList());
        ReplicatedEntity bid = effective.replicatedEntities().get(0);
        assertEquals(UpdateMode.INVALIDATE, bid.update());
        assertEquals(descriptor.cacheableQueries().get(1).origin(), bid.origin());
        assertEquals(List.of(), effective.followedEntities(), "a replicated entity needs no following");
        assertTrue(QueryReplicas.reason("SELECT o FROM Offer o JOIN (SELECT MAX(p.amount) AS top FROM Offer p) t ON o.amount = t.top")
                .orElseThrow().startsWith("it reads a derived table"));
        assertEquals(Optional.empty(), QueryReplicas.reason("SELECT o FROM Offer o WHERE o.item.id = :item"));
    }

    @Test
    void listedDependenciesReplaceTheJpqlsAndNothingToAddKeepsTheDescriptor() {
        OutpostDescriptor listed = new OutpostDescriptor(List.of(),
                List.of(query("Bid.forItem", QuerySource.MAIN, List.of(FIXTURE + "Category"))), List.of());
        assertEquals(List.of(FIXTURE + "Category"), QueryReplicas.addTo(listed, Fixtures.application()).followedEntities());

        OutpostDescriptor edgeOnly = new OutpostDescriptor(List.of(), List.of(query("Category.all", QuerySource.EDGE, List.of())), List.of());
        assertSame(edgeOnly, QueryReplicas.addTo(edgeOnly, Fixtures.application()));
    }

    private static ReplicatedEntity replicated(String className, UpdateMode update) {
        return new ReplicatedEntity(className, update, List.of(), Optional.empty(), Optional.empty(), Origin.unspecified());
    }

    private static CacheableQuery query(String name, QuerySource source, List<String> invalidatedBy) {
        return new CacheableQuery(name, source, RefreshMode.PUSH, invalidatedBy, CacheableQuery.DEFAULT_MAX_ENTRIES,
                Optional.empty(), Optional.empty(), Origin.xml("outpost.xml", 3, 5));
    }
}
