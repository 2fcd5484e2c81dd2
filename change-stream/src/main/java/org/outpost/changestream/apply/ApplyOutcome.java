// SPDX-License-Identifier: Apache-2.0
package org.outpost.changestream.apply;

import java.util.UUID;

/**
 * What {@link ApplyEndpoint#apply} did with one change set. Only {@link Applied} changed the replica store; every
 * other outcome left it exactly as it was.
 */
public sealed interface ApplyOutcome {

    /** The sequence of the change set this outcome is about. */
    long sequence();

    /** The change set was applied and is now the replica's last sequence. */
    record Applied(long sequence, int rows) implements ApplyOutcome {
    }

    /** The change set was applied before ({@code sequence <= lastSequence}); it was skipped. */
    record Duplicate(long sequence, long lastSequence) implements ApplyOutcome {
    }

    /**
     * Change sets {@code from..to} (inclusive) are missing; nothing was applied. The caller replays them from
     * main's outbox ({@link ChangeSetSource}) and then retries this one.
     */
    record Gap(long sequence, long from, long to) implements ApplyOutcome {

        /** How many change sets are missing. */
        public long missing() {
            return to - from + 1;
        }
    }

    /**
     * The change set belongs to another main epoch than the replica (or the replica has none yet); nothing was
     * applied and the replica needs a snapshot of the new epoch.
     *
     * @param replicaEpoch the replica's epoch, {@code null} for an empty replica
     */
    record NewEpoch(long sequence, UUID replicaEpoch, UUID epoch) implements ApplyOutcome {
    }

    /**
     * The change set belongs to an epoch main no longer serves: the snapshot installed for it carries main's current
     * epoch, and main's outbox was recreated since (a restored or regenerated database), so nothing of the old epoch
     * can ever apply; it was skipped. A later change set of the current epoch applies as usual.
     *
     * @param epoch        the change set's epoch
     * @param currentEpoch the epoch of main's last snapshot, which the replica now holds
     */
    record Obsolete(long sequence, UUID epoch, UUID currentEpoch) implements ApplyOutcome {
    }
}
