// SPDX-License-Identifier: Apache-2.0
package org.outpost.querycache.cache;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.UUID;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.outpost.annotation.QuerySource;
import org.outpost.annotation.RefreshMode;
import org.outpost.changestream.apply.AppliedChanges;
import org.outpost.changestream.apply.AppliedRow;
import org.outpost.changestream.model.ColumnValue;
import org.outpost.changestream.model.Operation;
import org.outpost.querycache.analysis.Classification;
import org.outpost.querycache.analysis.EntityDependency;
import org.outpost.querycache.analysis.ParameterKey;
import org.outpost.querycache.analysis.QueryAnalysis;

/** The cache's rules without Hibernate: single flight, bounds, touches, atomic refreshes. */
class ResultCacheTest {

    private static final String ITEM = "Item";
    private static final String QUERY = "Item.byCategory";
    /** Items keyed by :category (column category); the query reads name and category. */
    private static final QueryAnalysis BY_CATEGORY = new QueryAnalysis(QUERY, QuerySource.EDGE,
            Classification.MAINTAINED_PER_PARAMETER, List.of(new EntityDependency(ITEM, "i",
                    List.of(new ParameterKey(":category", ITEM, "i.category", "category")), Optional.empty(),
                    Set.of("category", "name"), false, Optional.empty())), Optional.empty(), Optional.empty());

    private final ExecutorService refresher = Executors.newSingleThreadExecutor();
    private final ExecutorService reloads = Executors.newFixedThreadPool(4);
    private final AtomicLong clock = new AtomicLong();
    /** What the database holds: category → its version of the result. */
    private final Map<Object, Integer> database = new ConcurrentHashMap<>();
    private final List<EntryKey> reloaded = new ArrayList<>();
    private long sequence;

    @AfterEach
    void stop() {
        refresher.shutdownNow();
        reloads.shutdownNow();
    }

    @Test
    void fiftyConcurrentMissesLoadOnce() throws Exception {
        ResultCache cache = cache(RefreshMode.PUSH, 10, 1 << 20);
        QueryResults results = cache.results(QUERY).orElseThrow();
        CountDownLatch loading = new CountDownLatch(1);
        CountDownLatch release = new CountDownLatch(1);
        AtomicInteger loads = new AtomicInteger();
        ExecutorService readers = Executors.newFixedThreadPool(50);
        try {
            List<CompletableFuture<List<?>>> reads = new ArrayList<>();
            for (int i = 0; i < 50; i++) {
                reads.add(CompletableFuture.supplyAsync(() -> cache.read(results, key(1), Map.of(), () -> {
                    loads.incrementAndGet();
                    loading.countDown();
                    await(release);
                    return loaded(1);
                }).result().rows(), readers));
            }
            assertTrue(loading.await(10, TimeUnit.SECONDS));
            while (results.statistics().waits() < 49) {
                Thread.sleep(5);
            }
            release.countDown();
            for (CompletableFuture<List<?>> read : reads) {
                assertEquals(List.of(1, 0), read.get(10, TimeUnit.SECONDS));
            }
        } finally {
            readers.shutdownNow();
        }
        assertEquals(1, loads.get());
        assertEquals(1, results.statistics().loads());
        assertEquals(49, results.statistics().waits());
    }

    @Test
    void maxEntriesKeepsTheMostRecentlyRead() {
        ResultCache cache = cache(RefreshMode.PUSH, 5, 1 << 20);
        QueryResults results = cache.results(QUERY).orElseThrow();
        for (int category = 1; category <= 10; category++) {
            read(cache, category);
        }
        read(cache, 10);
        QueryStatistics figures = results.statistics();
        assertEquals(5, figures.entries());
        assertEquals(5, figures.evictions());
        assertEquals(1, figures.hits());
        assertEquals(10, figures.loads());
    }

    @Test
    void memoryBoundsEveryQuery() {
        long oneResult = loaded(1).result().bytes();
        ResultCache cache = cache(RefreshMode.PUSH, 100, 3 * oneResult);
        for (int category = 1; category <= 10; category++) {
            read(cache, category);
        }
        assertEquals(3, cache.results(QUERY).orElseThrow().statistics().entries());
        assertTrue(cache.bytes() <= 3 * oneResult);
    }

