// SPDX-License-Identifier: Apache-2.0
package org.outpost.wan;

import java.time.Duration;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;

/**
 * The faults of one link now and their tally: whether it is cut (new connections refused) or stalled (no bytes
 * delivered) and until when, and the {@link Disturbance} its units go through. Thread-safe: the suite sets the faults
 * while the link's threads read them.
 */
final class LinkFaults {

    /** Until when a fault lasts: a {@link System#nanoTime()} or for ever. */
    private record Until(long endNanos, boolean forever) {

        static Until after(Duration duration) {
            return duration == null ? new Until(0, true) : new Until(System.nanoTime() + duration.toNanos(), false);
        }

        boolean holds(long now) {
            return forever || endNanos - now > 0;
        }
    }

    final AtomicLong refused = new AtomicLong();
    final AtomicLong severed = new AtomicLong();
    final AtomicLong dropped = new AtomicLong();
    final AtomicLong duplicated = new AtomicLong();
    final AtomicLong corrupted = new AtomicLong();
    final AtomicLong reordered = new AtomicLong();
    final AtomicLong delayed = new AtomicLong();
    private volatile Until cut;
    /** Guarded by this; writers wait on this while it holds. */
    private Until stall;
    private volatile boolean stalled;
    private volatile Disturbance disturbance;

    /** Refuses new connections for {@code duration}, or until {@link #restore()} if null. */
    void cut(Duration duration) {
        cut = Until.after(duration);
    }

    /** Whether a connection accepted now is refused. */
    boolean refusing() {
        Until until = cut;
        return until != null && until.holds(System.nanoTime());
    }

    /** Holds every byte for {@code duration}, or until {@link #restore()} if null. */
    synchronized void stall(Duration duration) {
        stall = Until.after(duration);
        stalled = true;
    }

    boolean stalled() {
        if (!stalled) {
            return false;
        }
        synchronized (this) {
            return stall != null && stall.holds(System.nanoTime());
        }
    }

    void disturb(Disturbance what) {
        disturbance = what;
    }

    /** The disturbance now, or null. */
    Disturbance disturbance() {
        return disturbance;
    }

    /** Ends every fault. */
    synchronized void restore() {
        cut = null;
        disturbance = null;
        stall = null;
        stalled = false;
        notifyAll();
    }

    /** Returns once the link is not stalled (at once, mostly); a writer calls it before delivering each chunk. */
    void awaitFlowing() throws InterruptedException {
        if (!stalled) {
            return;
        }
        synchronized (this) {
            while (stall != null) {
                if (stall.forever()) {
                    wait();
                    continue;
                }
                long left = stall.endNanos() - System.nanoTime();
                if (left <= 0) {
                    stall = null;
                    stalled = false;
                    return;
                }
                TimeUnit.NANOSECONDS.timedWait(this, left);
            }
        }
    }

    FaultStats snapshot() {
        return new FaultStats(refused.get(), severed.get(), dropped.get(), duplicated.get(), corrupted.get(),
                reordered.get(), delayed.get());
    }
}
