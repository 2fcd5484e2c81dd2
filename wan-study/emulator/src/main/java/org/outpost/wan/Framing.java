// SPDX-License-Identifier: Apache-2.0
package org.outpost.wan;

import java.util.Arrays;
import java.util.List;

/**
 * How a link cuts each direction of its connections into units, the pieces a {@link Disturbance} drops, duplicates,
 * corrupts, delays or reorders: whole protocol messages where the protocol shows their boundaries
 * ({@link ArtemisCoreFraming}), or simply what each read returned ({@link #NONE}).
 * <p>
 * The proxy holds a unit's bytes until the unit is whole, so a framing that waits for a long message delays its first
 * bytes; units are delivered in the order they were read.
 */
@FunctionalInterface
public interface Framing {

    /** Each read is a unit of kind {@code ""}, passed on at once: the proxy relays bytes as they come. */
    Framing NONE = direction -> new Splitter() {
        @Override
        public List<Unit> feed(byte[] data, int count) {
            return List.of(new Unit(Arrays.copyOf(data, count), "", 0));
        }

        @Override
        public List<Unit> end() {
            return List.of();
        }
    };

    /** A splitter for one direction of a new connection; called on the thread that reads that direction. */
    Splitter splitter(Direction direction);

    /** Cuts one direction's byte stream into units. Not thread-safe: one reading thread per direction. */
    interface Splitter {

        /**
         * Takes the next {@code count} bytes of the stream (valid during the call only) and returns the units they
         * complete, in stream order; bytes of an incomplete unit are kept for the next call.
         */
        List<Unit> feed(byte[] data, int count);

        /** The stream ended: what was kept of an incomplete unit, as one last unit, if any. */
        List<Unit> end();
    }

    /**
     * One unit of a direction's stream.
     *
     * @param data   its bytes, owned by the unit
     * @param kind   what it is in its protocol, e.g. {@code core-75}; {@code ""} where the framing does not know
     * @param header how many leading bytes frame it (a corruption at message level spares them, so the stream stays
     *               framed); 0 if none
     */
    record Unit(byte[] data, String kind, int header) {
    }
}
