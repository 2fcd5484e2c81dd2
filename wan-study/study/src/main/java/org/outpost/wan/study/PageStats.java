// SPDX-License-Identifier: Apache-2.0
package org.outpost.wan.study;

import java.util.Collection;

/**
 * The response times of one page for one group over the measured window.
 *
 * @param count     requests sent
 * @param notServed requests answered with another status than 200, with an {@code ERROR} page, or not at all
 * @param mean      mean response time in ms of the requests answered (NaN when none)
 * @param p95       95th percentile, nearest rank (NaN when none)
 */
record PageStats(int count, int notServed, double mean, double p95) {

    static final PageStats NONE = new PageStats(0, 0, Double.NaN, Double.NaN);

    static PageStats of(Collection<Sample> samples) {
        long[] millis = samples.stream().mapToLong(Sample::millis).filter(value -> value >= 0).sorted().toArray();
        int notServed = (int) samples.stream().filter(sample -> !sample.ok()).count();
        if (millis.length == 0) {
            return new PageStats(samples.size(), notServed, Double.NaN, Double.NaN);
        }
        double sum = 0;
        for (long value : millis) {
            sum += value;
        }
        return new PageStats(samples.size(), notServed, sum / millis.length, percentile(millis, 95));
    }

    /** The nearest-rank percentile of sorted values. */
    static double percentile(long[] sorted, int percent) {
        int rank = (int) Math.ceil(percent / 100.0 * sorted.length);
        return sorted[Math.max(0, rank - 1)];
    }
}
