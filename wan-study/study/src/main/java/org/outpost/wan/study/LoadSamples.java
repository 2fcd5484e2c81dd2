// SPDX-License-Identifier: Apache-2.0
package org.outpost.wan.study;

import java.util.List;
import java.util.concurrent.ConcurrentLinkedQueue;

/**
 * The samples of one configuration's load, from every virtual user: those sent in the measured window, from the end of
 * the warm-up to the end of the window (requests sent later are still under way when the load stops, and left out).
 */
final class LoadSamples {

    private final long measuredFromMillis;
    private final long measuredUntilMillis;
    private final ConcurrentLinkedQueue<Sample> samples = new ConcurrentLinkedQueue<>();

    /** @param measuredFromMillis the end of the warm-up (epoch milliseconds) */
    LoadSamples(long measuredFromMillis, long measuredUntilMillis) {
        this.measuredFromMillis = measuredFromMillis;
        this.measuredUntilMillis = measuredUntilMillis;
    }

    void record(Sample sample) {
        if (sample.startMillis() >= this.measuredFromMillis && sample.startMillis() < this.measuredUntilMillis) {
            this.samples.add(sample);
        }
    }

    /** The samples of the measured window. */
    List<Sample> measured() {
        return List.copyOf(this.samples);
    }
}
