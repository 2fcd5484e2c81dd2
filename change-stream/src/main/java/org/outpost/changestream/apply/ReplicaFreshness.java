// SPDX-License-Identifier: Apache-2.0
package org.outpost.changestream.apply;

import java.time.Instant;
import java.util.Optional;
import java.util.concurrent.atomic.AtomicReference;

/**
 * The latest instant at which a replica is known to hold everything main had committed: the main commit time of the
 * last change set applied (the replica holds main's state of that moment), or the moment main said it had committed
 * nothing newer than what the replica holds. An edge's disconnected policy measures staleness from it, so that an
 * edge catching up behind a busy main counts as stale by its real lag, not by how long it has been reconnecting.
 * <p>
 * Commit times are main's clock; a clock skew between main and the edge shifts the staleness by as much.
 * Thread-safe: updated on the applying thread, read by request threads.
 */
public final class ReplicaFreshness implements AppliedChangeListener {

    private final AtomicReference<Instant> freshAsOf = new AtomicReference<>();

    /** The instant, empty until the first apply or in-step report. */
    public Optional<Instant> freshAsOf() {
        return Optional.ofNullable(freshAsOf.get());
    }

    @Override
    public void afterApply(AppliedChanges changes) {
        advanceTo(changes.commitTime());
    }

    /** Main had nothing newer than the replica holds when it answered a request sent at {@code asked}. */
    void inStep(Instant asked) {
        advanceTo(asked);
    }

    private void advanceTo(Instant instant) {
        freshAsOf.accumulateAndGet(instant, (current, next) -> current == null || next.isAfter(current) ? next : current);
    }
}
