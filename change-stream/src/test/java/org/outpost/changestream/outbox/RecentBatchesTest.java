// SPDX-License-Identifier: Apache-2.0
package org.outpost.changestream.outbox;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.UUID;

import org.junit.jupiter.api.Test;

/** What main keeps of the batches it published, and which of them a replay from a sequence gets. */
class RecentBatchesTest {

    private final UUID epoch = UUID.randomUUID();

    @Test
    void aReplayGetsTheConsecutiveBatchesFromTheOneBeginningAtItsSequenceUpToItsChangeSets() {
        RecentBatches recent = new RecentBatches(1000);
        recent.add(batch(epoch, 1, 4, 10));
        recent.add(batch(epoch, 5, 5, 10));
        recent.add(batch(epoch, 6, 9, 10));

        assertEquals(List.of(1L, 5L, 6L), firsts(recent.from(epoch, 1, 100)));
        assertEquals(List.of(1L, 5L), firsts(recent.from(epoch, 1, 8)), "1..4 and 5 fit in 8, 6..9 does not");
        assertEquals(List.of(), recent.from(epoch, 1, 3), "the first batch alone holds more than 3");
        assertEquals(List.of(5L, 6L), firsts(recent.from(epoch, 5, 100)));
        assertEquals(List.of(), recent.from(epoch, 2, 100), "no batch begins at 2");
        assertEquals(List.of(), recent.from(UUID.randomUUID(), 1, 100), "another epoch");
        assertEquals(5, recent.nextBatchAfter(epoch, 2), "a replay from 2 reads the outbox up to 5");
        assertEquals(Long.MAX_VALUE, recent.nextBatchAfter(epoch, 7));
        assertEquals(Long.MAX_VALUE, recent.nextBatchAfter(UUID.randomUUID(), 2));
    }

    @Test
    void aReplayGetsTheMessagesAndTheirChangeSetsOrHowManyToReadFromTheOutboxFirst() {
        RecentBatches recent = new RecentBatches(1000);
        recent.add(batch(epoch, 5, 8, 10));
        recent.add(batch(epoch, 9, 9, 20));

        RecentBatches.Replay remembered = recent.replay(epoch, 5, 100);
        assertEquals(5, remembered.changeSets());
        assertEquals(List.of(10, 20), remembered.messages().stream().map(message -> message.length).toList());
        assertEquals(new RecentBatches.Replay(List.of(), 0, 3), recent.replay(epoch, 2, 100), "2..4, then memory from 5");
        assertEquals(new RecentBatches.Replay(List.of(), 0, 2), recent.replay(epoch, 2, 2), "no more than asked");
        assertEquals(new RecentBatches.Replay(List.of(), 0, 3), recent.replay(epoch, 5, 3), "5..8 is more than 3: "
                + "the outbox's 5, 6 and 7");
        assertEquals(new RecentBatches.Replay(List.of(), 0, 100), recent.replay(epoch, 10, 100));
    }

    @Test
    void theOldestGoWhenTheBytesAreExceededAndABatchLargerThanAllIsNotKept() {
        RecentBatches recent = new RecentBatches(25);
        recent.add(batch(epoch, 1, 1, 10));
        recent.add(batch(epoch, 2, 2, 10));
        recent.add(batch(epoch, 3, 3, 10));

        assertEquals(List.of(), recent.from(epoch, 1, 100), "1 went for 3");
        assertEquals(List.of(2L, 3L), firsts(recent.from(epoch, 2, 100)));

        recent.add(batch(epoch, 4, 4, 26));
        assertEquals(List.of(), recent.from(epoch, 4, 100), "26 bytes do not fit in 25");
        assertEquals(List.of(2L, 3L), firsts(recent.from(epoch, 2, 100)));
        recent.add(batch(epoch, 5, 5, 10));
        assertEquals(List.of(), recent.from(epoch, 2, 100), "5 does not follow 3: the memory begins anew");
        assertEquals(List.of(5L), firsts(recent.from(epoch, 5, 100)));
        RecentBatches.NONE.add(batch(epoch, 1, 1, 1));
        assertEquals(List.of(), RecentBatches.NONE.from(epoch, 1, 100));
    }

    @Test
    void aBatchThatDoesNotFollowTheLastOneOrOfAnotherEpochStartsTheMemoryAnew() {
        RecentBatches recent = new RecentBatches(1000);
        recent.add(batch(epoch, 1, 2, 10));
        recent.add(batch(epoch, 2, 3, 10));
        assertEquals(List.of(), recent.from(epoch, 1, 100), "2 published again: the memory holds no gap nor overlap");
        assertEquals(List.of(2L), firsts(recent.from(epoch, 2, 100)));

        UUID next = UUID.randomUUID();
        recent.add(batch(next, 4, 4, 10));
        assertEquals(List.of(), recent.from(epoch, 2, 100));
        assertEquals(List.of(4L), firsts(recent.from(next, 4, 100)));
    }

    @Test
    void aBatchNeedsSequencesInOrderFromOne() {
        IllegalArgumentException reversed = assertThrows(IllegalArgumentException.class, () -> batch(epoch, 5, 4, 1));
        assertTrue(reversed.getMessage().contains("got 5..4"), reversed.getMessage());
        assertThrows(IllegalArgumentException.class, () -> batch(epoch, 0, 4, 1));
        assertThrows(IllegalArgumentException.class, () -> new RecentBatches(-1));
    }

    private static RecentBatches.Batch batch(UUID epoch, long first, long last, int bytes) {
        return new RecentBatches.Batch(epoch, first, last, new byte[bytes]);
    }

    private static List<Long> firsts(List<RecentBatches.Batch> batches) {
        return batches.stream().map(RecentBatches.Batch::first).toList();
    }
}
