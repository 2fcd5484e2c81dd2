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
 * @param messageEntries the most entries the relay hands the publisher at once (one message on the topic)
 * @param messageBytes   the most bytes of encoded change sets it hands the publisher at once; a larger entry goes alone
 */
public record RelaySettings(int batchSize, Duration initialBackoff, Duration maxBackoff, Duration sweepInterval,
                            Duration closeTimeout, RetentionPolicy retention, int messageEntries, int messageBytes) {

    /** 64 change sets per message by default. */
    public static final int DEFAULT_MESSAGE_ENTRIES = 64;
    /**
     * 64 KiB of change sets per message by default: below Artemis' large-message threshold (100 KiB), so a batch
     * never becomes a large message (streamed in chunks, stored in a file of its own on main).
     */
    public static final int DEFAULT_MESSAGE_BYTES = 64 * 1024;

    public RelaySettings {
        if (batchSize < 1) {
            throw new IllegalArgumentException("Relay batch size must be positive, got " + batchSize);
        }
        if (messageEntries < 1 || messageBytes < 1) {
            throw new IllegalArgumentException("Relay message bounds must be positive, got " + messageEntries
                    + " entries and " + messageBytes + " bytes");
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
     * {@linkplain RetentionPolicy#DEFAULT default retention}, messages of at most {@value #DEFAULT_MESSAGE_ENTRIES}
     * entries and {@value #DEFAULT_MESSAGE_BYTES} bytes.
     */
    public static RelaySettings defaults() {
        return new RelaySettings(100, Duration.ofMillis(100), Duration.ofSeconds(30), Duration.ofSeconds(30),
                Duration.ofSeconds(10), RetentionPolicy.DEFAULT, DEFAULT_MESSAGE_ENTRIES, DEFAULT_MESSAGE_BYTES);
    }

    /** These settings with another retention. */
    public RelaySettings withRetention(RetentionPolicy policy) {
        return new RelaySettings(batchSize, initialBackoff, maxBackoff, sweepInterval, closeTimeout, policy,
                messageEntries, messageBytes);
    }

    /** These settings with another sweep interval. */
    public RelaySettings withSweepInterval(Duration interval) {
        return new RelaySettings(batchSize, initialBackoff, maxBackoff, interval, closeTimeout, retention,
                messageEntries, messageBytes);
    }

    /** These settings with other backoff bounds. */
    public RelaySettings withBackoff(Duration initial, Duration max) {
        return new RelaySettings(batchSize, initial, max, sweepInterval, closeTimeout, retention, messageEntries,
                messageBytes);
    }

    /** These settings with another batch size. */
    public RelaySettings withBatchSize(int size) {
        return new RelaySettings(size, initialBackoff, maxBackoff, sweepInterval, closeTimeout, retention,
                messageEntries, messageBytes);
    }

    /** These settings with other bounds of what one message carries. */
    public RelaySettings withMessageBounds(int entries, int bytes) {
        return new RelaySettings(batchSize, initialBackoff, maxBackoff, sweepInterval, closeTimeout, retention, entries,
                bytes);
    }

    private static void requirePositive(String name, Duration duration) {
        Objects.requireNonNull(duration, name);
        if (duration.isNegative() || duration.isZero()) {
            throw new IllegalArgumentException("Relay " + name + " must be positive, got " + duration);
        }
    }
}
