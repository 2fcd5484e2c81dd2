// SPDX-License-Identifier: Apache-2.0
package org.outpost.changestream.serving;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.OptionalInt;
import java.util.UUID;
import java.util.concurrent.atomic.AtomicLong;

import org.outpost.changestream.apply.ChangeSetSource;
import org.outpost.changestream.apply.ReplayPage;
import org.outpost.changestream.apply.ReplayUnavailableException;
import org.outpost.changestream.outbox.Outbox;
import org.outpost.changestream.outbox.OutboxEntry;
import org.outpost.changestream.outbox.RecentBatches;

/**
 * Main's replay service, the sending end of {@link org.outpost.changestream.fetching.ReplayClient}: the change sets
 * from a sequence on, as the topic carried them where main still has them in memory ({@link RecentBatches}) and the
 * edge numbers columns as the topic does, else as the outbox stores them. As a {@link ChangeSetSource} it also serves
 * a replica in main's own JVM, from the outbox. Thread-safe; each call reads the outbox in transactions of its own.
 */
public final class ReplayService implements ChangeSetSource {

    /** The most change sets one call returns when no other cap is given. */
    public static final int MAX_BATCH = 1000;

    private final Outbox outbox;
    private final int maxBatch;
    private final RecentBatches recent;
    private final int schema;
    private final AtomicLong fromMemory = new AtomicLong();
    private final AtomicLong fromOutbox = new AtomicLong();

    /** A service of the outbox alone. */
    public ReplayService(Outbox outbox) {
        this(outbox, MAX_BATCH, RecentBatches.NONE, 0);
    }

    /**
     * @param maxBatch the most change sets one call returns, whatever is asked; at least 1
     * @param recent   the batches main's publisher put on the topic last
     * @param schema   the {@linkplain org.outpost.changestream.wire.SchemaNumbering#fingerprint() fingerprint} of the
     *                 numbering those batches use
     */
    public ReplayService(Outbox outbox, int maxBatch, RecentBatches recent, int schema) {
        this.outbox = Objects.requireNonNull(outbox, "outbox");
        if (maxBatch < 1) {
            throw new IllegalArgumentException("A replay batch holds at least one change set, got " + maxBatch);
        }
        this.maxBatch = maxBatch;
        this.recent = Objects.requireNonNull(recent, "recent");
        this.schema = schema;
    }

    /** The most change sets one call returns. */
    public int maxBatch() {
        return maxBatch;
    }

    /**
     * The encoded change sets of {@code epoch} from {@code fromSequence} on, consecutive, at most
     * {@code min(max, maxBatch())} (none when nothing at or after {@code fromSequence} is committed yet), with the
     * last sequence committed and the last one published when the outbox was read.
     *
     * @throws ReplayUnavailableException when {@code epoch} is not the outbox's current epoch, or when
     *                                    {@code fromSequence} was committed but is purged (the message says which)
     * @throws IllegalArgumentException   when {@code fromSequence} or {@code max} is below 1
     * @throws org.outpost.changestream.outbox.OutboxException when main's database fails
     */
    @Override
    public ReplayPage fetch(UUID epoch, long fromSequence, int max) throws ReplayUnavailableException {
        return fetch(epoch, fromSequence, max, OptionalInt.empty());
    }

    /**
     * As {@link #fetch(UUID, long, int)}, for an edge whose numbering of the stream schema has the fingerprint
     * {@code edgeSchema} (none: an edge that reads only the outbox's change sets): when it is the topic's, the
     * answer holds the topic's batches that main still has in memory from {@code fromSequence} on, else the outbox's
     * change sets up to the first such batch.
     */
    public ReplayPage fetch(UUID epoch, long fromSequence, int max, OptionalInt edgeSchema)
            throws ReplayUnavailableException {
        Objects.requireNonNull(epoch, "epoch");
        if (fromSequence < 1 || max < 1) {
            throw new IllegalArgumentException("Replay needs from >= 1 and max >= 1, got from " + fromSequence
                    + " and max " + max);
        }
        // The position first: whatever it counts as committed must then be readable, unless purged.
        Outbox.Position position = outbox.position();
        if (!position.epoch().equals(epoch)) {
            throw epochChanged(epoch, position.epoch());
        }
        int most = Math.min(max, maxBatch);
        // Memory serves what the outbox still holds, no more: past retention an edge needs a snapshot either way.
        if (edgeSchema.isPresent() && edgeSchema.getAsInt() == schema && outbox.holds(fromSequence)) {
            RecentBatches.Replay remembered = recent.replay(epoch, fromSequence, most);
            if (remembered.changeSets() > 0) {
                fromMemory.addAndGet(remembered.changeSets());
                return new ReplayPage(remembered.messages(), remembered.changeSets(), position.lastSequence(),
                        published(position));
            }
            most = remembered.outboxChangeSets();
        }
        List<OutboxEntry> entries = outbox.readFrom(fromSequence, most);
        List<byte[]> messages = new ArrayList<>(entries.size());
        for (OutboxEntry entry : entries) {
            if (!entry.epoch().equals(epoch)) {
                throw epochChanged(epoch, entry.epoch());
            }
            if (entry.sequence() != fromSequence + messages.size()) {
                if (messages.isEmpty()) {
                    throw new ReplayUnavailableException("Change set " + fromSequence + " of epoch " + epoch
                            + " was purged from main's outbox (the oldest kept is " + entry.sequence()
                            + "); a snapshot is needed");
                }
                break;
            }
            messages.add(entry.message());
        }
        if (messages.isEmpty() && fromSequence <= position.lastSequence()) {
            throw new ReplayUnavailableException("Change set " + fromSequence + " of epoch " + epoch
                    + " was purged from main's outbox (last sequence " + position.lastSequence()
                    + ", nothing kept from " + fromSequence + "); a snapshot is needed");
        }
        fromOutbox.addAndGet(messages.size());
        return new ReplayPage(messages, position.lastSequence(), published(position));
    }

    /** How many change sets this service replayed from main's memory of the topic. */
    public long changeSetsFromMemory() {
        return fromMemory.get();
    }

    /** How many change sets this service replayed from the outbox. */
    public long changeSetsFromOutbox() {
        return fromOutbox.get();
    }

    /** The last sequence main's relay published, at most the position's last. */
    private long published(Outbox.Position position) {
        return Math.min(outbox.publishedSequence(), position.lastSequence());
    }

    private static ReplayUnavailableException epochChanged(UUID wanted, UUID current) {
        return new ReplayUnavailableException("Epoch " + wanted + " is not main's current epoch " + current
                + " (the outbox was reset); a snapshot is needed");
    }
}
