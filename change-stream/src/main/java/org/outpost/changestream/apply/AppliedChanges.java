// SPDX-License-Identifier: Apache-2.0
package org.outpost.changestream.apply;

import java.time.Instant;
import java.util.List;
import java.util.UUID;

/**
 * The rows of one change set, after the replica store committed them.
 *
 * @param epoch      main's epoch
 * @param sequence   the change set's sequence
 * @param commitTime when main committed it
 * @param appliedAt  when the edge committed it
 * @param rows       the rows, in change-set order
 */
public record AppliedChanges(UUID epoch, long sequence, Instant commitTime, Instant appliedAt, List<AppliedRow> rows) {

    public AppliedChanges {
        rows = List.copyOf(rows);
    }
}
