// SPDX-License-Identifier: Apache-2.0
package org.outpost.changestream.outbox;

import java.time.Duration;
import java.util.Objects;

/**
 * How the {@link OutboxRelay} reads and retries.
 *
 * @param batchSize      the most entries read from the outbox at once (bounds the relay's memory)
 * @param initialBackoff the wait before the first retry after a failure; doubled per failure
 * @param maxBackoff     the longest wait between retries
 * @param sweepInterval  how often the relay looks for unpublished entries without a signal (entries committed by
 *                       another main node, or a lost signal)
 * @param closeTimeout   how long {@link OutboxRelay#close()} waits for the current publication
 * @param retention      which published entries the relay purges, at most once per sweep interval
 */
public record RelaySettings(int batchSize, Duration initialBackoff, Duration maxBackoff, Duration sweepInterval,
                            Duration closeTimeout, RetentionPolicy retention) {

    public RelaySettings {
        if (batchSize < 1) {
            throw new IllegalArgumentException("Relay batch size must be positive, got " + batchSize);
        }
        requirePositive("initialBackoff", initialBackoff);
        requirePositive("maxBackoff", maxBackoff);
        requirePositive("sweepInterval", sweepInterval);
        requirePositive("closeTimeout", closeTimeout);
        Objects.requireNonNull(retention, "retention");
        if (maxBackoff.compareTo(initialBackoff) < 0) {
            throw new IllegalArgumentException("Relay maxBackoff " + maxBackoff + " is below initialBackoff " + initialBackoff);
        }
    }

    /**
     * 100 entries per read, backoff 100 ms doubling to 30 s, sweep every 30 s, close within 10 s, the
     * {@linkplain RetentionPolicy#DEFAULT default retention}.
     */
    public static RelaySettings defaults() {
        return new RelaySettings(100, Duration.ofMillis(100), Duration.ofSeconds(30), Duration.ofSeconds(30),
                Duration.ofSeconds(10), RetentionPolicy.DEFAULT);
    }

    /** These settings with another retention. */
    public RelaySettings withRetention(RetentionPolicy policy) {
        return new RelaySettings(batchSize, initialBackoff, maxBackoff, sweepInterval, closeTimeout, policy);
    }

    /** These settings with another sweep interval. */
    public RelaySettings withSweepInterval(Duration interval) {
        return new RelaySettings(batchSize, initialBackoff, maxBackoff, interval, closeTimeout, retention);
    }

    /** These settings with other backoff bounds. */
    public RelaySettings withBackoff(Duration initial, Duration max) {
        return new RelaySettings(batchSize, initial, max, sweepInterval, closeTimeout, retention);
    }

    /** These settings with another batch size. */
    public RelaySettings withBatchSize(int size) {
        return new RelaySettings(size, initialBackoff, maxBackoff, sweepInterval, closeTimeout, retention);
    }

    private static void requirePositive(String name, Duration duration) {
        Objects.requireNonNull(duration, name);
        if (duration.isNegative() || duration.isZero()) {
            throw new IllegalArgumentException("Relay " + name + " must be positive, got " + duration);
        }
    }
}
