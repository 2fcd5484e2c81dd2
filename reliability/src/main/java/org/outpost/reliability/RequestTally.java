// SPDX-License-Identifier: Apache-2.0
package org.outpost.reliability;

import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.LongAdder;

/** Counts of the load's requests by what became of them, by figure name; thread-safe. */
final class RequestTally {

    private final Map<String, LongAdder> counts = new ConcurrentHashMap<>();

    /** Makes {@code figure} one of the {@link #figures()}, at 0 until counted. */
    void expect(String figure) {
        this.counts.computeIfAbsent(figure, name -> new LongAdder());
    }

    void count(String figure) {
        this.counts.computeIfAbsent(figure, name -> new LongAdder()).increment();
    }

    long get(String figure) {
        LongAdder count = this.counts.get(figure);
        return count == null ? 0 : count.sum();
    }

    /** Every figure, sorted by name. */
    Map<String, Long> figures() {
        Map<String, Long> figures = new TreeMap<>();
        this.counts.forEach((name, count) -> figures.put(name, count.sum()));
        return figures;
    }
}
