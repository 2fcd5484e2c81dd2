// SPDX-License-Identifier: Apache-2.0
package org.outpost.querycache.hibernate;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Instant;
import java.time.LocalDateTime;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.UUID;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.atomic.AtomicReference;
import java.util.function.Function;

import org.hibernate.Session;
import org.hibernate.SessionFactory;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.outpost.annotation.QuerySource;
import org.outpost.annotation.RefreshMode;
import org.outpost.changestream.apply.AppliedChanges;
import org.outpost.changestream.apply.AppliedRow;
import org.outpost.changestream.model.ColumnValue;
import org.outpost.changestream.model.Operation;
import org.outpost.descriptor.CacheableQuery;
import org.outpost.descriptor.Origin;
import org.outpost.descriptor.OutpostDescriptor;
import org.outpost.querycache.cache.QueryStatistics;
import org.outpost.querycache.cache.ResultCache;
import org.outpost.querycache.fixture.Auction;
import org.outpost.querycache.fixture.Bid;
import org.outpost.querycache.fixture.Category;
import org.outpost.querycache.fixture.Item;
import org.outpost.querycache.fixture.Member;
import org.outpost.querycache.fixture.Region;
import org.outpost.querycache.remote.QueryAnswer;
import org.outpost.querycache.remote.QueryRequest;

/**
 * {@code source="main"} queries on H2, main and edge each a session factory of its own and the channel between them
 * a method call: a miss is one call to main, a hit none, and the edge's empty database is never read; a change
 * refreshes, with one call, only the results of its parameter.
 */
class MainQueryCacheTest {

    private static final LocalDateTime LATER = LocalDateTime.now().plusDays(3);

    private SessionFactory main;
    private SessionFactory edge;
    private final AtomicReference<MainQueries> mainQueries = new AtomicReference<>();
    private final AtomicReference<ResultCache> cache = new AtomicReference<>();
    private final AtomicInteger calls = new AtomicInteger();
    private final AtomicLong mainSequence = new AtomicLong();
    private long edgeSequence;

    @BeforeEach
    void start() {
        OutpostDescriptor descriptor = new OutpostDescriptor(List.of(), List.of(query("Bid.forItem", RefreshMode.PUSH),
                query("Bid.count", RefreshMode.PUSH), query("Bid.onItems", RefreshMode.PUSH)), List.of());
        Map<Object, Object> mainSettings = new HashMap<>(Map.of("hibernate.cache.query_cache_layout", "FULL"));
        QueryCacheIntegrator.bind(mainSettings, new QueryCacheBinding("test#auction", descriptor, analyses -> { },
                new KeyColumns(), Optional.empty(), Optional.of(mainQueries::set)));
        main = Auction.onH2(mainSettings);
        Map<Object, Object> edgeSettings = new HashMap<>(Map.of("hibernate.cache.query_cache_layout", "FULL"));
        QueryCacheIntegrator.bind(edgeSettings, new QueryCacheBinding("test#auction", descriptor, analyses -> { },
                new KeyColumns(), Optional.of(new QueryCacheBinding.EdgeCaching(1 << 20, cache::set,
                Optional.of(this::forward)))));
        edge = Auction.onH2(edgeSettings);
        main.inTransaction(session -> {
            Region region = new Region(1, "Europe");
            Member ann = new Member(1, "ann", region);
            Member bob = new Member(2, "bob", region);
            Category books = new Category(1, "books");
            Item book = new Item(1, "book", 10, LATER, books, ann);
            Item record = new Item(2, "record", 20, LATER, books, bob);
            List.of(region, ann, bob, books, book, record, new Bid(1, 11, book, bob), new Bid(2, 12, book, ann),
                    new Bid(3, 21, record, ann)).forEach(session::persist);
        });
    }

    /** The forwarded call: main runs the query and answers with its rows and the last sequence it committed. */
    private QueryAnswer forward(QueryRequest request) {
        calls.incrementAndGet();
        return new QueryAnswer(mainQueries.get().run(request), mainSequence.get());
    }

    @AfterEach
    void stop() {
        edge.close();
        main.close();
    }

