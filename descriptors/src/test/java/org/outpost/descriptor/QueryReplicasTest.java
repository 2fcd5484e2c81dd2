// SPDX-License-Identifier: Apache-2.0
package org.outpost.descriptor;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;

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
    void theEntitiesOfSourceMainQueriesAreReplicatedInInvalidateModeUnlessDeclared() {
        OutpostDescriptor descriptor = new OutpostDescriptor(
                List.of(replicated(FIXTURE + "Item", UpdateMode.ASYNC)),
                List.of(query("Bid.forItem", QuerySource.MAIN, List.of()), query("Item.withBids", QuerySource.MAIN, List.of()),
                        query("Category.all", QuerySource.EDGE, List.of())),
                List.of());

        OutpostDescriptor withReplicas = QueryReplicas.addTo(descriptor, Fixtures.application());

        assertEquals(List.of(FIXTURE + "Item", FIXTURE + "Bid"),
                withReplicas.replicatedEntities().stream().map(ReplicatedEntity::className).toList(),
                "Offer is the JPQL name of Bid; Item is declared; a source=edge query adds nothing");
        ReplicatedEntity bid = withReplicas.replicatedEntities().get(1);
        assertEquals(UpdateMode.INVALIDATE, bid.update());
        assertEquals(descriptor.cacheableQueries().get(0).origin(), bid.origin());
        assertEquals(UpdateMode.ASYNC, withReplicas.replicatedEntities().get(0).update());
    }

    @Test
    void listedDependenciesReplaceTheJpqlsAndNothingToAddKeepsTheDescriptor() {
        OutpostDescriptor listed = new OutpostDescriptor(List.of(),
                List.of(query("Bid.forItem", QuerySource.MAIN, List.of(FIXTURE + "Category"))), List.of());
        assertEquals(List.of(FIXTURE + "Category"), QueryReplicas.addTo(listed, Fixtures.application()).replicatedEntities()
                .stream().map(ReplicatedEntity::className).toList());

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
