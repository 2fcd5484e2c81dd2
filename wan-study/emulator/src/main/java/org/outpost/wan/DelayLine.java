// SPDX-License-Identifier: Apache-2.0
package org.outpost.wan;

import java.util.ArrayDeque;

/**
 * The FIFO of one direction between its reader and its writer, bounded in bytes so that a fast sender is slowed down
 * as TCP flow control would; {@link #close()} wakes both sides.
 */
final class DelayLine {

    /** A chunk read and its release time; {@code data == null} marks the end of the stream. */
    record Chunk(byte[] data, long releaseNanos, boolean abort) {

        int size() {
            return data == null ? 0 : data.length;
        }
    }

    private final ArrayDeque<Chunk> queue = new ArrayDeque<>();
    private final long capacityBytes;
    private long queuedBytes;
    private boolean closed;

    DelayLine(long capacityBytes) {
        this.capacityBytes = capacityBytes;
    }

    /** Waits for room, then queues; returns false if closed. */
    synchronized boolean put(Chunk chunk) throws InterruptedException {
        while (!closed && queuedBytes > 0 && queuedBytes + chunk.size() > capacityBytes) {
            wait();
        }
        if (closed) {
            return false;
        }
        queue.addLast(chunk);
        queuedBytes += chunk.size();
        notifyAll();
        return true;
    }

    /** Waits for a chunk; returns null if closed. */
    synchronized Chunk take() throws InterruptedException {
        while (!closed && queue.isEmpty()) {
            wait();
        }
        if (closed) {
            return null;
        }
        Chunk chunk = queue.removeFirst();
        queuedBytes -= chunk.size();
        notifyAll();
        return chunk;
    }

    synchronized void close() {
        closed = true;
        queue.clear();
        notifyAll();
    }
}
