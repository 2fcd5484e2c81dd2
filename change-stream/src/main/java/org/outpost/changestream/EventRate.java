// SPDX-License-Identifier: Apache-2.0
package org.outpost.changestream;

import java.time.Instant;
import java.util.ArrayDeque;
import java.util.Deque;

/**
 * Events per second over a sliding window of the last few seconds, for management figures (apply rate on an edge,
 * publish rate on main). Thread-safe.
 */
public final class EventRate {

    private final int windowSeconds;
    private final Deque<Instant> recent = new ArrayDeque<>();

    public EventRate(int windowSeconds) {
        if (windowSeconds < 1) {
            throw new IllegalArgumentException("windowSeconds must be positive, got " + windowSeconds);
        }
        this.windowSeconds = windowSeconds;
    }

    /** Counts one event at {@code at}. */
    public synchronized void record(Instant at) {
        recent.addLast(at);
        trim(at);
    }

    /** The events per second in the window ending at {@code now}. */
    public synchronized double perSecond(Instant now) {
        trim(now);
        return recent.size() / (double) windowSeconds;
    }

    private void trim(Instant now) {
        Instant horizon = now.minusSeconds(windowSeconds);
        while (!recent.isEmpty() && recent.peekFirst().isBefore(horizon)) {
            recent.removeFirst();
        }
    }
}
