// SPDX-License-Identifier: Apache-2.0
package org.outpost.wan.study;

import java.time.Duration;

/**
 * The paper's client model (§3.3) and how long to run it.
 *
 * @param warmUp            load before the measured window, left out of every figure
 * @param measured          the measured window (the paper: about an hour)
 * @param pagesPerSecond    page requests per second of each client group (the paper: 10, 30 in total)
 * @param delay             the soft delay: each session sends a request every {@code delay}
 * @param browserShare      the browsers' share of each group's sessions (the paper: 80 %; the rest bid or buy)
 * @param probeRepetitions  how many times the probe requests each page of each group (the lower median counts: a
 *                          turn of background traffic that fell into one request's window does not)
 * @param probeSettle       how long the probe waits after each answer before it reads the WAN's counters
 */
public record LoadSettings(Duration warmUp, Duration measured, double pagesPerSecond, Duration delay, double browserShare,
        int probeRepetitions, Duration probeSettle) {

    /** The paper's client model with a measured window of {@code minutes} after a minute of warm-up. */
    public static LoadSettings paper(double minutes) {
        return new LoadSettings(Duration.ofSeconds(60), Duration.ofMillis(Math.round(minutes * 60_000)), 10, Duration.ofSeconds(2), 0.8, 3,
                Duration.ofMillis(500));
    }

    /** The quick run: 15 s of warm-up, 45 s measured, each page probed twice. */
    public static LoadSettings quick() {
        return new LoadSettings(Duration.ofSeconds(15), Duration.ofSeconds(45), 10, Duration.ofSeconds(2), 0.8, 2, Duration.ofMillis(500));
    }

    /** Browsers per client group: their share of the group's rate, each sending every {@link #delay}. */
    public int browsers() {
        return (int) Math.round(this.pagesPerSecond * this.browserShare * this.delay.toMillis() / 1000.0);
    }

    /** Bidders or buyers per client group. */
    public int writers() {
        return (int) Math.round(this.pagesPerSecond * (1 - this.browserShare) * this.delay.toMillis() / 1000.0);
    }
}
