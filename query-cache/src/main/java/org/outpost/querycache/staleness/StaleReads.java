// SPDX-License-Identifier: Apache-2.0
package org.outpost.querycache.staleness;

import java.time.Duration;
import java.util.Optional;
import java.util.function.Consumer;

/**
 * The scope of one web request on an edge, through which the query cache tells the request that it served a result
 * past its staleness budget ({@code when-disconnected="serve-stale"}), so that the response says how stale
 * ({@code Outpost-Staleness}), or refused one ({@code forward}, {@code fail}), so that the request is forwarded or
 * fails even when the application caught the exception and answered something else. Opened by Outpost's filter on the
 * request's thread; the cache reads on the same thread (local EJB calls keep it). Reads outside a scope (a timer, a
 * message) report to nobody.
 */
public final class StaleReads implements AutoCloseable {

    private static final ThreadLocal<StaleReads> CURRENT = new ThreadLocal<>();

    private final Consumer<Duration> listener;
    private final StaleReads outer;
    private StaleResultException refusal;

    private StaleReads(Consumer<Duration> listener, StaleReads outer) {
        this.listener = listener;
        this.outer = outer;
    }

    /** Opens the scope of this thread's request; {@code listener} hears each stale result served. Close it. */
    public static StaleReads open(Consumer<Duration> listener) {
        StaleReads scope = new StaleReads(listener, CURRENT.get());
        CURRENT.set(scope);
        return scope;
    }

    /** Tells the request on this thread, if any, that a result {@code staleness} old was served. */
    public static void servedStale(Duration staleness) {
        StaleReads scope = CURRENT.get();
        if (scope != null) {
            scope.listener.accept(staleness);
        }
    }

    /** Records, for the request on this thread if any, a read refused past its budget; the first one counts. */
    public static void refused(StaleResultException refusal) {
        StaleReads scope = CURRENT.get();
        if (scope != null && scope.refusal == null) {
            scope.refusal = refusal;
        }
    }

    /** The first read refused in this scope, if any. */
    public Optional<StaleResultException> refusal() {
        return Optional.ofNullable(refusal);
    }

    @Override
    public void close() {
        if (outer == null) {
            CURRENT.remove();
        } else {
            CURRENT.set(outer);
        }
    }
}
