package org.outpost.replication.transport;

import java.time.Duration;

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
}
