// SPDX-License-Identifier: Apache-2.0
package org.outpost.changestream.outbox;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

class OutboxRelayTest {

    static final Duration WAIT = Duration.ofSeconds(10);
    static final RelaySettings FAST = RelaySettings.defaults().withBackoff(Duration.ofMillis(5), Duration.ofMillis(40))
            .withBatchSize(3);

    final OutboxFixture fixture = new OutboxFixture();
    final List<Long> published = Collections.synchronizedList(new ArrayList<>());
    OutboxRelay relay;

    @AfterEach
    void close() {
        if (relay != null) {
            relay.close();
        }
    }

    OutboxRelay start(ChangeSetPublisher publisher) {
        relay = new OutboxRelay(fixture.outbox, publisher, FAST, runnable -> new Thread(runnable, "outbox-relay-test"));
        relay.start();
        return relay;
    }

    @Test
    void publishesInSequenceOrderOnSignal() throws InterruptedException {
        start(entries -> entries.forEach(entry -> published.add(entry.sequence())));
        for (int i = 1; i <= 7; i++) {
            relay.committed(fixture.commit(i).sequence(), false);
        }

        assertTrue(relay.awaitPublished(7, WAIT));
        assertEquals(List.of(1L, 2L, 3L, 4L, 5L, 6L, 7L), published);
        assertEquals(7, fixture.outbox.publishedSequence());
    }

    @Test
    void purgesPublishedEntriesBeyondTheRetainedCount() throws InterruptedException {
        relay = new OutboxRelay(fixture.outbox, entries -> entries.forEach(entry -> published.add(entry.sequence())),
                FAST.withRetention(new RetentionPolicy(Duration.ofDays(1), 5)).withSweepInterval(Duration.ofMillis(50)),
                runnable -> new Thread(runnable, "outbox-relay-test"));
        relay.start();
        for (int i = 1; i <= 20; i++) {
            relay.committed(fixture.commit(i).sequence(), false);
        }
        assertTrue(relay.awaitPublished(20, WAIT));
        long deadline = System.nanoTime() + WAIT.toNanos();
        while (fixture.outbox.size() > 5 && System.nanoTime() < deadline) {
            Thread.sleep(20);
        }
        assertEquals(5, fixture.outbox.size(), "the newest 5 stay for replay");
        assertEquals(16, fixture.outbox.readFrom(1, 100).get(0).sequence());
    }

    @Test
    void sweepsUnpublishedEntriesOnStartup() throws InterruptedException {
        for (int i = 1; i <= 5; i++) {
            fixture.commit(i);
        }
        fixture.outbox.markPublished(2);

        start(entries -> entries.forEach(entry -> published.add(entry.sequence())));

        assertTrue(relay.awaitPublished(5, WAIT));
        assertEquals(List.of(3L, 4L, 5L), published, "already published entries are not offered again");
    }

    @Test
    void retriesTheFailedRunWithBackoffAndNeverSkipsIt() throws InterruptedException {
        for (int i = 1; i <= 3; i++) {
            fixture.commit(i);
        }
        AtomicInteger failuresLeft = new AtomicInteger(3);
        List<List<Long>> attempts = Collections.synchronizedList(new ArrayList<>());
        start(entries -> {
            attempts.add(sequences(entries));
            if (failuresLeft.getAndDecrement() > 0) {
                throw new IllegalStateException("broker down");
            }
            entries.forEach(entry -> published.add(entry.sequence()));
        });

        assertTrue(relay.awaitPublished(3, WAIT));
        assertEquals(List.of(1L, 2L, 3L), published);
        assertEquals(List.of(List.of(1L, 2L, 3L), List.of(1L, 2L, 3L), List.of(1L, 2L, 3L), List.of(1L, 2L, 3L)),
                attempts);
    }

    @Test
    void handsTheReadyEntriesOverInRunsBoundedByTheMessageBounds() throws InterruptedException {
        for (int i = 1; i <= 10; i++) {
            fixture.commit(i);
        }
        List<List<Long>> runs = startRecordingRuns(FAST.withBatchSize(100).withMessageBounds(4, 1 << 20));

        assertTrue(relay.awaitPublished(10, WAIT));
        assertEquals(List.of(List.of(1L, 2L, 3L, 4L), List.of(5L, 6L, 7L, 8L), List.of(9L, 10L)), runs);
        assertEquals(10, fixture.outbox.publishedSequence());
    }

