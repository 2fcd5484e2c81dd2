// SPDX-License-Identifier: Apache-2.0
package org.outpost.changestream.apply;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.outpost.changestream.apply.ReplicaStore.account;
import static org.outpost.changestream.apply.ReplicaStore.changeSet;
import static org.outpost.changestream.apply.ReplicaStore.columns;
import static org.outpost.changestream.apply.ReplicaStore.id;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.UUID;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.outpost.changestream.model.ChangeSet;
import org.outpost.changestream.model.RowChange;
import org.outpost.changestream.wire.ChangeSetCodec;
import org.outpost.changestream.wire.CodecSettings;
import org.outpost.changestream.wire.SchemaNumbering;

class ReplicaSynchronizerTest {

    private final ChangeSetCodec codec = new ChangeSetCodec();
    private final UUID epoch = UUID.randomUUID();
    /** Main's outbox: sequence to message, of {@link #epoch}. */
    private final Map<Long, byte[]> outbox = new TreeMap<>();
    private final List<String> fetches = new ArrayList<>();
    private long retainedFrom = 1;
    /** When set, main commits one more change set before answering each replay request. */
    private boolean busyMain;
    /** How many of main's last change sets its relay has not published yet. */
    private long unpublished;
    /** Replay requests from this sequence on find main unreachable. */
    private long unreachableFrom = Long.MAX_VALUE;
    private final List<String> fetchingThreads = new ArrayList<>();
    private Snapshot nextSnapshot;
    private int snapshotsOpened;
    private ReplicaStore store;
    private ReplicaSynchronizer synchronizer;

    @BeforeEach
    void start() throws Exception {
        store = new ReplicaStore();
        ChangeSetSource replay = (wanted, from, max) -> {
            fetches.add(from + "+" + max);
            fetchingThreads.add(Thread.currentThread().getName());
            if (from >= unreachableFrom) {
                throw new IOException("main unreachable");
            }
            if (busyMain) {
                long next = ((TreeMap<Long, byte[]>) outbox).lastKey() + 1;
                onMain(next, account(next, 1));
            }
            if (!wanted.equals(epoch) || from < retainedFrom) {
                throw new ReplayUnavailableException("sequence " + from + " is beyond retention");
            }
            List<byte[]> messages = new ArrayList<>();
            for (long sequence = from; sequence < from + max && outbox.containsKey(sequence); sequence++) {
                messages.add(outbox.get(sequence));
            }
            long last = outbox.isEmpty() ? 0 : ((TreeMap<Long, byte[]>) outbox).lastKey();
            return new ReplayPage(messages, last, Math.max(0, last - unpublished));
        };
        SnapshotSource snapshots = () -> {
            snapshotsOpened++;
            return nextSnapshot;
        };
        synchronizer = new ReplicaSynchronizer(store.endpoint, replay, snapshots, 2, 5);
    }

    @AfterEach
    void stop() throws Exception {
        store.close();
    }

    private ChangeSet onMain(long sequence, RowChange... rows) {
        ChangeSet changeSet = changeSet(epoch, sequence, rows);
        outbox.put(sequence, codec.encode(changeSet));
        return changeSet;
    }

    @Test
    void aGapIsReplayedFromMainsOutboxInOrderThenTheChangeSetApplies() throws Exception {
        store.start(epoch);
        for (long sequence = 1; sequence <= 4; sequence++) {
            onMain(sequence, account(sequence, 10));
        }
        ChangeSet fifth = onMain(5, account(5, 10));

        assertEquals(List.of(new ApplyOutcome.Applied(5, 1)), synchronizer.receive(codec.encode(fifth)));
        assertEquals(List.of("1+2", "3+2"), fetches, "replayed in batches of 2 from the first missing one");
        assertEquals(5, store.lastSequence());
        assertEquals(5, store.count("account"));
        ApplyStats stats = store.endpoint.stats();
        assertEquals(1, stats.replays(), "one replay run");
        assertEquals(4, stats.replayedChangeSets());
        assertEquals(0, stats.snapshots() - 1, "only the starting snapshot");
        assertInstanceOf(ApplyOutcome.Duplicate.class, synchronizer.receive(onMain(3, account(3, 10))));
    }

