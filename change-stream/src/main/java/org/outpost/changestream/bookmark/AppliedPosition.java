// SPDX-License-Identifier: Apache-2.0
package org.outpost.changestream.bookmark;

import java.time.Duration;
import java.time.Instant;
import java.util.Collection;
import java.util.Optional;
import java.util.UUID;
import java.util.concurrent.locks.Condition;
import java.util.concurrent.locks.ReentrantLock;

import org.outpost.changestream.apply.AppliedChangeListener;
import org.outpost.changestream.apply.AppliedChanges;
import org.outpost.changestream.apply.ReplicaState;
import org.outpost.changestream.mapping.ReplicaTable;

/**
 * Where an edge's replica store stands in its stream, kept in memory by listening to the apply endpoint, so that a
 * request can check a bookmark without reading the store and wait for one without polling. Registered on the stream's
 * {@code ApplyEndpoint} and {@linkplain #start started} from the store's recorded state before the first apply.
 * Thread-safe.
 */
public final class AppliedPosition implements AppliedChangeListener {

    /** What a wait for a bookmark found. */
    public enum Outcome {
        /** The replica applied the bookmark (at once or within the wait). */
        REACHED,
        /** The wait ended before the replica applied it. */
        TIMED_OUT,
        /** The replica follows another epoch than the bookmark's (a new edge, or main started a new epoch). */
        OTHER_EPOCH
    }

    private final ReentrantLock lock = new ReentrantLock();
    private final Condition advanced = this.lock.newCondition();
    private volatile UUID epoch;
    private volatile long sequence;
    private volatile Instant appliedAt;

    /** Starts from the replica store's recorded state; empty for a replica that has none yet. */
    public void start(Optional<ReplicaState> state) {
        state.ifPresent(recorded -> advance(recorded.epoch(), recorded.lastSequence(), recorded.appliedAt()));
    }

    @Override
    public void afterApply(AppliedChanges changes) {
        advance(changes.epoch(), changes.sequence(), changes.appliedAt());
    }

    @Override
    public void afterSnapshot(UUID snapshotEpoch, long snapshotSequence, Collection<ReplicaTable> tables) {
        advance(snapshotEpoch, snapshotSequence, Instant.now());
    }

    private void advance(UUID newEpoch, long newSequence, Instant at) {
        this.lock.lock();
        try {
            if (!newEpoch.equals(this.epoch) || newSequence > this.sequence) {
                this.epoch = newEpoch;
                this.sequence = newSequence;
            }
            this.appliedAt = at;
            this.advanced.signalAll();
        } finally {
            this.lock.unlock();
        }
    }

    /** The epoch the replica follows, {@code null} before its first snapshot. */
    public UUID epoch() {
        return this.epoch;
    }

    /** The last sequence applied; 0 before any. */
    public long sequence() {
        return this.sequence;
    }

    /** When the edge last applied a change set or installed a snapshot, {@code null} if never. */
    public Instant appliedAt() {
        return this.appliedAt;
    }

    /** Whether the replica shows what {@code bookmark} marks, now. */
    public boolean covers(Bookmark bookmark) {
        return bookmark.isCoveredBy(this.epoch, this.sequence);
    }

    /**
     * Waits until the replica applied {@code bookmark}, at most {@code timeout}.
     *
     * @return {@link Outcome#REACHED} at once when it already did; {@link Outcome#OTHER_EPOCH} at once when the replica
     *         follows another epoch (waiting would not help), unless it is still waiting for its first snapshot
     * @throws InterruptedException if the thread is interrupted while waiting
     */
    public Outcome await(Bookmark bookmark, Duration timeout) throws InterruptedException {
        if (covers(bookmark)) {
            return Outcome.REACHED;
        }
        long remaining = timeout.toNanos();
        this.lock.lock();
        try {
            while (true) {
                if (covers(bookmark)) {
                    return Outcome.REACHED;
                }
                if (this.epoch != null && !this.epoch.equals(bookmark.epoch())) {
                    return Outcome.OTHER_EPOCH;
                }
                if (remaining <= 0) {
                    return Outcome.TIMED_OUT;
                }
                remaining = this.advanced.awaitNanos(remaining);
            }
        } finally {
            this.lock.unlock();
        }
    }

    @Override
    public String toString() {
        return this.epoch + ":" + this.sequence;
    }
}
