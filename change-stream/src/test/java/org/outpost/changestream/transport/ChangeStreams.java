// SPDX-License-Identifier: Apache-2.0
package org.outpost.changestream.transport;

import static org.junit.jupiter.api.Assertions.fail;

import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.UUID;
import java.util.function.BooleanSupplier;
import java.util.function.LongPredicate;

import org.outpost.changestream.model.ChangeSet;
import org.outpost.changestream.model.ColumnValue;
import org.outpost.changestream.model.RowChange;
import org.outpost.changestream.outbox.OutboxEntry;
import org.outpost.changestream.wire.ChangeSetCodec;

/** Change sets, entries and a recording handler shared by the transport tests. */
final class ChangeStreams {

    static final UUID EPOCH = UUID.fromString("0b7a3c2e-4d5f-4e6a-8b9c-0d1e2f3a4b5c");
    static final Instant COMMIT_TIME = Instant.parse("2026-11-22T10:15:30.123456Z");
    static final ChangeSetCodec CODEC = new ChangeSetCodec();

    private ChangeStreams() {
    }

    static ChangeSet changeSet(long sequence) {
        return new ChangeSet(EPOCH, sequence, COMMIT_TIME.plusMillis(sequence), List.of(RowChange.insert("Item",
                List.of(ColumnValue.of("id", sequence)), 1L, List.of(ColumnValue.of("name", "item " + sequence)))));
    }

    static byte[] message(long sequence) {
        return CODEC.encode(changeSet(sequence));
    }

    /** The message the publisher sends for change set {@code sequence} alone: a change batch of one. */
    static byte[] published(long sequence) {
        return CODEC.encodeBatch(List.of(changeSet(sequence)));
    }

    static OutboxEntry entry(long sequence) {
        return new OutboxEntry(EPOCH, sequence, COMMIT_TIME.plusMillis(sequence), message(sequence));
    }

    static void await(String what, Duration timeout, BooleanSupplier condition) throws InterruptedException {
        long deadline = System.nanoTime() + timeout.toNanos();
        while (!condition.getAsBoolean()) {
            if (System.nanoTime() - deadline > 0) {
                fail("Timed out after " + timeout + " waiting for " + what);
            }
            Thread.sleep(10);
        }
    }

    /**
     * Decodes like the apply endpoint, a change set or a batch (a {@code WireFormatException} escapes), records applied
     * sequences and every attempt, and fails with an {@code IOException} while {@code failing} says so for a sequence.
     */
    static final class Recorder implements ChangeSetHandler {

        private final List<Long> applied = new ArrayList<>();
        private final List<long[]> attempts = new ArrayList<>();
        private final LongPredicate failing;
        private final boolean acknowledgeApply;

        Recorder() {
            this(sequence -> false, false);
        }

        Recorder(LongPredicate failing, boolean acknowledgeApply) {
            this.failing = failing;
            this.acknowledgeApply = acknowledgeApply;
        }

        @Override
        public void handle(byte[] message, ApplyAcknowledger acknowledger) throws Exception {
            for (ChangeSet changeSet : CODEC.decodeBatch(message)) {
                synchronized (this) {
                    attempts.add(new long[] { changeSet.sequence(), System.nanoTime() });
                }
                if (failing.test(changeSet.sequence())) {
                    throw new java.io.IOException("replica store unavailable for " + changeSet.sequence());
                }
                synchronized (this) {
                    applied.add(changeSet.sequence());
                }
                if (acknowledgeApply) {
                    acknowledger.applied(changeSet.epoch(), changeSet.sequence());
                }
            }
        }

        synchronized List<Long> applied() {
            return List.copyOf(applied);
        }

        synchronized int appliedCount() {
            return applied.size();
        }

        /** Attempt times (nanoTime) for one sequence. */
        synchronized List<Long> attemptsOf(long sequence) {
            return attempts.stream().filter(a -> a[0] == sequence).map(a -> a[1]).toList();
        }
    }

    static List<Long> range(long from, long to) {
        List<Long> list = new ArrayList<>();
        for (long i = from; i <= to; i++) {
            list.add(i);
        }
        return list;
    }
}
