// SPDX-License-Identifier: Apache-2.0
package org.outpost.changestream.apply;

import java.util.Arrays;

/**
 * The lags of the most recent change sets applied, at most {@code capacity} of them (older ones are overwritten),
 * for lag percentiles. Not thread-safe: {@link ApplyCounters} guards it.
 */
final class LagReservoir {

    /** How many recent lags an edge keeps per stream. */
    static final int DEFAULT_CAPACITY = 10_000;

    private final long[] values;
    private long recorded;

    LagReservoir(int capacity) {
        if (capacity < 1) {
            throw new IllegalArgumentException("capacity must be positive, got " + capacity);
        }
        this.values = new long[capacity];
    }

    void record(long lagMillis) {
        values[(int) (recorded % values.length)] = lagMillis;
        recorded++;
    }

    /** How many lags the percentiles cover: those recorded, up to the capacity. */
    int size() {
        return (int) Math.min(recorded, values.length);
    }

    /** The retained lags in ascending order. */
    long[] sorted() {
        long[] copy = Arrays.copyOf(values, size());
        Arrays.sort(copy);
        return copy;
    }

    /**
     * The nearest-rank percentile of ascending values: the smallest value such that at least {@code percent} % of
     * the values are less than or equal to it; -1 when there is none.
     */
    static long percentile(long[] ascending, double percent) {
        if (ascending.length == 0) {
            return -1;
        }
        int rank = (int) Math.ceil(percent * ascending.length / 100.0);
        return ascending[Math.max(rank, 1) - 1];
    }
}