    @Test
    void aChangeTouchesOnlyTheResultsOfItsOldAndNewValues() {
        ResultCache cache = cache(RefreshMode.PUSH, 10, 1 << 20);
        for (int category = 1; category <= 3; category++) {
            read(cache, category);
        }
        database.put(1, 2);
        database.put(2, 2);
        apply(cache, row(Operation.UPDATE, List.of(ColumnValue.of("category", 2)), List.of(ColumnValue.of("category", 1))));
        assertEquals(List.of(1, 2), read(cache, 1));
        assertEquals(List.of(2, 2), read(cache, 2));
        assertEquals(List.of(3, 0), read(cache, 3));
        assertEquals(Set.of(key(1), key(2)), Set.copyOf(reloaded));
        assertEquals(2, cache.results(QUERY).orElseThrow().statistics().touches());
    }

    @Test
    void anUpdateOfAColumnTheQueryDoesNotReadTouchesNothing() {
        ResultCache cache = cache(RefreshMode.INVALIDATE, 10, 1 << 20);
        read(cache, 1);
        apply(cache, row(Operation.UPDATE, List.of(ColumnValue.of("price", 3)), List.of(ColumnValue.of("category", 1))));
        assertEquals(0, cache.results(QUERY).orElseThrow().statistics().touches());
        apply(cache, row(Operation.UPDATE, List.of(ColumnValue.of("name", "x")), List.of(ColumnValue.of("category", 1))));
        assertEquals(1, cache.results(QUERY).orElseThrow().statistics().invalidations());
    }

    @Test
    void anUnknownOldValueTouchesEveryResult() {
        ResultCache cache = cache(RefreshMode.INVALIDATE, 10, 1 << 20);
        read(cache, 1);
        read(cache, 2);
        apply(cache, row(Operation.DELETE, List.of(), List.of()));
        assertEquals(2, cache.results(QUERY).orElseThrow().statistics().invalidations());
    }

    @Test
    void theResultsOneChangeSetTouchedChangeTogether() throws Exception {
        CountDownLatch secondReload = new CountDownLatch(1);
        CountDownLatch releaseSecond = new CountDownLatch(1);
        ResultCache cache = pushCache((key, bound) -> {
            if (key.equals(key(2))) {
                secondReload.countDown();
                await(releaseSecond);
            }
            return loaded((Integer) bound.get("category")).result();
        });
        read(cache, 1);
        read(cache, 2);
        database.put(1, 7);
        database.put(2, 7);
        apply(cache, row(Operation.UPDATE, List.of(ColumnValue.of("category", 2)), List.of(ColumnValue.of("category", 1))));
        assertTrue(secondReload.await(10, TimeUnit.SECONDS));
        CompletableFuture<List<?>> first = CompletableFuture.supplyAsync(() -> read(cache, 1));
        Thread.sleep(100);
        assertFalse(first.isDone(), "category 1 was reloaded, but waits for category 2 of the same change set");
        releaseSecond.countDown();
        assertEquals(List.of(1, 7), first.get(10, TimeUnit.SECONDS));
        assertEquals(List.of(2, 7), read(cache, 2));
    }

    @Test
    void theResultsOfARoundReloadSideBySide() throws Exception {
        CountDownLatch allReloading = new CountDownLatch(3);
        ResultCache cache = pushCache((key, bound) -> {
            allReloading.countDown();
            await(allReloading);
            return loaded((Integer) bound.get("category")).result();
        });
        for (int category = 1; category <= 3; category++) {
            read(cache, category);
        }
        apply(cache, row(Operation.DELETE, List.of(), List.of()));
        CompletableFuture<List<?>> third = CompletableFuture.supplyAsync(() -> read(cache, 3));
        assertEquals(List.of(3, 0), third.get(10, TimeUnit.SECONDS), "three reloads, each waiting for the other two");
        assertEquals(3, cache.results(QUERY).orElseThrow().statistics().refreshes());
    }

