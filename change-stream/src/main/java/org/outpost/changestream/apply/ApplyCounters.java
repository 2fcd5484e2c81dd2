// SPDX-License-Identifier: Apache-2.0
package org.outpost.changestream.apply;

import java.time.Duration;
import java.time.Instant;
import java.util.UUID;
import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.atomic.LongAccumulator;

import org.outpost.changestream.EventRate;

/** The mutable counters behind {@link ApplyStats}; thread-safe. */
final class ApplyCounters {

    static final int RATE_WINDOW_SECONDS = 10;

    final AtomicLong applied = new AtomicLong();
    final AtomicLong rows = new AtomicLong();
    final AtomicLong duplicates = new AtomicLong();
    final AtomicLong gaps = new AtomicLong();
    final AtomicLong bytes = new AtomicLong();
    final AtomicLong snapshots = new AtomicLong();
    final AtomicLong replays = new AtomicLong();
    final AtomicLong replayed = new AtomicLong();
    final AtomicLong failures = new AtomicLong();
    final LongAccumulator highestSeen = new LongAccumulator(Math::max, 0);

    private final EventRate rate = new EventRate(RATE_WINDOW_SECONDS);
    private final LagReservoir lags = new LagReservoir(LagReservoir.DEFAULT_CAPACITY);
    private volatile long lastLagMillis = -1;
    private volatile Instant lastAppliedAt;
    private volatile Instant catchUpStartedAt;
    private long snapshotRows;
    private long snapshotMillis;

    synchronized void recordApplied(int rowCount, Instant commitTime, Instant appliedAt) {
        applied.incrementAndGet();
        rows.addAndGet(rowCount);
        lastLagMillis = Math.max(0, Duration.between(commitTime, appliedAt).toMillis());
        lags.record(lastLagMillis);
        lastAppliedAt = appliedAt;
        rate.record(appliedAt);
    }

    void recordCatchUpStart(Instant at) {
        catchUpStartedAt = at;
    }

    synchronized void recordSnapshot(long rows, long millis) {
        snapshots.incrementAndGet();
        snapshotRows = rows;
        snapshotMillis = millis;
    }

    synchronized ApplyStats snapshot(ReplicaState state, long mainSequence, Instant now) {
        long appliedSequence = state == null ? 0 : state.lastSequence();
        long main = Math.max(mainSequence, Math.max(highestSeen.get(), appliedSequence));
        UUID epoch = state == null ? null : state.epoch();
        long[] recentLags = lags.sorted();
        return new ApplyStats(epoch, appliedSequence, main, main - appliedSequence, lastLagMillis,
                LagReservoir.percentile(recentLags, 50), LagReservoir.percentile(recentLags, 99), recentLags.length,
                rate.perSecond(now), applied.get(), rows.get(), duplicates.get(),
                gaps.get(), bytes.get(), snapshots.get(), snapshotRows, snapshotMillis, replays.get(), replayed.get(),
                failures.get(), lastAppliedAt, catchUpStartedAt);
    }
}
