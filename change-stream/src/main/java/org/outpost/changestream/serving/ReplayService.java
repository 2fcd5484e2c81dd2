// SPDX-License-Identifier: Apache-2.0
package org.outpost.changestream.serving;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.UUID;

import org.outpost.changestream.apply.ChangeSetSource;
import org.outpost.changestream.apply.ReplayPage;
import org.outpost.changestream.apply.ReplayUnavailableException;
import org.outpost.changestream.outbox.Outbox;
import org.outpost.changestream.outbox.OutboxEntry;

/**
 * Main's replay service, the sending end of {@link org.outpost.changestream.fetching.ReplayClient}: the outbox's encoded change sets from a
 * sequence on, exactly as stored. As a {@link ChangeSetSource} it also serves a replica in main's own JVM.
 * Thread-safe; each call reads the outbox in transactions of its own.
 */
public final class ReplayService implements ChangeSetSource {

    /** The most change sets one call returns when no other cap is given. */
    public static final int MAX_BATCH = 1000;

    private final Outbox outbox;
    private final int maxBatch;

    public ReplayService(Outbox outbox) {
        this(outbox, MAX_BATCH);
    }

    /** @param maxBatch the most change sets one call returns, whatever is asked; at least 1 */
    public ReplayService(Outbox outbox, int maxBatch) {
        this.outbox = Objects.requireNonNull(outbox, "outbox");
        if (maxBatch < 1) {
            throw new IllegalArgumentException("A replay batch holds at least one change set, got " + maxBatch);
        }
        this.maxBatch = maxBatch;
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
        List<OutboxEntry> entries = outbox.readFrom(fromSequence, Math.min(max, maxBatch));
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
        long published = Math.min(outbox.publishedSequence(), position.lastSequence());
        return new ReplayPage(messages, position.lastSequence(), published);
    }

    private static ReplayUnavailableException epochChanged(UUID wanted, UUID current) {
        return new ReplayUnavailableException("Epoch " + wanted + " is not main's current epoch " + current
                + " (the outbox was reset); a snapshot is needed");
    }
}
