// SPDX-License-Identifier: Apache-2.0
package org.outpost.changestream.apply;

import java.util.List;

import org.outpost.changestream.model.Operation;
import org.outpost.changestream.model.RowChange;

/**
 * A slice of one entity's rows in a {@link Snapshot}: every row an {@linkplain RowChange#insert insert} with all
 * its columns. A chunk is loaded in one local transaction.
 *
 * @param entity the entity name
 * @param rows   its rows, each an insert of {@code entity}
 */
public record SnapshotChunk(String entity, List<RowChange> rows) {

    public SnapshotChunk {
        rows = List.copyOf(rows);
        for (RowChange row : rows) {
            if (row.op() != Operation.INSERT || !row.entity().equals(entity)) {
                throw new IllegalArgumentException("A snapshot chunk of " + entity + " holds inserts of " + entity
                        + " only, got " + row.op() + " of " + row.entity());
            }
        }
    }
}