    @Test
    void aBatchIsAppliedOneChangeSetAtATimeAsIfEachHadComeAlone() throws Exception {
        store.start(epoch);
        List<Long> told = new ArrayList<>();
        store.endpoint.addListener(changes -> told.add(changes.sequence()));
        ChangeSet first = onMain(1, account(1, 10));
        onMain(2, account(2, 20));
        ChangeSet third = onMain(3, account(3, 30));
        ChangeSet fourth = onMain(4, RowChange.update("Account", id("id", 1L), null, columns("balance", 15L)));
        assertEquals(List.of(new ApplyOutcome.Applied(1, 1)), synchronizer.receive(codec.encode(first)));
        ChangeSetCodec numbered = new ChangeSetCodec(CodecSettings.defaults(), SchemaNumbering.of(store.endpoint.schema()));

        List<ApplyOutcome> outcomes = synchronizer.receive(numbered.encodeBatch(List.of(first)));
        assertEquals(List.of(new ApplyOutcome.Duplicate(1, 1)), outcomes, "a batch already applied is skipped");
        outcomes = synchronizer.receive(numbered.encodeBatch(List.of(third, fourth)));

        assertEquals(List.of(new ApplyOutcome.Applied(3, 1), new ApplyOutcome.Applied(4, 1)), outcomes);
        assertEquals(List.of("2+1"), fetches, "the gap before the batch's first change set is replayed first");
        assertEquals(List.of(1L, 2L, 3L, 4L), told, "listeners told per change set, in order");
        assertEquals(4, store.lastSequence());
        assertEquals(65, store.queryLong("select sum(balance) from account"));
    }

    @Test
    void aNewEpochInstallsASnapshotAndContinuesFromItsSequence() throws Exception {
        store.start(UUID.randomUUID());
        store.endpoint.apply(changeSet(store.endpoint.state().orElseThrow().epoch(), 1, account(99, 1)));
        nextSnapshot = Snapshots.of(epoch, 10, new SnapshotChunk("Account", List.of(account(1, 100), account(2, 200))));
        onMain(11, account(3, 300));
        ChangeSet twelfth = onMain(12, RowChange.update("Account", id("id", 1L), null, columns("balance", 150L)));

        assertEquals(new ApplyOutcome.Applied(12, 1), synchronizer.receive(twelfth));
        assertEquals(1, snapshotsOpened);
        assertEquals(List.of("11+1"), fetches);
        assertEquals(12, store.lastSequence());
        assertEquals(epoch, store.endpoint.state().orElseThrow().epoch());
        assertEquals(0, store.queryLong("select count(*) from account where id = 99"), "the old epoch's rows are gone");
        assertEquals(650, store.queryLong("select sum(balance) from account"));
    }

    @Test
    void changeSetsOfAnEpochMainNoLongerServesAreSkippedAfterOneSnapshot() throws Exception {
        store.start(epoch);
        UUID gone = UUID.randomUUID();
        nextSnapshot = Snapshots.of(epoch, 10, new SnapshotChunk("Account", List.of(account(1, 100))));

        assertEquals(new ApplyOutcome.Obsolete(425, gone, epoch), synchronizer.receive(changeSet(gone, 425, account(7, 7))),
                "a leftover of an outbox main recreated: its epoch is not the one main's snapshot carries");
        assertEquals(new ApplyOutcome.Obsolete(426, gone, epoch), synchronizer.receive(changeSet(gone, 426, account(8, 8))));
        assertEquals(1, snapshotsOpened, "the second one is skipped without another snapshot");
        assertEquals(100, store.queryLong("select sum(balance) from account"), "nothing of the old epoch applied");

        ChangeSet next = onMain(11, account(2, 5));
        assertEquals(new ApplyOutcome.Applied(11, 1), synchronizer.receive(next), "main's own epoch goes on");
    }

