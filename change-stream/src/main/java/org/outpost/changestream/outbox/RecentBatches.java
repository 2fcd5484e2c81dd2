// SPDX-License-Identifier: Apache-2.0
package org.outpost.changestream.outbox;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.TreeMap;
import java.util.UUID;

import org.outpost.changestream.model.ChangeSet;
import org.outpost.changestream.wire.ChangeSetCodec;
import org.outpost.changestream.wire.WireFormatException;

/**
 * Main's memory of the change batches it published last on one stream, the bytes exactly as they went on the topic:
 * an edge replaying what it missed while away (a WAN outage, a redeployment) gets these messages, read from memory
 * and numbered as the topic numbers them, instead of the outbox's stored change sets one per message, read from main's
 * database. Holds consecutive batches of one epoch, at most {@code maxBytes} of them; the oldest go first, and a batch
 * that does not follow the last one (a new epoch, a run published again after a failure) starts the memory anew.
 * The publisher adds each batch once the broker has it; replays read it. Thread-safe.
 */
public final class RecentBatches {

    /** How much a stream keeps unless told otherwise: tens of thousands of change sets of a few rows. */
    public static final int DEFAULT_MAX_BYTES = 16 * 1024 * 1024;

    /** A memory that keeps nothing. */
    public static final RecentBatches NONE = new RecentBatches(0);

    /**
     * One published message.
     *
     * @param epoch   the epoch of its change sets
     * @param first   the sequence of its first change set
     * @param last    the sequence of its last change set, at least {@code first}
     * @param message the change batch as published; not copied, never changed
     */
    public record Batch(UUID epoch, long first, long last, byte[] message) {

        public Batch {
            Objects.requireNonNull(epoch, "epoch");
            Objects.requireNonNull(message, "message");
            if (first < 1 || last < first) {
                throw new IllegalArgumentException("A batch holds sequences first..last with 1 <= first <= last, got "
                        + first + ".." + last);
            }
        }

        /**
         * The message of a run of consecutive outbox entries of one epoch: their change sets as one change batch
         * ({@link ChangeSetCodec#encodeBatch}), numbered by {@code codec}.
         *
         * @throws IllegalStateException naming the entry that does not decode
         */
        public static Batch of(List<OutboxEntry> run, ChangeSetCodec codec) {
            List<ChangeSet> changeSets = new ArrayList<>(run.size());
            for (OutboxEntry entry : run) {
                try {
                    changeSets.add(entry.decode(codec));
                } catch (WireFormatException e) {
                    throw new IllegalStateException("Outbox entry " + entry.sequence() + " of epoch " + entry.epoch()
                            + " does not decode: " + e.getMessage(), e);
                }
            }
            OutboxEntry first = run.get(0);
            return new Batch(first.epoch(), first.sequence(), run.get(run.size() - 1).sequence(),
                    codec.encodeBatch(changeSets));
        }

        /** How many change sets it holds. */
        public int changeSets() {
            return (int) (last - first + 1);
        }
    }

    /**
     * What a replay from a sequence gets from memory.
     *
     * @param messages         the remembered batches' messages, consecutive from the sequence; empty when none
     *                         begins there
     * @param changeSets       how many change sets they hold together
     * @param outboxChangeSets when none, how many change sets to read from the outbox instead: at most what was
     *                         asked, and no further than the next remembered batch, so that the following replay
     *                         finds one
     */
    public record Replay(List<byte[]> messages, int changeSets, int outboxChangeSets) {
    }

    private final long maxBytes;

    // Guarded by this.
    private final TreeMap<Long, Batch> byFirst = new TreeMap<>();
    private long bytes;

    /** @param maxBytes the most message bytes kept; 0 keeps nothing */
    public RecentBatches(long maxBytes) {
        if (maxBytes < 0) {
            throw new IllegalArgumentException("The memory of recent batches needs maxBytes >= 0, got " + maxBytes);
        }
        this.maxBytes = maxBytes;
    }

    /** Remembers a batch just published, forgetting the oldest as needed. */
    public synchronized void add(Batch batch) {
        Map.Entry<Long, Batch> newest = byFirst.lastEntry();
        if (newest != null && !(newest.getValue().epoch().equals(batch.epoch())
                && newest.getValue().last() + 1 == batch.first())) {
            byFirst.clear();
            bytes = 0;
        }
        if (batch.message().length > maxBytes) {
            return;
        }
        byFirst.put(batch.first(), batch);
        bytes += batch.message().length;
        while (bytes > maxBytes) {
            bytes -= byFirst.pollFirstEntry().getValue().message().length;
        }
    }

    /**
     * The consecutive batches of {@code epoch} from the one beginning at {@code from}, as many as hold at most
     * {@code max} change sets together; none when no batch in memory begins at {@code from}, or the first holds more.
     */
    public synchronized List<Batch> from(UUID epoch, long from, int max) {
        List<Batch> batches = new ArrayList<>();
        long changeSets = 0;
        for (Batch batch = byFirst.get(from); batch != null && batch.epoch().equals(epoch)
                && changeSets + batch.changeSets() <= max; batch = byFirst.get(batch.last() + 1)) {
            batches.add(batch);
            changeSets += batch.changeSets();
        }
        return batches;
    }

    /**
     * What a replay of {@code epoch} from {@code from}, of at most {@code max} change sets, gets from memory: the
     * consecutive batches {@link #from} gives, or, when none, how many change sets to read from the outbox first.
     */
    public synchronized Replay replay(UUID epoch, long from, int max) {
        List<Batch> batches = from(epoch, from, max);
        if (batches.isEmpty()) {
            return new Replay(List.of(), 0, (int) Math.min(max, nextBatchAfter(epoch, from) - from));
        }
        return new Replay(batches.stream().map(Batch::message).toList(),
                batches.stream().mapToInt(Batch::changeSets).sum(), 0);
    }

    /**
     * The first sequence after {@code from} at which a batch of {@code epoch} in memory begins, {@link Long#MAX_VALUE}
     * when none does: a replay from {@code from} reads the outbox up to there, and memory from there on.
     */
    synchronized long nextBatchAfter(UUID epoch, long from) {
        Map.Entry<Long, Batch> next = byFirst.higherEntry(from);
        return next == null || !next.getValue().epoch().equals(epoch) ? Long.MAX_VALUE : next.getKey();
    }
}
