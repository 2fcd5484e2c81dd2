// SPDX-License-Identifier: Apache-2.0
package org.outpost.changestream.outbox;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.util.List;
import java.util.UUID;

import org.junit.jupiter.api.Test;
import org.outpost.changestream.model.ChangeSet;
import org.outpost.changestream.wire.WireFormatException;

class OutboxTest {

    final OutboxFixture fixture = new OutboxFixture();
    final Outbox outbox = fixture.outbox;

    @Test
    void committedAppendsAreReadBackInSequenceOrderAndDecodeToWhatWasWritten() throws WireFormatException {
        ChangeSet first = fixture.commit(1);
        ChangeSet second = fixture.commit(2);
        ChangeSet third = fixture.commit(3);

        List<OutboxEntry> entries = outbox.readFrom(1, 10);
        assertEquals(List.of(1L, 2L, 3L), entries.stream().map(OutboxEntry::sequence).toList());
        assertEquals(List.of(first, second, third),
                List.of(entries.get(0).decode(outbox.codec()), entries.get(1).decode(outbox.codec()),
                        entries.get(2).decode(outbox.codec())));
        assertEquals(second.commitTime(), entries.get(1).commitTime());
        assertEquals(outbox.epoch(), entries.get(0).epoch());
        assertEquals(List.of(2L), outbox.readFrom(2, 1).stream().map(OutboxEntry::sequence).toList());
        assertEquals(3, outbox.lastSequence());
        assertEquals(3, outbox.size());
    }

    @Test
    void rolledBackAppendGivesItsSequenceBack() {
        fixture.commit(1);
        fixture.rollback(2);
        ChangeSet next = fixture.commit(3);

        assertEquals(2, next.sequence());
        assertEquals(2, outbox.size());
        assertEquals(2, outbox.lastSequence());
    }

    @Test
    void createIfAbsentKeepsAnExistingOutbox() {
        UUID epoch = outbox.epoch();
        fixture.commit(1);
        outbox.createIfAbsent();

        assertEquals(epoch, outbox.epoch());
        assertEquals(1, outbox.lastSequence());
    }

    @Test
    void purgeByCountKeepsUnpublishedEntries() {
        for (int i = 1; i <= 5; i++) {
            fixture.commit(i);
        }
        outbox.markPublished(2);

        assertEquals(2, outbox.purge(new RetentionPolicy(Duration.ofDays(1), 1)));

        assertEquals(List.of(3L, 4L, 5L), outbox.readFrom(1, 10).stream().map(OutboxEntry::sequence).toList());
        outbox.markPublished(5);
        assertEquals(2, outbox.purge(new RetentionPolicy(Duration.ofDays(1), 1)));
        assertEquals(List.of(5L), outbox.readFrom(1, 10).stream().map(OutboxEntry::sequence).toList());
    }

    @Test
    void purgeByAgeKeepsUnpublishedAndRecentEntries() throws InterruptedException {
        fixture.commit(1);
        fixture.commit(2);
        Thread.sleep(30);
        fixture.commit(3);
        outbox.markPublished(3);
        fixture.commit(4);

        assertEquals(2, outbox.purge(new RetentionPolicy(Duration.ofMillis(20), 1000)));

        assertEquals(List.of(3L, 4L), outbox.readFrom(1, 10).stream().map(OutboxEntry::sequence).toList());
    }

    @Test
    void markPublishedNeverMovesBackwards() {
        fixture.commit(1);
        fixture.commit(2);
        outbox.markPublished(2);
        outbox.markPublished(1);

        assertEquals(2, outbox.publishedSequence());
    }

    @Test
    void resetStartsANewEpochAtSequenceOne() {
        UUID old = outbox.epoch();
        fixture.commit(1);
        outbox.markPublished(1);

        UUID epoch = outbox.reset();

        assertNotEquals(old, epoch);
        assertEquals(epoch, outbox.epoch());
        assertEquals(0, outbox.size());
        assertEquals(0, outbox.publishedSequence());
        ChangeSet next = fixture.commit(2);
        assertEquals(1, next.sequence());
        assertEquals(epoch, next.epoch());
    }

    @Test
    void appendToAMissingOutboxNamesTheTable() {
        outbox.drop();

        OutboxException failure = assertThrows(OutboxException.class, () -> fixture.commit(1));
        assertTrue(failure.getMessage().contains("outpost_outbox"), failure.getMessage());
    }

    @Test
    void aTablePrefixThatIsNotAPlainNameIsRefusedByName() {
        IllegalArgumentException failure = assertThrows(IllegalArgumentException.class,
                () -> new Outbox(fixture.dataSource, "x; drop table y", outbox.codec()));
        assertTrue(failure.getMessage().contains("x; drop table y"), failure.getMessage());
    }
}
