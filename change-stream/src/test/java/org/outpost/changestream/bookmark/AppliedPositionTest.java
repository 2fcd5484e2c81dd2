// SPDX-License-Identifier: Apache-2.0
package org.outpost.changestream.bookmark;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Optional;
import java.util.UUID;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;

import org.junit.jupiter.api.Test;
import org.outpost.changestream.apply.AppliedChanges;
import org.outpost.changestream.apply.ReplicaState;

/** The in-memory position of a replica and waiting for a bookmark on it. */
class AppliedPositionTest {

    private static final UUID EPOCH = UUID.randomUUID();
    private static final Duration LONG = Duration.ofSeconds(30);

    private final AppliedPosition position = new AppliedPosition();

    @Test
    void startsFromTheRecordedStateOrFromNothing() {
        assertNull(position.epoch());
        assertEquals(0, position.sequence());
        position.start(Optional.empty());
        assertNull(position.epoch());

        Instant appliedAt = Instant.parse("2026-01-02T03:04:05Z");
        position.start(Optional.of(new ReplicaState(EPOCH, 12, appliedAt, null)));
        assertEquals(EPOCH, position.epoch());
        assertEquals(12, position.sequence());
        assertEquals(appliedAt, position.appliedAt());
    }

    @Test
    void aCoveredBookmarkIsReachedWithoutWaiting() throws Exception {
        applied(EPOCH, 7);
        assertEquals(AppliedPosition.Outcome.REACHED, position.await(new Bookmark("s", EPOCH, 7), Duration.ZERO));
        assertEquals(AppliedPosition.Outcome.REACHED, position.await(new Bookmark("s", EPOCH, 3), Duration.ZERO));
    }

    @Test
    void aWaitEndsWhenTheApplyArrives() throws Exception {
        applied(EPOCH, 1);
        CountDownLatch waiting = new CountDownLatch(1);
        CompletableFuture<AppliedPosition.Outcome> outcome = CompletableFuture.supplyAsync(() -> {
            waiting.countDown();
            try {
                return position.await(new Bookmark("s", EPOCH, 3), LONG);
            } catch (InterruptedException e) {
                throw new IllegalStateException(e);
            }
        });
        assertTrue(waiting.await(10, TimeUnit.SECONDS));
        applied(EPOCH, 2);
        assertFalse(outcome.isDone() && outcome.get() == AppliedPosition.Outcome.REACHED, "2 does not cover 3");
        applied(EPOCH, 3);
        assertEquals(AppliedPosition.Outcome.REACHED, outcome.get(20, TimeUnit.SECONDS));
    }

    @Test
    void aWaitEndsUnreachedAfterItsTimeout() throws Exception {
        applied(EPOCH, 1);
        assertEquals(AppliedPosition.Outcome.TIMED_OUT, position.await(new Bookmark("s", EPOCH, 2), Duration.ofMillis(20)));
        assertEquals(AppliedPosition.Outcome.TIMED_OUT, position.await(new Bookmark("s", EPOCH, 2), Duration.ZERO));
    }

    @Test
    void aBookmarkOfAnotherEpochEndsTheWaitAtOnce() throws Exception {
        applied(EPOCH, 50);
        assertEquals(AppliedPosition.Outcome.OTHER_EPOCH, position.await(new Bookmark("s", UUID.randomUUID(), 1), LONG));
    }

    @Test
    void aReplicaWithoutStateWaitsForItsFirstSnapshot() throws Exception {
        CompletableFuture<AppliedPosition.Outcome> outcome = CompletableFuture.supplyAsync(() -> {
            try {
                return position.await(new Bookmark("s", EPOCH, 4), LONG);
            } catch (InterruptedException e) {
                throw new IllegalStateException(e);
            }
        });
        position.afterSnapshot(EPOCH, 9, List.of());
        assertEquals(AppliedPosition.Outcome.REACHED, outcome.get(20, TimeUnit.SECONDS));
        assertEquals(9, position.sequence());
    }

    @Test
    void aSnapshotOfANewEpochMovesThePositionBackwards() {
        applied(EPOCH, 50);
        UUID newEpoch = UUID.randomUUID();
        position.afterSnapshot(newEpoch, 2, List.of());
        assertEquals(newEpoch, position.epoch());
        assertEquals(2, position.sequence());
    }

    private void applied(UUID epoch, long sequence) {
        position.afterApply(new AppliedChanges(epoch, sequence, Instant.now(), Instant.now(), List.of()));
    }
}
