// SPDX-License-Identifier: Apache-2.0
package org.outpost.changestream.apply;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ThreadFactory;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.BooleanSupplier;

import org.junit.jupiter.api.Test;

class ReadAheadTest {

    private final List<Thread> started = new ArrayList<>();
    private final ThreadFactory threads = task -> {
        Thread thread = new Thread(task, "read-ahead-test");
        thread.setDaemon(true);
        started.add(thread);
        return thread;
    };

    @Test
    void itemsComeInOrderThenNullAndTheProducerStaysAtMostCapacityAhead() throws Exception {
        AtomicInteger made = new AtomicInteger();
        try (ReadAhead<Integer> ahead = new ReadAhead<>(2, threads, sink -> {
            for (int i = 1; i <= 5; i++) {
                sink.put(i);
                made.incrementAndGet();
            }
        })) {
            waitUntil(() -> made.get() == 2);
            TimeUnit.MILLISECONDS.sleep(200);
            assertEquals(2, made.get(), "two wait for the consumer; the third waits for room");
            List<Integer> items = new ArrayList<>();
            for (Integer item = ahead.next(); item != null; item = ahead.next()) {
                items.add(item);
            }
            assertEquals(List.of(1, 2, 3, 4, 5), items);
            assertNull(ahead.next(), "the end stays the end");
        }
        assertFalse(started.get(0).isAlive());
    }

    @Test
    void whatTheProducerThrowsComesAfterTheItemsBeforeIt() throws Exception {
        IOException broken = new IOException("main unreachable");
        try (ReadAhead<String> ahead = new ReadAhead<>(4, threads, sink -> {
            sink.put("first");
            throw broken;
        })) {
            assertEquals("first", ahead.next());
            assertSame(broken, assertThrows(IOException.class, ahead::next));
            assertSame(broken, assertThrows(IOException.class, ahead::next), "and again");
        }
    }

    @Test
    void closingStopsAProducerThatWaitsForRoomOrBlocks() throws Exception {
        CountDownLatch blocked = new CountDownLatch(1);
        ReadAhead<Integer> waiting = new ReadAhead<>(1, threads, sink -> {
            for (int i = 0; ; i++) {
                sink.put(i);
            }
        });
        ReadAhead<Integer> blocking = new ReadAhead<>(1, threads, sink -> {
            blocked.countDown();
            new CountDownLatch(1).await();
        });
        assertTrue(blocked.await(10, TimeUnit.SECONDS));
        waiting.close();
        blocking.close();
        for (Thread thread : started) {
            assertFalse(thread.isAlive(), thread + " ended");
        }
    }

    private static void waitUntil(BooleanSupplier condition) throws InterruptedException {
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(10);
        while (!condition.getAsBoolean() && System.nanoTime() < deadline) {
            TimeUnit.MILLISECONDS.sleep(10);
        }
        assertTrue(condition.getAsBoolean());
    }
}