    @Test
    void aMissIsOneCallToMainAndAHitNoneWithoutReadingTheEdgesDatabase() {
        assertEquals(List.of("2 12.0 ann", "1 11.0 bob"), bidsOf(1));
        assertEquals(1, calls.get());
        assertEquals(List.of("2 12.0 ann", "1 11.0 bob"), bidsOf(1));
        assertEquals(1, calls.get(), "a hit makes no call");
        assertEquals(0, edge.getStatistics().getPrepareStatementCount(), "the edge's own (empty) tables were never read");
        edge.inTransaction(session -> {
            Bid bid = session.createNamedQuery("Bid.forItem", Bid.class).setParameter("item", 1).getResultList().get(0);
            assertTrue(session.contains(bid), "the entity built from main's rows is managed by the reader's session");
        });
        QueryStatistics figures = figures("Bid.forItem");
        assertEquals(1, figures.loads());
        assertEquals(2, figures.hits());
    }

    @Test
    void scalarsAndListsOfEntitiesTravel() {
        assertEquals(Long.valueOf(2), edge.fromTransaction(session -> session.createNamedQuery("Bid.count", Long.class)
                .setParameter("item", 1).getSingleResult()));
        List<Integer> onBoth = edge.fromTransaction(session -> session.createNamedQuery("Bid.onItems", Bid.class)
                .setParameter("items", List.of(session.getReference(Item.class, 1), session.getReference(Item.class, 2)))
                .getResultList().stream().map(bid -> bid.id).toList());
        assertEquals(List.of(1, 2, 3), onBoth);
        assertEquals(2, calls.get());
        assertEquals(0, edge.getStatistics().getPrepareStatementCount());
    }

    @Test
    void aChangeOnMainRefreshesOnlyTheResultsOfItsParameterWithOneCall() {
        bidsOf(1);
        assertEquals(List.of("3 21.0 ann"), bidsOf(2));
        main.inTransaction(session -> session.find(Bid.class, 1).amount = 15);
        apply(new AppliedRow(Bid.class.getName(), null, List.of(ColumnValue.of("id", 1)), Operation.UPDATE,
                List.of(ColumnValue.of("amount", 15.0)), List.of(ColumnValue.of("item_id", 1))));
        assertEquals(List.of("1 15.0 bob", "2 12.0 ann"), bidsOf(1));
        assertEquals(List.of("3 21.0 ann"), bidsOf(2));
        assertEquals(3, calls.get(), "two misses and one refresh");
        QueryStatistics figures = figures("Bid.forItem");
        assertEquals(1, figures.touches(), "item 2's result was not touched");
        assertEquals(1, figures.refreshes());
    }

    @Test
    void aChangeThatMainsAnswerAlreadyReflectsTouchesNothing() {
        mainSequence.set(5);
        bidsOf(1);
        apply(new AppliedRow(Bid.class.getName(), null, List.of(ColumnValue.of("id", 1)), Operation.UPDATE,
                List.of(ColumnValue.of("amount", 15.0)), List.of(ColumnValue.of("item_id", 1))));
        assertEquals(0, figures("Bid.forItem").touches(), "change set 1 is older than the result, which reflects 5");
        bidsOf(1);
        assertEquals(1, calls.get());
    }

    @Test
    void mainRunsOnlyItsSourceMainQueriesAndNamesTheOneItRefuses() {
        IllegalArgumentException refused = assertThrows(IllegalArgumentException.class, () -> mainQueries.get()
                .run(new QueryRequest("test#auction", "Item.byCategory", List.of(), new byte[0], 0, -1)));
        assertEquals("Query Item.byCategory is not a source=\"main\" cacheable query of persistence unit test#auction",
                refused.getMessage());
    }

    private void apply(AppliedRow row) {
        edgeSequence++;
        cache.get().afterApply(new AppliedChanges(new UUID(0, 1), edgeSequence, Instant.now(), Instant.now(), List.of(row)));
    }

    private List<String> bidsOf(int item) {
        return edge.fromTransaction((Function<Session, List<String>>) session -> session.createNamedQuery("Bid.forItem", Bid.class)
                .setParameter("item", item).getResultList().stream()
                .map(bid -> bid.id + " " + bid.amount + " " + bid.bidder.nickname).toList());
    }

    private QueryStatistics figures(String query) {
        return cache.get().statistics().stream().filter(figures -> figures.query().equals(query)).findFirst()
                .orElseThrow();
    }

    private static CacheableQuery query(String name, RefreshMode refresh) {
        return new CacheableQuery(name, QuerySource.MAIN, refresh, List.of(), CacheableQuery.DEFAULT_MAX_ENTRIES,
                Optional.empty(), Optional.empty(), Origin.unspecified());
    }
}