    @Test
    void anEmptyReplicaCatchesUpWithASnapshotThenReplay() throws Exception {
        nextSnapshot = Snapshots.of(epoch, 2, new SnapshotChunk("Account", List.of(account(1, 100))));
        onMain(3, account(2, 5));
        onMain(4, account(3, 5));
        assertEquals(4, synchronizer.catchUp());
        assertEquals(3, store.count("account"));
    }

    @Test
    void catchUpBehindABusyMainEndsAtMainsLastSequenceOfItsFirstAnswer() throws Exception {
        store.start(epoch);
        for (long sequence = 1; sequence <= 4; sequence++) {
            onMain(sequence, account(sequence, 10));
        }
        busyMain = true;

        assertEquals(5, synchronizer.catchUp(), "main had committed 5 when it first answered; later ones come by the topic");
        assertEquals(List.of("1+2", "3+2", "5+1"), fetches, "no request chases main's writes");
        assertEquals(7, ((TreeMap<Long, byte[]>) outbox).lastKey(), "main went on committing meanwhile");
        assertTrue(synchronizer.freshness().freshAsOf().isPresent(), "fresh as of the last change set's commit");
    }

    @Test
    void catchUpHandsOverToTheSubscriptionAtWhatMainHasPublished() throws Exception {
        store.start(epoch);
        for (long sequence = 1; sequence <= 7; sequence++) {
            onMain(sequence, account(sequence, 10));
        }
        unpublished = 4;

        assertEquals(3, synchronizer.catchUp(), "4 to 7 are not on the topic yet: the subscription will bring them");
        assertEquals(List.of("1+2", "3+1"), fetches);
        assertEquals(List.of(new ApplyOutcome.Applied(4, 1)),
                synchronizer.receive(codec.encode(ReplicaStore.changeSet(epoch, 4, account(4, 10)))));
    }

    @Test
    void anEdgeThatMainSaysIsInStepIsFreshAsOfTheRequest() throws Exception {
        store.start(epoch);
        onMain(1, account(1, 10));
        Instant before = Instant.now();

        assertEquals(1, synchronizer.catchUp());
        assertEquals(List.of("1+2"), fetches, "main's answer says 1 is its last");
        assertTrue(!synchronizer.freshness().freshAsOf().orElseThrow().isBefore(before),
                "nothing newer on main: in step as of the request");
    }

    @Test
    void tooFarBehindOrBeyondRetentionTakesASnapshotInsteadOfReplaying() throws Exception {
        store.start(epoch);
        nextSnapshot = Snapshots.of(epoch, 20, new SnapshotChunk("Account", List.of(account(1, 1))));
        ChangeSet far = changeSet(epoch, 21, account(2, 2));
        assertInstanceOf(ApplyOutcome.Applied.class, synchronizer.receive(far));
        assertEquals(List.of(), fetches, "a 20-change-set gap is over the limit of 5: no replay tried");

        retainedFrom = 24;
        nextSnapshot = Snapshots.of(epoch, 24, new SnapshotChunk("Account", List.of(account(1, 1), account(3, 3))));
        assertInstanceOf(ApplyOutcome.Applied.class, synchronizer.receive(changeSet(epoch, 25, account(4, 4))));
        assertEquals(List.of("22+2"), fetches);
        assertEquals(2, snapshotsOpened);
        assertEquals(25, store.lastSequence());
        assertEquals(8, store.queryLong("select sum(balance) from account"));
    }

