// SPDX-License-Identifier: Apache-2.0
package org.outpost.bench;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CopyOnWriteArrayList;

import org.junit.jupiter.api.Test;

class PacedWritesTest {

    @Test
    void everyWriteStartsOnceInOrderAndFailuresAreCounted() throws Exception {
        List<Integer> started = new CopyOnWriteArrayList<>();
        PacedWrites.Result result = PacedWrites.run(20, 1_000, 4, 10, i -> {
            started.add(i);
            if (i % 5 == 4) {
                return CompletableFuture.failedFuture(new IllegalStateException("write " + i + " refused"));
            }
            return CompletableFuture.completedFuture(null);
        });
        assertEquals(20, started.size());
        for (int i = 0; i < 20; i++) {
            assertEquals(i, started.get(i));
        }
        assertEquals(20, result.writes());
        assertEquals(4, result.failures());
        assertEquals("write 4 refused", result.firstFailure());
    }

    @Test
    void aWriteThatThrowsCountsAsAFailure() throws Exception {
        PacedWrites.Result result = PacedWrites.run(3, 1_000, 1, 10, i -> {
            throw new IllegalArgumentException("bad " + i);
        });
        assertEquals(3, result.failures());
        assertEquals("bad 0", result.firstFailure());
    }

    @Test
    void allSucceeding() throws Exception {
        PacedWrites.Result result = PacedWrites.run(5, 1_000, 2, 10, i -> CompletableFuture.completedFuture(i));
        assertEquals(0, result.failures());
        assertNull(result.firstFailure());
    }
}
