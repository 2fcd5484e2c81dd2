// SPDX-License-Identifier: Apache-2.0
package org.outpost.querycache.hibernate;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Instant;
import java.time.LocalDateTime;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.UUID;
import java.util.concurrent.atomic.AtomicReference;
import java.util.function.Function;

import org.hibernate.Session;
import org.hibernate.SessionFactory;
import org.hibernate.stat.Statistics;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.outpost.annotation.QuerySource;
import org.outpost.annotation.RefreshMode;
import org.outpost.annotation.UpdateMode;
import org.outpost.changestream.apply.AppliedChanges;
import org.outpost.changestream.apply.AppliedRow;
import org.outpost.changestream.model.ColumnValue;
import org.outpost.changestream.model.Operation;
import org.outpost.descriptor.CacheableQuery;
import org.outpost.descriptor.Origin;
import org.outpost.descriptor.OutpostDescriptor;
import org.outpost.descriptor.ReplicatedEntity;
import org.outpost.querycache.cache.QueryStatistics;
import org.outpost.querycache.cache.ResultCache;
import org.outpost.querycache.fixture.Auction;
import org.outpost.querycache.fixture.Bid;
import org.outpost.querycache.fixture.Category;
import org.outpost.querycache.fixture.Item;
import org.outpost.querycache.fixture.Member;
import org.outpost.querycache.fixture.Region;

/**
 * The edge's query cache inside Hibernate, on H2: the application's own {@code createNamedQuery} reads through it,
 * a hit builds managed entities with no SQL, and an applied change refreshes only the results it touches.
 */
class EdgeQueryCacheTest {

    private static final LocalDateTime LATER = LocalDateTime.now().plusDays(3);

    private SessionFactory factory;
    private final AtomicReference<ResultCache> cache = new AtomicReference<>();
    private long sequence;

    @BeforeEach
    void start() {
        OutpostDescriptor descriptor = new OutpostDescriptor(
                Auction.ENTITIES.stream().map(entity -> new ReplicatedEntity(entity.getName(), UpdateMode.ASYNC,
                        List.of(), Optional.empty(), Optional.empty(), Origin.unspecified())).toList(),
                List.of(query("Bid.forItem", RefreshMode.PUSH), query("Item.byCategory", RefreshMode.INVALIDATE),
                        query("Bid.count", RefreshMode.PUSH)),
                List.of());
        Map<Object, Object> settings = new HashMap<>();
        QueryCacheIntegrator.bind(settings, new QueryCacheBinding("test#auction", descriptor, analyses -> { },
                new KeyColumns(), Optional.of(new QueryCacheBinding.EdgeCaching(1 << 20, cache::set))));
        factory = Auction.onH2(settings);
        inTransaction(session -> {
            Region region = new Region(1, "Europe");
            Member ann = new Member(1, "ann", region);
            Member bob = new Member(2, "bob", region);
            Category books = new Category(1, "books");
            Category music = new Category(2, "music");
            Item book = new Item(1, "book", 10, LATER, books, ann);
            Item record = new Item(2, "record", 20, LATER, music, bob);
            List.of(region, ann, bob, books, music, book, record, new Bid(1, 11, book, bob), new Bid(2, 12, book, ann),
                    new Bid(3, 21, record, ann)).forEach(session::persist);
            return null;
        });
    }

    @AfterEach
    void stop() {
        factory.close();
    }

    @Test
    void aHitBuildsManagedEntitiesWithoutSql() {
        List<String> first = bidsOf(1);
        long statements = statistics().getPrepareStatementCount();
        List<String> second = bidsOf(1);
        assertEquals(List.of("2 12.0 ann", "1 11.0 bob"), second);
        assertEquals(first, second);
        assertEquals(statements, statistics().getPrepareStatementCount(), "a hit runs no SQL");
        inTransaction(session -> {
            Bid bid = session.createNamedQuery("Bid.forItem", Bid.class).setParameter("item", 1).getResultList().get(0);
            assertTrue(session.contains(bid), "the entity is managed by the reader's session");
            assertSame(bid, session.find(Bid.class, bid.id));
            return null;
        });
        QueryStatistics figures = figures("Bid.forItem");
        assertEquals(1, figures.loads());
        assertEquals(2, figures.hits());
    }

    @Test
    void streamsAndScalarsAreServedToo() {
        assertEquals(List.of(2L), inTransaction(session -> session.createNamedQuery("Bid.count", Long.class)
                .setParameter("item", 1).getResultList()));
        long statements = statistics().getPrepareStatementCount();
        assertEquals(Long.valueOf(2), inTransaction(session -> session.createNamedQuery("Bid.count", Long.class)
                .setParameter("item", 1).getSingleResult()));
        assertEquals(2, (long) inTransaction(session -> session.createNamedQuery("Bid.forItem", Bid.class)
                .setParameter("item", 1).getResultStream().count()));
        assertEquals(List.of("2 12.0 ann", "1 11.0 bob"), bidsOf(1));
        assertEquals(statements + 1, statistics().getPrepareStatementCount(), "only the stream's first read loads");
    }

