// SPDX-License-Identifier: Apache-2.0
package org.outpost.wan;

/**
 * Sees every byte a link relays, as its proxy reads it: per connection, per direction, in read order. A benchmark
 * accounts a link's bytes per protocol layer with it (the link's {@link LinkCounters} only count them).
 * <p>
 * Called on the reading threads of the link's connections, one call at a time per connection (one connection's calls
 * never overlap, and its two directions are seen in the order they were read); calls of different connections may
 * run concurrently. The bytes wait for the call, so it must return quickly, and it must not keep {@code data}.
 */
public interface LinkTap {

    /** Sees nothing. */
    LinkTap NONE = (connection, direction, data, count) -> {
    };

    /**
     * The proxy read {@code count} bytes of connection {@code connection} going {@code direction}.
     *
     * @param connection the link's number of the connection, from 1
     * @param data       the bytes, valid from index 0 to {@code count} during the call only
     */
    void bytes(int connection, Direction direction, byte[] data, int count);

    /** Connection {@code connection} is closed; no more bytes of it follow. */
    default void closed(int connection) {
    }
}
