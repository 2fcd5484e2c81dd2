// SPDX-License-Identifier: Apache-2.0
package org.outpost.testsuite.stream;

import java.time.Duration;
import java.util.concurrent.atomic.AtomicLong;

import org.outpost.testsupport.OpClient;

/**
 * Writes one reading on main every {@code interval} on a thread of its own until stopped, or at most for
 * {@code limit}: the steady stream of commits an edge has to catch up with.
 */
final class PacedWriter implements AutoCloseable {

    private final OpClient main;
    private final Duration interval;
    private final Duration limit;
    private final AtomicLong written = new AtomicLong();
    private final AtomicLong failed = new AtomicLong();
    private final Thread thread;
    private volatile boolean stopped;

    PacedWriter(OpClient main, Duration interval, Duration limit) {
        this.main = main;
        this.interval = interval;
        this.limit = limit;
        this.thread = new Thread(this::run, "paced-writer");
        this.thread.setDaemon(true);
        this.thread.start();
    }

    private void run() {
        long deadline = System.nanoTime() + this.limit.toNanos();
        long next = System.nanoTime();
        while (!this.stopped && System.nanoTime() < deadline) {
            try {
                this.main.call("add", "amount", 1);
                this.written.incrementAndGet();
            } catch (RuntimeException | AssertionError e) {
                this.failed.incrementAndGet();
            }
            next += this.interval.toNanos();
            long sleep = next - System.nanoTime();
            if (sleep > 0) {
                try {
                    Thread.sleep(sleep / 1_000_000, (int) (sleep % 1_000_000));
                } catch (InterruptedException e) {
                    return;
                }
            }
        }
    }

    /** Readings committed on main so far. */
    long written() {
        return this.written.get();
    }

    long failed() {
        return this.failed.get();
    }

    /** Whether it still writes (not stopped, limit not reached). */
    boolean writing() {
        return this.thread.isAlive();
    }

    /** Stops writing and waits for the write in progress. */
    @Override
    public void close() throws InterruptedException {
        this.stopped = true;
        this.thread.join(30_000);
    }
}
