// SPDX-License-Identifier: Apache-2.0
package org.outpost.querycache.cache;

import java.util.ArrayList;
import java.util.Collection;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.UUID;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import java.util.concurrent.ExecutorService;
import java.util.function.Function;
import java.util.function.LongSupplier;

import org.outpost.annotation.RefreshMode;
import org.outpost.changestream.apply.AppliedChangeListener;
import org.outpost.changestream.apply.AppliedChanges;
import org.outpost.changestream.apply.AppliedRow;
import org.outpost.changestream.mapping.ReplicaTable;
import org.outpost.querycache.QueryCacheLogger;
import org.outpost.querycache.analysis.EntityDependency;

/**
 * The cached query results of one persistence unit on an edge.
 * <ul>
 *   <li><b>Reads</b> ({@link #read}): a fresh result is served; otherwise one read loads it (on the request path) while
 *       concurrent reads of the same key wait for that load: single flight.</li>
 *   <li><b>Changes</b> ({@link #afterApply}): called by the edge's apply endpoint after each change set committed
 *       and before bookmarks waiting for it are released; each row touches only the results it can change
 *       ({@link ChangeMatcher}). A touched result is no longer served: with {@code refresh="push"} it joins the
 *       results waiting for a refresh; with {@code refresh="invalidate"} it is evicted. A read of a touched result
 *       waits for its refresh, so no read gets a result older than the change sets the edge has applied.</li>
 *   <li><b>Refreshes</b> run in rounds on the refresher thread: a round takes every result touched since the last
 *       one began (however many change sets touched them), reloads them side by side on the reload executor (for a
 *       {@code source="main"} query each reload is one call to main, so a round costs about one WAN round trip, not
 *       one per result) and installs them together. A read never waits behind more than the round under way and
 *       the next.</li>
 *   <li><b>Expiry</b> of a query that reads the clock: a result read in the last quarter of its life is served and
 *       joins the next round, so that its readers keep hitting.</li>
 *   <li><b>Bounds</b>: per query its {@link QueryPolicy#maxEntries()}, least recently read first, and {@code maxBytes}
 *       over all queries, the largest query giving way first.</li>
 * </ul>
 * Thread-safe: one lock guards every entry; loads and reloads run outside it.
 */
public final class ResultCache implements AppliedChangeListener {

    /** How many times a load whose entry a change touched meanwhile is run again before it gives up. */
    private static final int LOAD_ATTEMPTS = 3;
    /**
     * How a flight ends whose last result a change overtook: the loading read keeps it (its load began after the
     * read's own bookmarks were applied), but a read that joined the flight later may wait for a change the result
     * does not hold, so it reads again instead.
     */
    private static final Superseded SUPERSEDED = new Superseded();

    private final String unit;
    private final Map<String, QueryResults> byQuery = new LinkedHashMap<>();
    private final Map<String, List<Dependent>> byEntity = new LinkedHashMap<>();
    private final long maxBytes;
    private final Reloader reloader;
    private final ExecutorService refresher;
    private final ExecutorService reloads;
    private final LongSupplier nanoClock;
    /** The touched results waiting for the next round of refreshes, with their queries. */
    private final Map<Entry, QueryResults> pending = new LinkedHashMap<>();
    /** Whether a round of refreshes is under way or submitted. */
    private boolean refreshing;
    private long bytes;

    /**
     * @param unit          the persistence unit, for messages
     * @param queries       the cached queries with their analyses
     * @param entityNames   the entity names whose change rows concern a dependency on an entity: itself and its
     *                      subclasses
     * @param maxBytes      the memory all results may hold
     * @param reloader      reloads touched results for push refreshes
     * @param refresher     runs the rounds of push refreshes, one after another (a single thread)
     * @param reloads       runs the reloads of a round side by side; not {@code refresher}, which waits for them
     * @param nanoClock     the clock of {@link CachedResult#loadedNanos()}
     */
    public ResultCache(String unit, Collection<QueryResults> queries, Function<String, Set<String>> entityNames,
            long maxBytes, Reloader reloader, ExecutorService refresher, ExecutorService reloads, LongSupplier nanoClock) {
        this.unit = unit;
        this.maxBytes = maxBytes;
        this.reloader = reloader;
        this.refresher = refresher;
        this.reloads = reloads;
        this.nanoClock = nanoClock;
        for (QueryResults results : queries) {
            byQuery.put(results.policy.query(), results);
            for (EntityDependency dependency : results.dependencies()) {
                for (String entity : entityNames.apply(dependency.entity())) {
                    byEntity.computeIfAbsent(entity, name -> new ArrayList<>()).add(new Dependent(results, dependency));
                }
            }
        }
    }

