// SPDX-License-Identifier: Apache-2.0
package org.outpost.changestream.transport;

import java.time.Duration;
import java.util.concurrent.ThreadLocalRandom;
import java.util.concurrent.TimeUnit;
import java.util.function.BooleanSupplier;

/** A bounded exponential backoff: {@code initial}, doubling per attempt, never above {@code max}. */
record Backoff(Duration initial, Duration max) {

    Backoff {
        if (initial.isNegative() || initial.isZero() || max.compareTo(initial) < 0) {
            throw new IllegalArgumentException("Backoff needs 0 < initial <= max, got " + initial + " and " + max);
        }
    }

    /** The pause after the {@code attempt}-th consecutive failure (from 1), in milliseconds. */
    long millisAfter(long attempt) {
        long millis = initial.toMillis();
        for (long i = 1; i < attempt && millis < max.toMillis(); i++) {
            millis *= 2;
        }
        return Math.min(millis, max.toMillis());
    }

    /**
     * The pause after the {@code attempt}-th consecutive failure to reach a broker, drawn uniformly between half of
     * {@link #millisAfter} and all of it: edges that lost main at the same moment (main restarted) then try again at
     * different moments, instead of all at once on each step of the backoff.
     */
    long jitteredMillisAfter(long attempt) {
        long millis = millisAfter(attempt);
        long half = millis / 2;
        return half + ThreadLocalRandom.current().nextLong(millis - half + 1);
    }

    /**
     * Waits on {@code lock} for {@code millis}, or less once {@code closed} holds; whoever makes it hold notifies the
     * lock. The consuming threads of {@link ChangeSetSubscriber} and {@link SyncWaiter} call it between attempts.
     *
     * @return false when the thread was interrupted while waiting
     */
    static boolean pause(Object lock, BooleanSupplier closed, long millis) {
        long deadline = System.nanoTime() + TimeUnit.MILLISECONDS.toNanos(millis);
        synchronized (lock) {
            try {
                for (long left = millis; !closed.getAsBoolean() && left > 0;
                        left = TimeUnit.NANOSECONDS.toMillis(deadline - System.nanoTime())) {
                    lock.wait(left);
                }
                return true;
            } catch (InterruptedException e) {
                return false;
            }
        }
    }
}