    @Test
    void aRunHoldsAtMostTheMessageBytesAndALargerEntryGoesAlone() {
        for (int i = 1; i <= 5; i++) {
            fixture.commit(i);
        }
        List<OutboxEntry> entries = fixture.outbox.readFrom(1, 100);
        int size = entries.get(0).size();

        assertEquals(List.of(List.of(1L, 2L), List.of(3L, 4L), List.of(5L)),
                MessageRuns.of(entries, 64, 2 * size + size / 2).stream().map(OutboxRelayTest::sequences).toList());
        assertEquals(List.of(List.of(1L), List.of(2L), List.of(3L), List.of(4L), List.of(5L)),
                MessageRuns.of(entries, 64, size / 2).stream().map(OutboxRelayTest::sequences).toList(),
                "an entry above the bound still goes, alone");
    }

    @Test
    void commitsWithinThePublishIntervalShareTheNextMessage() throws InterruptedException {
        List<List<Long>> runs = startRecordingRuns(FAST.withPublishInterval(Duration.ofMillis(400)));
        relay.committed(fixture.commit(1).sequence(), false);
        assertTrue(relay.awaitPublished(1, WAIT), "a commit after a quiet interval goes at once");
        for (int i = 2; i <= 4; i++) {
            relay.committed(fixture.commit(i).sequence(), false);
        }

        assertTrue(relay.awaitPublished(4, WAIT));
        assertEquals(List.of(List.of(1L), List.of(2L, 3L, 4L)), runs);
    }

    @Test
    void aChangeSetSomeoneWaitsForGoesAtOnceWithWhatIsReadyBeforeIt() throws InterruptedException {
        List<List<Long>> runs = startRecordingRuns(FAST.withPublishInterval(Duration.ofHours(1)));
        relay.committed(fixture.commit(1).sequence(), false);
        assertTrue(relay.awaitPublished(1, WAIT));
        relay.committed(fixture.commit(2).sequence(), false);
        assertFalse(relay.awaitPublished(2, Duration.ofMillis(300)), "within the interval, a commit waits");

        relay.committed(fixture.commit(3).sequence(), true);

        assertTrue(relay.awaitPublished(3, WAIT));
        assertEquals(List.of(List.of(1L), List.of(2L, 3L)), runs);
    }

    @Test
    void aMessagesWorthOfCommitsGoesWithoutWaitingForTheInterval() throws InterruptedException {
        List<List<Long>> runs = startRecordingRuns(FAST.withBatchSize(100).withPublishInterval(Duration.ofHours(1))
                .withMessageBounds(4, 1 << 20));
        relay.committed(fixture.commit(1).sequence(), false);
        assertTrue(relay.awaitPublished(1, WAIT));
        for (int i = 2; i <= 5; i++) {
            relay.committed(fixture.commit(i).sequence(), false);
        }

        assertTrue(relay.awaitPublished(5, WAIT));
        assertEquals(List.of(List.of(1L), List.of(2L, 3L, 4L, 5L)), runs);
    }

    /** Starts a relay with {@code settings} whose publisher records each run it is handed; the list of runs. */
    private List<List<Long>> startRecordingRuns(RelaySettings settings) {
        List<List<Long>> runs = Collections.synchronizedList(new ArrayList<>());
        relay = new OutboxRelay(fixture.outbox, entries -> runs.add(sequences(entries)), settings,
                runnable -> new Thread(runnable, "outbox-relay-test"));
        relay.start();
        return runs;
    }

    private static List<Long> sequences(List<OutboxEntry> entries) {
        return entries.stream().map(OutboxEntry::sequence).toList();
    }

    @Test
    void closeStopsARelayThatKeepsFailing() throws InterruptedException {
        fixture.commit(1);
        start(entries -> {
            throw new IllegalStateException("broker down");
        });

        assertFalse(relay.awaitPublished(1, Duration.ofMillis(100)));
        relay.close();

        assertEquals(0, fixture.outbox.publishedSequence());
        assertTrue(published.isEmpty());
    }

    @Test
    void aNewRelayResumesWhereTheLastOneStopped() throws InterruptedException {
        start(entries -> entries.forEach(entry -> published.add(entry.sequence())));
        relay.committed(fixture.commit(1).sequence(), false);
        assertTrue(relay.awaitPublished(1, WAIT));
        relay.close();
        fixture.commit(2);
        fixture.commit(3);

        start(entries -> entries.forEach(entry -> published.add(entry.sequence())));

        assertTrue(relay.awaitPublished(3, WAIT));
        assertEquals(List.of(1L, 2L, 3L), published);
    }
}