    /** The results of a cached query, empty when the query is not cached here. */
    public Optional<QueryResults> results(String query) {
        return Optional.ofNullable(byQuery.get(query));
    }

    /**
     * Reads a result: served when fresh, else loaded once for all concurrent readers of the key.
     *
     * @param results the query's results
     * @param key     the result's key
     * @param bound   the parameter values as bound, kept to reload the result
     * @param loader  loads the result on this thread
     * @param <T>     what the loader gives its caller
     * @return the result, with the loader's value when this read loaded it
     * @throws RuntimeException what the loader threw
     */
    public <T> Served<T> read(QueryResults results, EntryKey key, Map<String, Object> bound, Loader<T> loader) {
        for (int attempt = 1; ; attempt++) {
            Entry entry;
            Entry.Flight flight;
            boolean loading;
            CachedResult hit = null;
            boolean startRound = false;
            synchronized (this) {
                entry = results.entries.get(key);
                if (entry != null && fresh(results, entry)) {
                    results.hits.increment();
                    hit = entry.result;
                    startRound = refreshAhead(results, entry);
                } else {
                    if (entry == null) {
                        entry = new Entry(key, bound);
                        results.entries.put(key, entry);
                        bytes -= results.evictOverflow();
                    }
                    if (attempt == 1) {
                        results.misses.increment();
                    }
                }
                loading = hit == null && entry.flight == null;
                if (loading) {
                    entry.flight = new Entry.Flight(entry.version);
                }
                flight = entry.flight;
            }
            if (hit != null) {
                if (startRound) {
                    refresher.execute(this::refreshPending);
                }
                return new Served<>(hit, Optional.empty());
            }
            if (loading) {
                Loaded<T> loaded = load(results, entry, flight, loader);
                return new Served<>(loaded.result(), Optional.of(loaded.value()));
            }
            results.waits.increment();
            try {
                return new Served<>(flight.done.join(), Optional.empty());
            } catch (CompletionException e) {
                if (e.getCause() == SUPERSEDED) {
                    continue;
                }
                if (attempt >= LOAD_ATTEMPTS) {
                    throw e.getCause() instanceof RuntimeException failure ? failure : e;
                }
            }
        }
    }

    private <T> Loaded<T> load(QueryResults results, Entry entry, Entry.Flight flight, Loader<T> loader) {
        for (int attempt = 1; ; attempt++) {
            Loaded<T> loaded;
            try {
                loaded = loader.load();
                results.loads.increment();
            } catch (RuntimeException e) {
                results.loadFailures.increment();
                synchronized (this) {
                    abandon(results, entry, flight);
                }
                flight.done.completeExceptionally(e);
                throw e;
            }
            synchronized (this) {
                boolean installed = install(results, entry, flight, loaded.result());
                if (installed || attempt >= LOAD_ATTEMPTS) {
                    if (entry.flight == flight) {
                        entry.flight = null;
                    }
                    land(flight, installed, loaded.result());
                    return loaded;
                }
            }
        }
    }

    /**
     * Installs a loaded result if no change touched the entry since the flight began, or the result already reflects
     * every change that did (a result computed on main, newer than the edge); else the flight takes the entry's
     * version, to be run again. Returns whether it installed.
     */
    private boolean install(QueryResults results, Entry entry, Entry.Flight flight, CachedResult result) {
        if (entry.version != flight.version && result.asOf() < entry.touchedUpTo) {
            flight.version = entry.version;
            return false;
        }
        if (results.entries.get(entry.key) == entry) {
            long previous = entry.result == null ? 0 : entry.result.bytes();
            entry.result = result;
            entry.stale = false;
            results.bytes += result.bytes() - previous;
            bytes += result.bytes() - previous;
            evictForMemory();
        }
        return true;
    }

