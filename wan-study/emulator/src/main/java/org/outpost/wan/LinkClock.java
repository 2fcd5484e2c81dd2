// SPDX-License-Identifier: Apache-2.0
package org.outpost.wan;

import java.time.Duration;

/**
 * When the bytes of one direction leave the link: each chunk is sent once the chunks before it have been, takes its
 * serialization time at the link's bandwidth, then travels the one-way delay. Release times never decrease, so the
 * chunks of a direction are released in the order they arrived. Not thread-safe: one reader thread per direction.
 */
final class LinkClock {

    private final long delayNanos;
    private final long bitsPerSecond;
    private long nextFree;

    /**
     * @param delay         the one-way delay
     * @param bitsPerSecond the bandwidth; 0 means unlimited
     * @param startNanos    the {@link System#nanoTime()} before which nothing is sent
     */
    LinkClock(Duration delay, long bitsPerSecond, long startNanos) {
        this.delayNanos = delay.toNanos();
        this.bitsPerSecond = bitsPerSecond;
        this.nextFree = startNanos;
    }

    /**
     * @param arrivalNanos the {@link System#nanoTime()} the chunk was read at
     * @param bytes        its size; 0 for the end of the stream
     * @return the {@link System#nanoTime()} to deliver the chunk at
     */
    long release(long arrivalNanos, int bytes) {
        long start = arrivalNanos - nextFree >= 0 ? arrivalNanos : nextFree;
        nextFree = start + serializationNanos(bytes);
        return nextFree + delayNanos;
    }

    private long serializationNanos(int bytes) {
        return bitsPerSecond == 0 ? 0 : (long) Math.ceil(bytes * 8e9 / bitsPerSecond);
    }
}
