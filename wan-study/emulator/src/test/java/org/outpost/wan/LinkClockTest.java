// SPDX-License-Identifier: Apache-2.0
package org.outpost.wan;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.util.Random;

import org.junit.jupiter.api.Test;

class LinkClockTest {

    private static final long MS = 1_000_000;

    @Test
    void unlimitedBandwidthReleasesAfterTheDelay() {
        LinkClock clock = new LinkClock(Duration.ofMillis(100), 0, 0);
        assertEquals(110 * MS, clock.release(10 * MS, 1_000));
        assertEquals(110 * MS, clock.release(10 * MS, 1_000));
        assertEquals(150 * MS, clock.release(50 * MS, 0));
    }

    @Test
    void bandwidthQueuesEachChunkBehindThePreviousOne() {
        // 8 Mbit/s: 1,000 bytes take 1 ms to send
        LinkClock clock = new LinkClock(Duration.ofMillis(100), 8_000_000, 0);
        assertEquals(101 * MS, clock.release(0, 1_000));
        assertEquals(102 * MS, clock.release(0, 1_000), "sent after the first");
        assertEquals(112 * MS, clock.release(10 * MS, 2_000), "the link was idle again");
        assertEquals(112 * MS, clock.release(11 * MS, 0), "the end of stream follows the data");
    }

    @Test
    void nothingLeavesBeforeTheStart() {
        LinkClock clock = new LinkClock(Duration.ofMillis(50), 0, 100 * MS);
        assertEquals(150 * MS, clock.release(0, 1));
        assertEquals(250 * MS, clock.release(200 * MS, 1));
    }

    @Test
    void survivesNanoTimeWrapping() {
        long start = Long.MAX_VALUE - MS;
        LinkClock clock = new LinkClock(Duration.ofMillis(10), 0, start);
        assertEquals(start + 2 * MS + 10 * MS, clock.release(start + 2 * MS, 1));
    }

    @Test
    void releaseTimesNeverDecrease() {
        LinkClock clock = new LinkClock(Duration.ofMillis(5), 1_000_000, 0);
        long previous = Long.MIN_VALUE;
        Random random = new Random(7);
        long now = 0;
        for (int i = 0; i < 10_000; i++) {
            now += random.nextInt(3) * 100_000L;
            long release = clock.release(now, random.nextInt(2_000));
            assertTrue(release >= previous, "chunk " + i);
            previous = release;
        }
    }
}