    /** Ends a flight: its waiters get the result when it was installed, else they read again. */
    private static void land(Entry.Flight flight, boolean installed, CachedResult result) {
        if (installed) {
            flight.done.complete(result);
        } else {
            flight.done.completeExceptionally(SUPERSEDED);
        }
    }

    private void abandon(QueryResults results, Entry entry, Entry.Flight flight) {
        if (entry.flight == flight) {
            entry.flight = null;
        }
        if (entry.result == null && results.entries.get(entry.key) == entry) {
            results.entries.remove(entry.key);
        }
    }

    /**
     * Schedules the refresh of a fresh result of a query that reads the clock once three quarters of its expiry have
     * passed, so that its readers keep hitting; returns whether a round must start.
     */
    private boolean refreshAhead(QueryResults results, Entry entry) {
        boolean expiring = entry.flight == null && results.policy.expiry()
                .map(expiry -> ageNanos(entry) >= expiry.toNanos() / 4 * 3).orElse(false);
        return expiring && schedule(results, entry);
    }

    /**
     * Gives an entry without a flight one that the refresher owns and adds it to the next round; returns whether a
     * round must start.
     */
    private boolean schedule(QueryResults results, Entry entry) {
        entry.flight = new Entry.Flight(entry.version);
        pending.put(entry, results);
        boolean startRound = !refreshing;
        refreshing = true;
        return startRound;
    }

    private boolean fresh(QueryResults results, Entry entry) {
        return entry.result != null && !entry.stale && results.policy.expiry()
                .map(expiry -> ageNanos(entry) < expiry.toNanos()).orElse(true);
    }

    /** How long ago the entry's result was loaded. */
    private long ageNanos(Entry entry) {
        return nanoClock.getAsLong() - entry.result.loadedNanos();
    }

    private void evictForMemory() {
        while (bytes > maxBytes) {
            QueryResults largest = byQuery.values().stream().max((one, other) -> Long.compare(one.bytes, other.bytes))
                    .orElseThrow();
            long freed = largest.evictEldest();
            if (freed == 0 && largest.entries.isEmpty()) {
                return;
            }
            bytes -= freed;
        }
    }

    /** Touches the results the change set's rows can change, then refreshes or evicts them. */
    @Override
    public void afterApply(AppliedChanges changes) {
        boolean startRound = false;
        Set<Entry> touched = new HashSet<>();
        synchronized (this) {
            for (AppliedRow row : changes.rows()) {
                for (Dependent dependent : byEntity.getOrDefault(row.entity(), List.of())) {
                    ChangeMatcher matcher = new ChangeMatcher(dependent.dependency(), row);
                    if (matcher.relevant()) {
                        startRound |= touch(dependent.results(), matcher, changes.sequence(), touched);
                    }
                }
            }
        }
        if (startRound) {
            refresher.execute(this::refreshPending);
        }
    }

    /** Touches the results of one query a row can change, each at most once per change set ({@code touched}). */
    private boolean touch(QueryResults results, ChangeMatcher matcher, long sequence, Set<Entry> touched) {
        boolean startRound = false;
        for (Entry entry : new ArrayList<>(results.entries.values())) {
            if (touched.contains(entry) || entry.result != null && entry.result.asOf() >= sequence
                    || !matcher.touches(entry.key, entry.result)) {
                continue;
            }
            touched.add(entry);
            results.touches.increment();
            entry.version++;
            entry.touchedUpTo = Math.max(entry.touchedUpTo, sequence);
            if (results.policy.refresh() == RefreshMode.INVALIDATE) {
                if (entry.flight == null) {
                    results.entries.remove(entry.key);
                    bytes -= results.forget(entry);
                    results.invalidations.increment();
                }
                continue;
            }
            entry.stale = true;
            if (entry.flight == null && entry.result != null) {
                startRound |= schedule(results, entry);
            }
        }
        return startRound;
    }

