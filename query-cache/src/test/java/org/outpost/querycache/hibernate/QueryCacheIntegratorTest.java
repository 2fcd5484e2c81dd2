// SPDX-License-Identifier: Apache-2.0
package org.outpost.querycache.hibernate;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

import org.hibernate.SessionFactory;
import org.junit.jupiter.api.Test;
import org.outpost.annotation.QuerySource;
import org.outpost.annotation.RefreshMode;
import org.outpost.annotation.UpdateMode;
import org.outpost.descriptor.CacheableQuery;
import org.outpost.descriptor.Origin;
import org.outpost.descriptor.OutpostDescriptor;
import org.outpost.descriptor.ReplicatedEntity;
import org.outpost.querycache.analysis.Classification;
import org.outpost.querycache.analysis.QueryAnalysis;
import org.outpost.querycache.fixture.Auction;
import org.outpost.querycache.fixture.Bid;
import org.outpost.querycache.fixture.Member;

class QueryCacheIntegratorTest {

    @Test
    void reportsTheQueriesOfTheUnitOnceItsSessionFactoryIsBuilt() {
        List<List<QueryAnalysis>> reports = new ArrayList<>();
        OutpostDescriptor descriptor = new OutpostDescriptor(
                List.of(replicated(Bid.class), replicated(Member.class)),
                List.of(query("Bid.forItem", QuerySource.EDGE), query("Category.all", QuerySource.MAIN),
                        query("Defined.elsewhere", QuerySource.MAIN)), List.of());
        try (SessionFactory factory = Auction.unconnected(bound(descriptor, reports))) {
            assertEquals(1, reports.size());
            assertEquals(List.of("Bid.forItem", "Category.all"), reports.get(0).stream().map(QueryAnalysis::query).toList(),
                    "a query of another persistence unit is that unit's business");
            assertEquals(Classification.MAINTAINED_PER_PARAMETER, reports.get(0).get(0).classification());
        }
    }

    @Test
    void aRefusedQueryFailsTheSessionFactoryNamingItAndTheReason() {
        OutpostDescriptor descriptor = new OutpostDescriptor(List.of(replicated(Bid.class)),
                List.of(query("Bid.forItem", QuerySource.EDGE), query("Item.locked", QuerySource.MAIN)), List.of());
        RuntimeException failure = assertThrows(RuntimeException.class,
                () -> Auction.unconnected(bound(descriptor, new ArrayList<>())).close());
        String message = failure.getMessage();
        assertTrue(message.contains("Outpost cannot cache these queries of persistence unit test.jar#auction: "
                + "'Bid.forItem': its source is 'edge' but it reads entity Member (b.bidder), which is not replicated;"
                + " replicate it or use source 'main'; 'Item.locked': it locks rows (PESSIMISTIC_WRITE)"), message);
    }

    private static Map<Object, Object> bound(OutpostDescriptor descriptor, List<List<QueryAnalysis>> reports) {
        Map<Object, Object> settings = new HashMap<>();
        QueryCacheIntegrator.bind(settings, new QueryCacheBinding("test.jar#auction", descriptor, reports::add, new KeyColumns()));
        return settings;
    }

    private static ReplicatedEntity replicated(Class<?> entity) {
        return new ReplicatedEntity(entity.getName(), UpdateMode.ASYNC, List.of(), Optional.empty(), Optional.empty(),
                Origin.unspecified());
    }

    private static CacheableQuery query(String name, QuerySource source) {
        return new CacheableQuery(name, source, RefreshMode.PUSH, List.of(), CacheableQuery.DEFAULT_MAX_ENTRIES,
                Optional.empty(), Optional.empty(), Origin.unspecified());
    }
}