    @Test
    void aChangeRefreshesOnlyTheResultsOfItsParameter() {
        bidsOf(1);
        bidsOf(2);
        inTransaction(session -> session.find(Bid.class, 1).amount = 15);
        apply(new AppliedRow(Bid.class.getName(), null, id(1), Operation.UPDATE,
                List.of(ColumnValue.of("amount", 15.0)), List.of(ColumnValue.of("item_id", 1))));
        assertEquals(List.of("1 15.0 bob", "2 12.0 ann"), bidsOf(1));
        QueryStatistics figures = figures("Bid.forItem");
        assertEquals(1, figures.touches(), "item 2's result was not touched");
        assertEquals(1, figures.refreshes());
        assertEquals(2, figures.loads(), "the refresh ran off the request path");
    }

    @Test
    void aRowMovedBetweenTwoParametersChangesBothResults() {
        assertEquals(List.of("2 12.0 ann", "1 11.0 bob"), bidsOf(1));
        assertEquals(List.of("3 21.0 ann"), bidsOf(2));
        inTransaction(session -> session.find(Bid.class, 1).item = session.find(Item.class, 2));
        apply(new AppliedRow(Bid.class.getName(), null, id(1), Operation.UPDATE,
                List.of(ColumnValue.of("item_id", 2)), List.of(ColumnValue.of("item_id", 1))));
        assertEquals(List.of("2 12.0 ann"), bidsOf(1));
        assertEquals(List.of("3 21.0 ann", "1 11.0 bob"), bidsOf(2));
        assertEquals(2, figures("Bid.forItem").refreshes());
    }

    @Test
    void aJoinedRowTouchesOnlyTheResultsThatShowIt() {
        bidsOf(1);
        bidsOf(2);
        inTransaction(session -> session.find(Member.class, 2).nickname = "bobby");
        apply(new AppliedRow(Member.class.getName(), null, id(2), Operation.UPDATE,
                List.of(ColumnValue.of("nickname", "bobby")), List.of()));
        assertEquals(List.of("2 12.0 ann", "1 11.0 bobby"), bidsOf(1));
        assertEquals(1, figures("Bid.forItem").touches(), "bob bid only on item 1");
    }

    @Test
    void invalidateEvictsAndTheNextReadLoads() {
        assertEquals(1, itemsIn(1));
        assertEquals(1, itemsIn(2));
        inTransaction(session -> session.find(Item.class, 2).category = session.find(Category.class, 1));
        apply(new AppliedRow(Item.class.getName(), null, id(2), Operation.UPDATE,
                List.of(ColumnValue.of("category_id", 1)), List.of(ColumnValue.of("category_id", 2))));
        QueryStatistics figures = figures("Item.byCategory");
        assertEquals(2, figures.invalidations());
        assertEquals(0, figures.entries());
        assertEquals(2, itemsIn(1));
        assertEquals(0, itemsIn(2));
    }

    private void apply(AppliedRow row) {
        sequence++;
        cache.get().afterApply(new AppliedChanges(new UUID(0, 1), sequence, Instant.now(), Instant.now(), List.of(row)));
    }

    private List<String> bidsOf(int item) {
        return inTransaction(session -> session.createNamedQuery("Bid.forItem", Bid.class).setParameter("item", item)
                .getResultList().stream().map(bid -> bid.id + " " + bid.amount + " " + bid.bidder.nickname).toList());
    }

    private int itemsIn(int category) {
        return inTransaction(session -> session.createNamedQuery("Item.byCategory", Item.class)
                .setParameter("category", category).getResultList().size());
    }

    private QueryStatistics figures(String query) {
        return cache.get().statistics().stream().filter(figures -> figures.query().equals(query)).findFirst()
                .orElseThrow();
    }

    private Statistics statistics() {
        return factory.getStatistics();
    }

    private <T> T inTransaction(Function<Session, T> work) {
        return factory.fromTransaction(work);
    }

    private static List<ColumnValue> id(int id) {
        return List.of(ColumnValue.of("id", id));
    }

    private static CacheableQuery query(String name, RefreshMode refresh) {
        return new CacheableQuery(name, QuerySource.EDGE, refresh, List.of(), CacheableQuery.DEFAULT_MAX_ENTRIES,
                Optional.empty(), Optional.empty(), Origin.unspecified());
    }
}
