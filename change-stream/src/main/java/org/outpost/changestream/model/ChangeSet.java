// SPDX-License-Identifier: Apache-2.0
package org.outpost.changestream.model;

import java.time.Instant;
import java.util.List;
import java.util.Objects;
import java.util.UUID;

/**
 * The replicated rows one committed main transaction changed, in the order they were flushed; edges apply it
 * whole, in sequence order. The wire format version belongs to the encoding, not here.
 *
 * @param epoch      the main epoch: sequences are gapless and comparable within one epoch only
 * @param sequence   the position in commit order, from 1
 * @param commitTime when main committed the transaction
 * @param rows       the changed rows, at least one
 */
public record ChangeSet(UUID epoch, long sequence, Instant commitTime, List<RowChange> rows) {

    public ChangeSet {
        Objects.requireNonNull(epoch, "epoch");
        Objects.requireNonNull(commitTime, "commitTime");
        if (sequence < 1) {
            throw new IllegalArgumentException("A change set sequence starts at 1, got " + sequence);
        }
        rows = List.copyOf(rows);
        if (rows.isEmpty()) {
            throw new IllegalArgumentException("Change set " + sequence + " has no rows");
        }
    }
}