    @Test
    void readersKeepTheOldReplicaWhileASnapshotLoadsAndSeeTheNewOneWhole() throws Exception {
        store.start(epoch);
        store.endpoint.apply(changeSet(epoch, 1, account(1, 10), account(2, 10)));
        List<Long> seenDuringLoad = new ArrayList<>();
        Iterator<SnapshotChunk> chunks = List.of(
                new SnapshotChunk("Account", List.of(account(3, 1000))),
                new SnapshotChunk("Account", List.of(account(4, 1000)))).iterator();
        Iterator<SnapshotChunk> observing = new Iterator<>() {
            @Override
            public boolean hasNext() {
                return chunks.hasNext();
            }

            @Override
            public SnapshotChunk next() {
                try {
                    seenDuringLoad.add(store.queryLong("select sum(balance) from account"));
                    seenDuringLoad.add(store.lastSequence());
                } catch (Exception e) {
                    throw new IllegalStateException(e);
                }
                return chunks.next();
            }
        };
        Snapshots.RecordingListener listener = new Snapshots.RecordingListener();
        store.endpoint.addListener(listener);
        UUID newEpoch = UUID.randomUUID();

        assertEquals(2, store.endpoint.installSnapshot(Snapshots.of(newEpoch, 7, observing)));

        assertEquals(List.of(20L, 1L, 20L, 1L), seenDuringLoad, "old rows and position while loading");
        assertEquals(2000, store.queryLong("select sum(balance) from account"));
        assertEquals(2, store.count("account"));
        assertEquals(7, store.lastSequence());
        assertEquals(List.of(7L), listener.snapshots);
        assertTrue(listener.applied.isEmpty());
    }

    @Test
    void aSnapshotThatFailsLeavesTheReplicaAsItWas() throws Exception {
        store.start(epoch);
        store.endpoint.apply(changeSet(epoch, 1, account(1, 10)));
        Snapshot broken = Snapshots.of(UUID.randomUUID(), 9,
                new SnapshotChunk("Account", List.of(account(5, 1))),
                new SnapshotChunk("Account", List.of(RowChange.insert("Account", id("id", 6L), null,
                        columns("balance", null)))));
        ReplicaApplyException e = org.junit.jupiter.api.Assertions.assertThrows(ReplicaApplyException.class,
                () -> store.endpoint.installSnapshot(broken));
        assertTrue(e.getMessage().contains("id=6"), e.getMessage());
        assertEquals(10, store.queryLong("select sum(balance) from account"));
        assertEquals(1, store.lastSequence());
        assertEquals(epoch, store.endpoint.state().orElseThrow().epoch());
    }

    @Test
    void aReplayFetchesAndDecodesOnAThreadOfItsOwnAndKeepsWhatCameBeforeMainBecameUnreachable() throws Exception {
        store.start(epoch);
        for (long sequence = 1; sequence <= 6; sequence++) {
            onMain(sequence, account(sequence, 10));
        }
        unreachableFrom = 5;

        IOException e = assertThrows(IOException.class, () -> synchronizer.catchUp());
        assertEquals("main unreachable", e.getMessage());
        assertEquals(List.of("1+2", "3+2", "5+2"), fetches);
        assertEquals(List.of("outpost-replay"), fetchingThreads.stream().distinct().toList());
        assertEquals(4, store.lastSequence(), "the pages before the failure are applied");
        assertEquals(4, store.endpoint.stats().replayedChangeSets());

        unreachableFrom = Long.MAX_VALUE;
        assertEquals(6, synchronizer.catchUp());
        assertEquals(60, store.queryLong("select sum(balance) from account"));
    }

    @Test
    void aReplayedChangeSetThatDoesNotDecodeIsNeverAppliedAndASnapshotIsTakenInstead() throws Exception {
        store.start(epoch);
        for (long sequence = 1; sequence <= 4; sequence++) {
            onMain(sequence, account(sequence, 10));
        }
        outbox.put(3L, "not a change set".getBytes(StandardCharsets.UTF_8));
        nextSnapshot = Snapshots.of(epoch, 4, new SnapshotChunk("Account", List.of(account(1, 1), account(2, 2))));

        assertEquals(4, synchronizer.catchUp());
        assertEquals(1, snapshotsOpened, "replay unavailable from 3: a snapshot");
        assertEquals(3, store.queryLong("select sum(balance) from account"));
    }
}
