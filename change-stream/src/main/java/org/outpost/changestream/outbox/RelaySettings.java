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
 * @param publishInterval the shortest time between two messages, unless someone waits for a change set (see
 *                       {@link OutboxRelaySignal#committed}) or a message's worth of entries is ready: change sets
 *                       committed within it travel together in the next message; zero publishes each commit at once
 */
public record RelaySettings(int batchSize, Duration initialBackoff, Duration maxBackoff, Duration sweepInterval,
                            Duration closeTimeout, RetentionPolicy retention, int messageEntries, int messageBytes,
                            Duration publishInterval) {

    /** 64 change sets per message by default. */
    public static final int DEFAULT_MESSAGE_ENTRIES = 64;
    /**
     * 64 KiB of change sets per message by default: below Artemis' large-message threshold (100 KiB), so a batch
     * never becomes a large message (streamed in chunks, stored in a file of its own on main).
     */
    public static final int DEFAULT_MESSAGE_BYTES = 64 * 1024;
    /**
     * 100 ms between two messages by default: at 50 commits per second a message carries about five change sets, and
     * Artemis' cost per message (about 240 bytes on the WAN with the edge's acknowledgement) is shared by them; a
     * change set after a quiet interval, and one someone waits for, still goes at once.
     */
    public static final Duration DEFAULT_PUBLISH_INTERVAL = Duration.ofMillis(100);

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
        Objects.requireNonNull(publishInterval, "publishInterval");
        if (publishInterval.isNegative()) {
            throw new IllegalArgumentException("Relay publishInterval must be zero or positive, got " + publishInterval);
        }
        if (maxBackoff.compareTo(initialBackoff) < 0) {
            throw new IllegalArgumentException("Relay maxBackoff " + maxBackoff + " is below initialBackoff " + initialBackoff);
        }
    }

    /**
     * 100 entries per read, backoff 100 ms doubling to 30 s, sweep every 30 s, close within 10 s, the
     * {@linkplain RetentionPolicy#DEFAULT default retention}, messages of at most {@value #DEFAULT_MESSAGE_ENTRIES}
     * entries and {@value #DEFAULT_MESSAGE_BYTES} bytes, at most one every {@link #DEFAULT_PUBLISH_INTERVAL}.
     */
    public static RelaySettings defaults() {
        return new RelaySettings(100, Duration.ofMillis(100), Duration.ofSeconds(30), Duration.ofSeconds(30),
                Duration.ofSeconds(10), RetentionPolicy.DEFAULT, DEFAULT_MESSAGE_ENTRIES, DEFAULT_MESSAGE_BYTES,
                DEFAULT_PUBLISH_INTERVAL);
    }

    /** These settings with another retention. */
    public RelaySettings withRetention(RetentionPolicy policy) {
        return new RelaySettings(batchSize, initialBackoff, maxBackoff, sweepInterval, closeTimeout, policy,
                messageEntries, messageBytes, publishInterval);
    }

    /** These settings with another sweep interval. */
    public RelaySettings withSweepInterval(Duration interval) {
        return new RelaySettings(batchSize, initialBackoff, maxBackoff, interval, closeTimeout, retention,
                messageEntries, messageBytes, publishInterval);
    }

    /** These settings with other backoff bounds. */
    public RelaySettings withBackoff(Duration initial, Duration max) {
        return new RelaySettings(batchSize, initial, max, sweepInterval, closeTimeout, retention, messageEntries,
                messageBytes, publishInterval);
    }

    /** These settings with another batch size. */
    public RelaySettings withBatchSize(int size) {
        return new RelaySettings(size, initialBackoff, maxBackoff, sweepInterval, closeTimeout, retention,
                messageEntries, messageBytes, publishInterval);
    }

    /** These settings with other bounds of what one message carries. */
    public RelaySettings withMessageBounds(int entries, int bytes) {
        return new RelaySettings(batchSize, initialBackoff, maxBackoff, sweepInterval, closeTimeout, retention, entries,
                bytes, publishInterval);
    }

    /** These settings with another publish interval. */
    public RelaySettings withPublishInterval(Duration interval) {
        return new RelaySettings(batchSize, initialBackoff, maxBackoff, sweepInterval, closeTimeout, retention,
                messageEntries, messageBytes, interval);
    }

    private static void requirePositive(String name, Duration duration) {
        Objects.requireNonNull(duration, name);
        if (duration.isNegative() || duration.isZero()) {
            throw new IllegalArgumentException("Relay " + name + " must be positive, got " + duration);
        }
    }
}
