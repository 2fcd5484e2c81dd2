// SPDX-License-Identifier: Apache-2.0
package org.outpost.changestream.apply;

import java.io.IOException;
import java.util.Iterator;
import java.util.UUID;

/**
 * The replicated rows of main as of one sequence of one epoch, streamed in chunks: every row that exists on main
 * after change set {@link #sequence()} committed and before the next one did. Closing releases the transfer.
 */
public interface Snapshot extends AutoCloseable {

    /** Main's epoch. */
    UUID epoch();

    /** The last sequence whose effects the rows include; 0 when no change set of the epoch precedes it. */
    long sequence();

    /**
     * The rows, in chunks of one entity each, in any entity order; may block on the network while iterating, and
     * may throw {@link java.io.UncheckedIOException} when the transfer breaks.
     */
    Iterator<SnapshotChunk> chunks();

    @Override
    void close() throws IOException;
}