    /** Runs rounds of refreshes until no touched result waits for one; on the refresher thread. */
    private void refreshPending() {
        while (true) {
            Map<Entry, QueryResults> round;
            synchronized (this) {
                if (pending.isEmpty()) {
                    refreshing = false;
                    return;
                }
                round = new LinkedHashMap<>(pending);
                pending.clear();
                // A reload that begins now reflects every change applied so far: only later ones overtake it.
                round.keySet().forEach(entry -> entry.flight.version = entry.version);
            }
            refresh(round);
        }
    }

    /**
     * Reloads one round's results side by side and installs them together; a result a change touched again while it
     * reloaded goes back to wait for the next round.
     */
    private void refresh(Map<Entry, QueryResults> round) {
        Map<Entry, CompletableFuture<CachedResult>> reloading = new LinkedHashMap<>();
        round.keySet().forEach(entry -> reloading.put(entry,
                CompletableFuture.supplyAsync(() -> reloader.reload(entry.key, entry.bound), reloads)));
        Map<Entry, CachedResult> reloaded = new LinkedHashMap<>();
        Map<Entry, RuntimeException> failed = new LinkedHashMap<>();
        reloading.forEach((entry, reload) -> {
            try {
                reloaded.put(entry, reload.join());
            } catch (CompletionException e) {
                failed.put(entry, e.getCause() instanceof RuntimeException failure ? failure : e);
            }
        });
        synchronized (this) {
            reloaded.forEach((entry, result) -> {
                QueryResults results = round.get(entry);
                Entry.Flight flight = entry.flight;
                boolean installed = install(results, entry, flight, result);
                if (installed || ++flight.refreshes >= LOAD_ATTEMPTS) {
                    results.refreshes.increment();
                    entry.flight = null;
                    land(flight, installed, result);
                } else {
                    pending.put(entry, results);
                }
            });
            failed.forEach((entry, failure) -> {
                QueryResults results = round.get(entry);
                results.loadFailures.increment();
                Entry.Flight flight = entry.flight;
                abandon(results, entry, flight);
                flight.done.completeExceptionally(failure);
                QueryCacheLogger.ROOT_LOGGER.refreshFailed(entry.key.query(), unit, failure);
            });
        }
    }

    /** A snapshot replaced the replica's tables: no cached result can be trusted any more. */
    @Override
    public synchronized void afterSnapshot(UUID epoch, long sequence, Collection<ReplicaTable> tables) {
        for (QueryResults results : byQuery.values()) {
            for (Entry entry : results.entries.values()) {
                entry.version++;
                entry.touchedUpTo = Long.MAX_VALUE;
            }
            results.entries.values().removeIf(entry -> entry.flight == null);
            results.entries.values().forEach(entry -> entry.stale = true);
            results.bytes = results.entries.values().stream().mapToLong(entry -> entry.result == null ? 0
                    : entry.result.bytes()).sum();
        }
        bytes = byQuery.values().stream().mapToLong(results -> results.bytes).sum();
    }

    /** The figures of every cached query. */
    public synchronized List<QueryStatistics> statistics() {
        return byQuery.values().stream().map(QueryResults::statistics).toList();
    }

    /** The memory all results hold, estimated. */
    public synchronized long bytes() {
        return bytes;
    }

    /** Stops the refreshes; results are dropped with the cache. */
    public void close() {
        refresher.shutdownNow();
        reloads.shutdownNow();
    }

    /** The end of a flight whose result was not installed (see {@link #SUPERSEDED}); no stack trace. */
    private static final class Superseded extends RuntimeException {

        private static final long serialVersionUID = 1L;

        Superseded() {
            super("a change overtook the result; read again", null, false, false);
        }
    }

    /** A query depending on an entity, and how. */
    private record Dependent(QueryResults results, EntityDependency dependency) {
    }
}