    @Test
    void changesDuringARoundAreRefreshedOnceInTheNext() throws Exception {
        CountDownLatch firstReloading = new CountDownLatch(1);
        CountDownLatch releaseFirst = new CountDownLatch(1);
        ResultCache cache = pushCache((key, bound) -> {
            synchronized (reloaded) {
                reloaded.add(key);
            }
            if (key.equals(key(1))) {
                firstReloading.countDown();
                await(releaseFirst);
            }
            return loaded((Integer) bound.get("category")).result();
        });
        read(cache, 1);
        read(cache, 2);
        apply(cache, row(Operation.INSERT, List.of(ColumnValue.of("category", 1)), List.of()));
        assertTrue(firstReloading.await(10, TimeUnit.SECONDS));
        for (int version = 1; version <= 5; version++) {
            database.put(2, version);
            apply(cache, row(Operation.INSERT, List.of(ColumnValue.of("category", 2)), List.of()));
        }
        releaseFirst.countDown();
        assertEquals(List.of(2, 5), CompletableFuture.supplyAsync(() -> read(cache, 2)).get(10, TimeUnit.SECONDS));
        synchronized (reloaded) {
            assertEquals(List.of(key(1), key(2)), reloaded, "five change sets touched category 2 during the first round");
        }
    }

    @Test
    void aLoadTouchedWhileItRanRunsAgain() {
        ResultCache cache = cache(RefreshMode.PUSH, 10, 1 << 20);
        QueryResults results = cache.results(QUERY).orElseThrow();
        AtomicInteger attempts = new AtomicInteger();
        Served<Integer> served = cache.read(results, key(1), Map.of(), () -> {
            if (attempts.incrementAndGet() == 1) {
                database.put(1, 5);
                apply(cache, row(Operation.INSERT, List.of(ColumnValue.of("category", 1)), List.of()));
            }
            return new Loaded<>(loaded(1).result(), attempts.get());
        });
        assertEquals(Optional.of(2), served.loaded());
        assertEquals(List.of(1, 5), served.result().rows());
        assertEquals(List.of(1, 5), read(cache, 1));
    }

    @Test
    void aReadThatJoinedALoadOvertakenByChangesReadsAgain() throws Exception {
        ResultCache cache = cache(RefreshMode.PUSH, 10, 1 << 20);
        QueryResults results = cache.results(QUERY).orElseThrow();
        AtomicInteger attempts = new AtomicInteger();
        ExecutorService readers = Executors.newSingleThreadExecutor();
        try {
            List<CompletableFuture<List<?>>> joined = new ArrayList<>();
            Served<Integer> first = cache.read(results, key(1), Map.of(), () -> {
                Loaded<Integer> loaded = loaded(1);
                database.merge(1, 1, Integer::sum);
                apply(cache, row(Operation.INSERT, List.of(ColumnValue.of("category", 1)), List.of()));
                if (attempts.incrementAndGet() == 3) {
                    // A user whose write is the change just applied reads now: it must see that write.
                    joined.add(CompletableFuture.supplyAsync(() -> read(cache, 1), readers));
                    while (results.statistics().waits() < 1) {
                        Thread.onSpinWait();
                    }
                }
                return loaded;
            });
            assertEquals(List.of(1, 2), first.result().rows(), "the loading read keeps its last load");
            assertEquals(List.of(1, 3), joined.get(0).get(10, TimeUnit.SECONDS), "the joined read holds the change it waited for");
        } finally {
            readers.shutdownNow();
        }
    }

    @Test
    void aLoadThatAlreadyReflectsTheChangeThatTouchedItIsKept() {
        ResultCache cache = cache(RefreshMode.PUSH, 10, 1 << 20);
        QueryResults results = cache.results(QUERY).orElseThrow();
        AtomicInteger attempts = new AtomicInteger();
        Served<Integer> served = cache.read(results, key(1), Map.of(), () -> {
            attempts.incrementAndGet();
            database.put(1, 5);
            apply(cache, row(Operation.INSERT, List.of(ColumnValue.of("category", 1)), List.of()));
            List<Integer> rows = List.of(1, 5);
            return new Loaded<>(new CachedResult(rows, Map.of(), Set.of(), sequence, clock.get(), ResultSizes.of(rows)), 1);
        });
        assertEquals(1, attempts.get(), "main's answer reflects change set 1, which touched the entry while it loaded");
        assertEquals(List.of(1, 5), served.result().rows());
        assertEquals(List.of(1, 5), read(cache, 1));
        assertEquals(1, results.statistics().loads());
    }

