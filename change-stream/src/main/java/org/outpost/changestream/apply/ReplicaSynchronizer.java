// SPDX-License-Identifier: Apache-2.0
package org.outpost.changestream.apply;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;
import java.util.UUID;
import java.util.concurrent.ThreadFactory;

import org.outpost.changestream.model.ChangeSet;
import org.outpost.changestream.wire.WireFormatException;

/**
 * Keeps a replica store in step with main around the {@link ApplyEndpoint}: a change set that arrives ahead of a
 * gap makes it replay the gap from main's outbox ({@link ChangeSetSource}) and then apply it; a change set of
 * another epoch, a replica that has none yet, a gap longer than {@code maxReplayGap}, a gap main can no longer
 * replay, or a replica that diverged makes it install a snapshot ({@link SnapshotSource}) and continue from the
 * snapshot's sequence. A change set whose epoch is not the one of the snapshot main then serves belongs to an outbox
 * main no longer has ({@link ApplyOutcome.Obsolete}): it is skipped, and so are later ones of that epoch, without
 * another snapshot. The replica serves readers throughout.
 * <p>
 * The WildFly wiring calls {@link #receive(byte[])} from the topic consumer (one thread per edge) and acknowledges
 * the message when it returns; on {@link IOException} it leaves the message unacknowledged and retries later.
 */
public final class ReplicaSynchronizer {

    /** How many change sets one replay request asks for by default. */
    public static final int DEFAULT_REPLAY_BATCH = 500;
    /** The longest gap replayed rather than bridged by a snapshot, by default. */
    public static final long DEFAULT_MAX_REPLAY_GAP = 100_000;

    private static final int MAX_ATTEMPTS = 3;
    /** How many obsolete epochs are remembered, so that their change sets are skipped without a snapshot each. */
    private static final int OBSOLETE_EPOCHS = 16;

    private final ApplyEndpoint endpoint;
    private final ChangeSetSource replay;
    private final SnapshotSource snapshots;
    private final int replayBatch;
    private final long maxReplayGap;
    private final ThreadFactory threads;
    /** Epochs found obsolete, oldest first (used by the consuming thread only). */
    private final Set<UUID> obsoleteEpochs = new LinkedHashSet<>();
    private final ReplicaFreshness freshness = new ReplicaFreshness();

    /** A synchronizer whose replays fetch and decode on daemon threads of its own. */
    public ReplicaSynchronizer(ApplyEndpoint endpoint, ChangeSetSource replay, SnapshotSource snapshots) {
        this(endpoint, replay, snapshots, ReplicaSynchronizer::replayThread);
    }

    /** @param threads make the threads that fetch and decode a replay's pages, two per replay run */
    public ReplicaSynchronizer(ApplyEndpoint endpoint, ChangeSetSource replay, SnapshotSource snapshots,
            ThreadFactory threads) {
        this(endpoint, replay, snapshots, DEFAULT_REPLAY_BATCH, DEFAULT_MAX_REPLAY_GAP, threads);
    }

    /** A synchronizer whose replays fetch and decode on daemon threads of its own. */
    public ReplicaSynchronizer(ApplyEndpoint endpoint, ChangeSetSource replay, SnapshotSource snapshots,
            int replayBatch, long maxReplayGap) {
        this(endpoint, replay, snapshots, replayBatch, maxReplayGap, ReplicaSynchronizer::replayThread);
    }

    public ReplicaSynchronizer(ApplyEndpoint endpoint, ChangeSetSource replay, SnapshotSource snapshots,
            int replayBatch, long maxReplayGap, ThreadFactory threads) {
        this.threads = Objects.requireNonNull(threads, "threads");
        this.endpoint = Objects.requireNonNull(endpoint, "endpoint");
        this.replay = Objects.requireNonNull(replay, "replay");
        this.snapshots = Objects.requireNonNull(snapshots, "snapshots");
        if (replayBatch < 1 || maxReplayGap < 1) {
            throw new IllegalArgumentException("replayBatch and maxReplayGap must be positive");
        }
        this.replayBatch = replayBatch;
        this.maxReplayGap = maxReplayGap;
        endpoint.addListener(freshness);
    }

    /**
     * Decodes one message from the topic, a change set or a change batch, and {@linkplain #receive(ChangeSet)
     * receives} each of its change sets in order, each in a transaction of its own, exactly as if they had come one
     * message each. On an exception the change sets before the failing one stay applied: the message is offered
     * again, and they are skipped as duplicates then.
     *
     * @return the outcome of each change set, in order
     * @throws WireFormatException when the message does not decode (dead-letter it; the next one replays the gap);
     *                             nothing of it was applied
     */
    public List<ApplyOutcome> receive(byte[] message) throws WireFormatException, IOException, SQLException {
        List<ChangeSet> changeSets = endpoint.decodeBatch(message);
        List<ApplyOutcome> outcomes = new ArrayList<>(changeSets.size());
        for (ChangeSet changeSet : changeSets) {
            outcomes.add(receive(changeSet));
        }
        return outcomes;
    }

