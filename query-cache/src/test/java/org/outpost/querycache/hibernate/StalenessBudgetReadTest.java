// SPDX-License-Identifier: Apache-2.0
package org.outpost.querycache.hibernate;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.atomic.AtomicReference;

import org.hibernate.SessionFactory;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.outpost.annotation.DisconnectedPolicy;
import org.outpost.annotation.QuerySource;
import org.outpost.annotation.RefreshMode;
import org.outpost.annotation.UpdateMode;
import org.outpost.descriptor.CacheableQuery;
import org.outpost.descriptor.Origin;
import org.outpost.descriptor.OutpostDescriptor;
import org.outpost.descriptor.ReplicatedEntity;
import org.outpost.querycache.cache.QueryStatistics;
import org.outpost.querycache.cache.ResultCache;
import org.outpost.querycache.fixture.Auction;
import org.outpost.querycache.fixture.Category;
import org.outpost.querycache.staleness.DisconnectedReads;
import org.outpost.querycache.staleness.StaleReads;
import org.outpost.querycache.staleness.StaleResultException;
import org.outpost.querycache.staleness.StaleVerdict;

/**
 * The staleness budget on the edge's read path, on H2: while the replica is in step or within a query's
 * {@code max-staleness} its results are served as usual; past it, the query's {@code when-disconnected} (else the
 * deployment's) decides: a stale result served and the request told, or the read refused to be forwarded or to fail.
 */
class StalenessBudgetReadTest {

    private static final Duration BUDGET = Duration.ofSeconds(2);

    private SessionFactory factory;
    private final AtomicReference<ResultCache> cache = new AtomicReference<>();
    private final AtomicReference<Optional<Duration>> staleness = new AtomicReference<>(Optional.empty());

    @BeforeEach
    void start() {
        OutpostDescriptor descriptor = new OutpostDescriptor(
                Auction.ENTITIES.stream().map(entity -> new ReplicatedEntity(entity.getName(), UpdateMode.ASYNC,
                        List.of(), Optional.empty(), Optional.empty(), Origin.unspecified())).toList(),
                List.of(query("Bid.forItem", Optional.of(DisconnectedPolicy.SERVE_STALE)),
                        query("Bid.count", Optional.of(DisconnectedPolicy.FAIL)),
                        query("Category.all", Optional.empty())),
                List.of());
        Map<Object, Object> settings = new HashMap<>();
        DisconnectedReads disconnected = new DisconnectedReads(staleness::get, DisconnectedPolicy.FORWARD);
        QueryCacheIntegrator.bind(settings, new QueryCacheBinding("test#auction", descriptor, analyses -> { },
                new KeyColumns(), Optional.of(new QueryCacheBinding.EdgeCaching(1 << 20, cache::set, Optional.empty(),
                        disconnected))));
        factory = Auction.onH2(settings);
        factory.inTransaction(session -> session.persist(new Category(1, "books")));
    }

    @AfterEach
    void stop() {
        factory.close();
    }

    @Test
    void inStepOrWithinTheBudgetEveryQueryIsServedAsUsual() {
        List<Duration> told = new ArrayList<>();
        try (StaleReads request = StaleReads.open(told::add)) {
            assertEquals(0L, count());
            assertEquals(1, categories());
            staleness.set(Optional.of(BUDGET));
            assertEquals(0L, count());
            assertEquals(1, categories());
            assertEquals(0, bids());
        }
        assertEquals(List.of(), told);
        assertEquals(1, figures("Category.all").hits(), "the second read was a hit");
    }

    @Test
    void pastTheBudgetServeStaleServesAndTellsTheRequest() {
        assertEquals(0, bids());
        staleness.set(Optional.of(Duration.ofSeconds(5)));
        List<Duration> told = new ArrayList<>();
        try (StaleReads request = StaleReads.open(told::add)) {
            assertEquals(0, bids());
        }
        assertEquals(List.of(Duration.ofSeconds(5)), told);
        assertEquals(1, figures("Bid.forItem").hits());
    }

    @Test
    void pastTheBudgetFailRefusesTheReadNamingTheQuery() {
        assertEquals(0L, count());
        staleness.set(Optional.of(Duration.ofSeconds(5)));
        StaleResultException refused = refusal(assertThrows(RuntimeException.class, this::count));
        assertEquals(StaleVerdict.FAIL, refused.verdict());
        assertTrue(refused.getMessage().contains("query Bid.count: they may be 5000 ms behind main")
                && refused.getMessage().endsWith("max-staleness PT2S (when-disconnected=fail)"), refused.getMessage());
        assertEquals(0, figures("Bid.count").hits(), "nothing was served");
    }

    @Test
    void aQueryWithoutItsOwnPolicyFollowsTheDeploymentsForward() {
        staleness.set(Optional.of(Duration.ofSeconds(3)));
        StaleResultException refused = refusal(assertThrows(RuntimeException.class, this::categories));
        assertEquals(StaleVerdict.FORWARD, refused.verdict());
        assertEquals(Duration.ofSeconds(3), refused.staleness());
        staleness.set(Optional.empty());
        assertEquals(1, categories(), "back in step, the query is served again");
    }

    private static StaleResultException refusal(Throwable failure) {
        for (Throwable cause = failure; cause != null; cause = cause.getCause()) {
            if (cause instanceof StaleResultException refused) {
                return refused;
            }
        }
        throw new AssertionError("not a stale result refusal", failure);
    }

    private long count() {
        return factory.fromTransaction(session -> session.createNamedQuery("Bid.count", Long.class)
                .setParameter("item", 1).getSingleResult());
    }

    private int bids() {
        return factory.fromTransaction(session -> session.createNamedQuery("Bid.forItem", Object.class)
                .setParameter("item", 1).getResultList().size());
    }

    private int categories() {
        return factory.fromTransaction(session -> session.createNamedQuery("Category.all", Category.class)
                .getResultList().size());
    }

    private QueryStatistics figures(String query) {
        return cache.get().statistics().stream().filter(figures -> figures.query().equals(query)).findFirst()
                .orElseThrow();
    }

    private static CacheableQuery query(String name, Optional<DisconnectedPolicy> whenDisconnected) {
        return new CacheableQuery(name, QuerySource.EDGE, RefreshMode.PUSH, List.of(),
                CacheableQuery.DEFAULT_MAX_ENTRIES, Optional.of(BUDGET), whenDisconnected, Origin.unspecified());
    }
}
