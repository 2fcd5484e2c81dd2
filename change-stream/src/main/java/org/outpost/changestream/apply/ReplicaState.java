// SPDX-License-Identifier: Apache-2.0
package org.outpost.changestream.apply;

import java.time.Instant;
import java.util.Objects;
import java.util.UUID;

/**
 * Where a replica store stands in main's change stream, as recorded in its stream's state table ({@link ReplicaStoreTables#stateTable()}) by the
 * transaction that applied the last change set (or installed the last snapshot).
 *
 * @param epoch        main's epoch the replica follows
 * @param lastSequence the last sequence applied; 0 for a snapshot taken before any change set of the epoch
 * @param appliedAt    when the edge committed it
 * @param commitTime   when main committed the last change set applied; {@code null} after a snapshot
 */
public record ReplicaState(UUID epoch, long lastSequence, Instant appliedAt, Instant commitTime) {

    public ReplicaState {
        Objects.requireNonNull(epoch, "epoch");
        Objects.requireNonNull(appliedAt, "appliedAt");
        if (lastSequence < 0) {
            throw new IllegalArgumentException("A replica's last sequence is at least 0, got " + lastSequence);
        }
    }
}