    /**
     * Applies a change set, replaying or snapshotting first as needed.
     *
     * @return {@link ApplyOutcome.Applied}, {@link ApplyOutcome.Duplicate} or {@link ApplyOutcome.Obsolete}
     * @throws IOException           when main is unreachable for a needed replay or snapshot; nothing of this
     *                               change set was applied (an installed snapshot or replayed prefix stays)
     * @throws ReplicaApplyException when the change set itself fails
     */
    public ApplyOutcome receive(ChangeSet changeSet) throws IOException, SQLException {
        Optional<UUID> current = endpoint.state().map(ReplicaState::epoch);
        if (obsoleteEpochs.contains(changeSet.epoch()) && current.isPresent()) {
            return new ApplyOutcome.Obsolete(changeSet.sequence(), changeSet.epoch(), current.get());
        }
        for (int attempt = 1; ; attempt++) {
            ApplyOutcome outcome;
            try {
                outcome = endpoint.apply(changeSet);
            } catch (ReplicaApplyException e) {
                if (e.reason() != ReplicaApplyException.Reason.MISSING_ROW || attempt >= MAX_ATTEMPTS) {
                    throw e;
                }
                ApplyLogger.ROOT_LOGGER.diverged(changeSet.sequence(), e.getMessage());
                installSnapshot();
                continue;
            }
            if (outcome instanceof ApplyOutcome.Applied || outcome instanceof ApplyOutcome.Duplicate) {
                return outcome;
            }
            if (attempt >= MAX_ATTEMPTS) {
                throw new IOException("Change set " + changeSet.sequence() + " of epoch " + changeSet.epoch()
                        + " still not applicable after " + attempt + " attempts: " + outcome);
            }
            if (outcome instanceof ApplyOutcome.Gap gap) {
                fillGap(changeSet.epoch(), gap.from(), gap.to());
            } else {
                installSnapshot();
                UUID served = endpoint.state().orElseThrow().epoch();
                if (!served.equals(changeSet.epoch())) {
                    return obsolete(changeSet, served);
                }
            }
        }
    }

    /**
     * Brings a replica up to date without a change set in hand (at start, or after reconnecting): a snapshot if
     * it has no state, then replay up to the last sequence main's relay had published to the topic when main first
     * answered, and no further: the caller subscribed before calling, so whatever main publishes later arrives through
     * the subscription (a change set published meanwhile arrives twice and is skipped; one recorded as published late
     * shows up as a gap before the next one, which is replayed then). A busy main therefore never keeps the edge
     * catching up (it would chase main's writes page after page), and the subscription carries few duplicates.
     *
     * @return the last sequence applied afterwards
     */
    public long catchUp() throws IOException, SQLException {
        endpoint.recordCatchUpStart();
        if (endpoint.state().isEmpty()) {
            installSnapshot();
        }
        ReplicaState state = endpoint.state().orElseThrow();
        try {
            replayFrom(state.epoch(), state.lastSequence() + 1, ReplayPages.UNTIL_PUBLISHED);
        } catch (ReplayUnavailableException e) {
            ApplyLogger.ROOT_LOGGER.replayUnavailable(state.lastSequence() + 1, Long.MAX_VALUE, e.getMessage());
            installSnapshot();
        }
        return endpoint.state().orElseThrow().lastSequence();
    }

    /** Since when the replica is known to hold all main had committed (what the disconnected policy measures). */
    public ReplicaFreshness freshness() {
        return freshness;
    }

    private ApplyOutcome obsolete(ChangeSet changeSet, UUID served) {
        if (obsoleteEpochs.size() == OBSOLETE_EPOCHS) {
            obsoleteEpochs.remove(obsoleteEpochs.iterator().next());
        }
        obsoleteEpochs.add(changeSet.epoch());
        ApplyLogger.ROOT_LOGGER.obsoleteEpoch(changeSet.sequence(), changeSet.epoch(), served, changeSet.epoch());
        return new ApplyOutcome.Obsolete(changeSet.sequence(), changeSet.epoch(), served);
    }

    private void fillGap(UUID epoch, long from, long to) throws IOException, SQLException {
        if (to - from + 1 > maxReplayGap) {
            ApplyLogger.ROOT_LOGGER.replayUnavailable(from, to, "more than " + maxReplayGap + " change sets behind");
            installSnapshot();
            return;
        }
        try {
            replayFrom(epoch, from, to);
        } catch (ReplayUnavailableException e) {
            ApplyLogger.ROOT_LOGGER.replayUnavailable(from, to, e.getMessage());
            installSnapshot();
        }
    }

    /**
     * Replays {@code from..to}; {@code to} = {@link ReplayPages#UNTIL_PUBLISHED} stands for main's published sequence
     * as its first answer gives it. The pages are fetched and decoded ahead by other threads
     * ({@link ReplayPages}) into groups of consecutive change sets, each applied in one local transaction
     * ({@link ApplyEndpoint#applyAll}).
     */
    private void replayFrom(UUID epoch, long from, long to) throws ReplayUnavailableException, IOException {
        int received = 0;
        try (ReplayPages pages = new ReplayPages(replay, endpoint, epoch, from, to, replayBatch, threads)) {
            for (ReplayPages.Page page = pages.next(); page != null; page = pages.next()) {
                List<ApplyOutcome> outcomes = endpoint.applyAll(page.changeSets());
                received += outcomes.size();
                if (!outcomes.isEmpty()) {
                    ApplyOutcome last = outcomes.get(outcomes.size() - 1);
                    if (!(last instanceof ApplyOutcome.Applied || last instanceof ApplyOutcome.Duplicate)) {
                        throw new ReplayUnavailableException("replay from " + page.first() + " returned " + last);
                    }
                }
                if (page.next() > page.lastSequence()) {
                    freshness.inStep(page.asked());
                }
            }
        } finally {
            if (received > 0) {
                endpoint.recordReplay(received);
            }
        }
    }

    private static Thread replayThread(Runnable task) {
        Thread thread = new Thread(task, "outpost-replay");
        thread.setDaemon(true);
        return thread;
    }

    private void installSnapshot() throws IOException, SQLException {
        try (Snapshot snapshot = new ReadAheadSnapshot(snapshots.open(), threads)) {
            endpoint.installSnapshot(snapshot);
        } catch (UncheckedIOException e) {
            // The transfer broke while iterating the chunks: main unreachable, as far as the caller is concerned.
            throw e.getCause();
        }
    }
}
