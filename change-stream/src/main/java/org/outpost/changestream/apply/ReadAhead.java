// SPDX-License-Identifier: Apache-2.0
package org.outpost.changestream.apply;

import java.util.concurrent.ArrayBlockingQueue;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.ThreadFactory;
import java.util.concurrent.TimeUnit;

/**
 * Items a producer makes on a thread of its own while the consumer works on the ones before, at most
 * {@code capacity} ahead: what the edge fetches from main and decodes while it applies (replay pages, snapshot
 * chunks). {@link #next()} hands the items over in order, then {@code null}; an exception of the producer is thrown
 * there, after the items before it. Closing stops the producer's thread (interrupting it) and waits for it to end.
 * One consumer thread.
 *
 * @param <T> the items
 */
final class ReadAhead<T> implements AutoCloseable {

    /** Makes the items, handing each to the sink in order; may throw, which ends the items. */
    @FunctionalInterface
    interface Producer<T> {
        void produce(Sink<T> sink) throws Exception;
    }

    /** Where the producer hands its items; blocks while {@code capacity} items wait. */
    @FunctionalInterface
    interface Sink<T> {
        void put(T item) throws InterruptedException;
    }

    private static final long STOP_WAIT_SECONDS = 30;
    private static final Object END = new Object();

    /** What the producer failed with. */
    private record Failure(Exception cause) {
    }

    private final BlockingQueue<Object> items;
    private final Thread producing;
    private volatile boolean closed;

    ReadAhead(int capacity, ThreadFactory threads, Producer<T> producer) {
        this.items = new ArrayBlockingQueue<>(capacity);
        this.producing = threads.newThread(() -> {
            try {
                producer.produce(this::hand);
                hand(END);
            } catch (InterruptedException e) {
                // Closed: nobody waits for more.
            } catch (Exception e) {
                try {
                    hand(new Failure(e));
                } catch (InterruptedException closed) {
                    // Closed: nobody waits for the failure.
                }
            }
        });
        this.producing.start();
    }

    /**
     * The next item, {@code null} after the last one.
     *
     * @throws InterruptedException when the calling thread is interrupted while waiting
     * @throws Exception            what the producer threw, after the items it made before
     */
    @SuppressWarnings("unchecked")
    T next() throws Exception {
        Object item = items.take();
        if (item == END || item instanceof Failure) {
            items.add(item); // the end stays the end
        }
        if (item instanceof Failure failure) {
            throw failure.cause();
        }
        return item == END ? null : (T) item;
    }

    private void hand(Object item) throws InterruptedException {
        while (!items.offer(item, 100, TimeUnit.MILLISECONDS)) {
            if (closed) {
                throw new InterruptedException("closed");
            }
        }
    }

    /** Stops the producer (a blocking call in progress is interrupted) and waits for its thread to end. */
    @Override
    public void close() {
        closed = true;
        producing.interrupt();
        try {
            producing.join(TimeUnit.SECONDS.toMillis(STOP_WAIT_SECONDS));
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
