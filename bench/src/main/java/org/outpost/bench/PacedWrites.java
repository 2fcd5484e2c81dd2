// SPDX-License-Identifier: Apache-2.0
package org.outpost.bench;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.Semaphore;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicReference;
import java.util.concurrent.locks.LockSupport;
import java.util.function.IntFunction;

/**
 * Writes at a fixed rate whatever the response times (open loop): write {@code i} starts at {@code i / rate} seconds,
 * with at most {@code maxInFlight} writes unanswered (beyond that the schedule slips, which the result shows).
 */
final class PacedWrites {

    /**
     * @param writes      writes started
     * @param failures    writes that failed
     * @param sendSeconds from the first write's start to the last one's
     * @param firstFailure the first failure's message, {@code null} if none
     */
    record Result(int writes, int failures, double sendSeconds, String firstFailure) {

        /** Writes started per second, as achieved. */
        double achievedRate() {
            return writes < 2 || sendSeconds <= 0 ? 0 : (writes - 1) / sendSeconds;
        }
    }

    private PacedWrites() {
    }

    /** Starts {@code count} writes at {@code perSecond} and waits (at most {@code timeoutSeconds}) for their answers. */
    static Result run(int count, double perSecond, int maxInFlight, long timeoutSeconds, IntFunction<CompletableFuture<?>> write)
            throws InterruptedException {
        Semaphore inFlight = new Semaphore(maxInFlight);
        AtomicInteger failures = new AtomicInteger();
        AtomicReference<String> firstFailure = new AtomicReference<>();
        List<CompletableFuture<?>> writes = new ArrayList<>(count);
        long start = System.nanoTime();
        long lastStart = start;
        for (int i = 0; i < count; i++) {
            long due = start + (long) (i * 1e9 / perSecond);
            for (long wait = due - System.nanoTime(); wait > 0; wait = due - System.nanoTime()) {
                LockSupport.parkNanos(wait);
            }
            inFlight.acquire();
            lastStart = System.nanoTime();
            CompletableFuture<?> future;
            try {
                future = write.apply(i);
            } catch (RuntimeException e) {
                future = CompletableFuture.failedFuture(e);
            }
            writes.add(future.whenComplete((ignored, failure) -> {
                inFlight.release();
                if (failure != null) {
                    failures.incrementAndGet();
                    firstFailure.compareAndSet(null, String.valueOf(failure.getMessage()));
                }
            }));
        }
        try {
            CompletableFuture.allOf(writes.toArray(CompletableFuture[]::new)).get(timeoutSeconds, TimeUnit.SECONDS);
        } catch (java.util.concurrent.ExecutionException e) {
            // counted per write above
        } catch (java.util.concurrent.TimeoutException e) {
            throw new IllegalStateException("writes still unanswered after " + timeoutSeconds + " s");
        }
        return new Result(count, failures.get(), (lastStart - start) / 1e9, firstFailure.get());
    }
}