    @Test
    void aSnapshotDropsEveryResult() {
        ResultCache cache = cache(RefreshMode.PUSH, 10, 1 << 20);
        read(cache, 1);
        cache.afterSnapshot(new UUID(0, 1), 9, List.of());
        assertEquals(0, cache.results(QUERY).orElseThrow().statistics().entries());
        assertEquals(0, cache.bytes());
    }

    @Test
    void aQueryReadingTheClockExpires() {
        ResultCache cache = expiringCache();
        read(cache, 1);
        clock.addAndGet(java.time.Duration.ofSeconds(44).toNanos());
        read(cache, 1);
        clock.addAndGet(java.time.Duration.ofSeconds(17).toNanos());
        read(cache, 1);
        assertEquals(2, cache.results(QUERY).orElseThrow().statistics().loads(), "not read in the last quarter of its life");
    }

    @Test
    void aResultNearItsExpiryIsReloadedOffTheRequestPath() throws Exception {
        ResultCache cache = expiringCache();
        QueryResults results = cache.results(QUERY).orElseThrow();
        read(cache, 1);
        clock.addAndGet(java.time.Duration.ofSeconds(46).toNanos());
        database.put(1, 4);
        assertEquals(List.of(1, 0), read(cache, 1), "three quarters of the expiry passed: served, and reloaded behind");
        while (results.statistics().refreshes() < 1) {
            Thread.sleep(5);
        }
        clock.addAndGet(java.time.Duration.ofSeconds(20).toNanos());
        assertEquals(List.of(1, 4), read(cache, 1), "66 s after the first load, 20 s after the refresh");
        assertEquals(1, results.statistics().loads());
        assertEquals(0, results.statistics().waits());
    }

    private ResultCache pushCache(Reloader reloader) {
        return new ResultCache("test", List.of(QueryResults.of(policy(RefreshMode.PUSH, 10), BY_CATEGORY)), Set::of,
                1 << 20, reloader, refresher, reloads, clock::get);
    }

    /** A cache of a query that reads the clock: its results live 60 s. */
    private ResultCache expiringCache() {
        return new ResultCache("test", List.of(QueryResults.of(new QueryPolicy(QUERY, RefreshMode.PUSH, 10,
                Optional.of(java.time.Duration.ofSeconds(60))), BY_CATEGORY)), Set::of, 1 << 20,
                (key, bound) -> loaded(1).result(), refresher, reloads, clock::get);
    }

    private ResultCache cache(RefreshMode refresh, int maxEntries, long maxBytes) {
        return new ResultCache("test", List.of(QueryResults.of(policy(refresh, maxEntries), BY_CATEGORY)), Set::of,
                maxBytes, (key, bound) -> {
                    synchronized (reloaded) {
                        reloaded.add(key);
                    }
                    return loaded((Integer) bound.get("category")).result();
                }, refresher, reloads, clock::get);
    }

    private static QueryPolicy policy(RefreshMode refresh, int maxEntries) {
        return new QueryPolicy(QUERY, refresh, maxEntries, Optional.empty());
    }

    private List<?> read(ResultCache cache, int category) {
        return cache.read(cache.results(QUERY).orElseThrow(), key(category), Map.of("category", category),
                () -> loaded(category)).result().rows();
    }

    /** A result of {@code category}: its rows say which category and which version of the database. */
    private Loaded<Integer> loaded(int category) {
        List<Integer> rows = List.of(category, database.getOrDefault(category, 0));
        return new Loaded<>(new CachedResult(rows, Map.of(), Set.of(), -1, clock.get(), ResultSizes.of(rows)), category);
    }

    private void apply(ResultCache cache, AppliedRow row) {
        sequence++;
        cache.afterApply(new AppliedChanges(new UUID(0, 1), sequence, Instant.EPOCH, Instant.EPOCH, List.of(row)));
    }

    private static AppliedRow row(Operation op, List<ColumnValue> columns, List<ColumnValue> before) {
        return new AppliedRow(ITEM, null, List.of(ColumnValue.of("id", 1L)), op, columns, before);
    }

    private static EntryKey key(int category) {
        return new EntryKey(QUERY, Map.of(":category", KeyValues.of(category)), 0, -1);
    }

    private static void await(CountDownLatch latch) {
        try {
            latch.await(10, TimeUnit.SECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
