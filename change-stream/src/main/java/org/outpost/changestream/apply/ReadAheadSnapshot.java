// SPDX-License-Identifier: Apache-2.0
package org.outpost.changestream.apply;

import java.io.IOException;
import java.io.InterruptedIOException;
import java.io.UncheckedIOException;
import java.util.Iterator;
import java.util.Spliterator;
import java.util.Spliterators;
import java.util.UUID;
import java.util.concurrent.ThreadFactory;
import java.util.function.Consumer;

/**
 * A snapshot whose chunks are read and decoded by a thread of their own ({@link ReadAhead}, at most {@link #AHEAD}
 * chunks ahead) while the edge loads the ones before into its shadow tables, so that the transfer from main and
 * decoding do not wait for the replica store, nor it for them. A failure of the transfer is thrown by the iterator
 * after the chunks before it, as the snapshot's own iterator would.
 */
final class ReadAheadSnapshot implements Snapshot {

    /** How many decoded chunks may wait for the loading thread. */
    static final int AHEAD = 4;

    private final Snapshot snapshot;
    private final ThreadFactory threads;
    private ReadAhead<SnapshotChunk> chunks;

    ReadAheadSnapshot(Snapshot snapshot, ThreadFactory threads) {
        this.snapshot = snapshot;
        this.threads = threads;
    }

    @Override
    public UUID epoch() {
        return snapshot.epoch();
    }

    @Override
    public long sequence() {
        return snapshot.sequence();
    }

    @Override
    public Iterator<SnapshotChunk> chunks() {
        if (chunks != null) {
            throw new IllegalStateException("The chunks of a snapshot are read once");
        }
        chunks = new ReadAhead<>(AHEAD, threads, sink -> snapshot.chunks().forEachRemaining(chunk -> {
            try {
                sink.put(chunk);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new UncheckedIOException(new InterruptedIOException("snapshot read-ahead closed"));
            }
        }));
        return Spliterators.iterator(new Spliterators.AbstractSpliterator<SnapshotChunk>(Long.MAX_VALUE,
                Spliterator.ORDERED | Spliterator.NONNULL) {
            @Override
            public boolean tryAdvance(Consumer<? super SnapshotChunk> action) {
                SnapshotChunk chunk = take();
                if (chunk == null) {
                    return false;
                }
                action.accept(chunk);
                return true;
            }
        });
    }

    private SnapshotChunk take() {
        try {
            return chunks.next();
        } catch (RuntimeException e) {
            throw e;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new UncheckedIOException(new InterruptedIOException("interrupted while reading a snapshot"));
        } catch (Exception e) {
            throw new IllegalStateException("reading the snapshot failed: " + e.getMessage(), e);
        }
    }

    /** Closes the snapshot first, which ends a read in progress, then stops the thread. */
    @Override
    public void close() throws IOException {
        try {
            snapshot.close();
        } finally {
            if (chunks != null) {
                chunks.close();
            }
        }
    }
}
