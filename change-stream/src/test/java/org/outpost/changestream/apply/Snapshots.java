// SPDX-License-Identifier: Apache-2.0
package org.outpost.changestream.apply;

import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.UUID;

import org.outpost.changestream.mapping.ReplicaTable;

/** In-memory snapshots for tests. */
final class Snapshots {

    private Snapshots() {
    }

    static Snapshot of(UUID epoch, long sequence, SnapshotChunk... chunks) {
        return of(epoch, sequence, List.of(chunks).iterator());
    }

    static Snapshot of(UUID epoch, long sequence, Iterator<SnapshotChunk> chunks) {
        return new Snapshot() {
            boolean closed;

            @Override
            public UUID epoch() {
                return epoch;
            }

            @Override
            public long sequence() {
                return sequence;
            }

            @Override
            public Iterator<SnapshotChunk> chunks() {
                return chunks;
            }

            @Override
            public void close() {
                closed = true;
            }
        };
    }

    /** Records what listeners hear. */
    static final class RecordingListener implements AppliedChangeListener {
        final List<AppliedChanges> applied = new ArrayList<>();
        final List<Long> snapshots = new ArrayList<>();

        @Override
        public synchronized void afterApply(AppliedChanges changes) {
            applied.add(changes);
        }

        @Override
        public synchronized void afterSnapshot(UUID epoch, long sequence, java.util.Collection<ReplicaTable> tables) {
            snapshots.add(sequence);
        }
    }
}
