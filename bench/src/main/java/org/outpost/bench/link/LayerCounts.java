// SPDX-License-Identifier: Apache-2.0
package org.outpost.bench.link;

import java.util.Arrays;

import org.outpost.wan.Direction;

/**
 * Bytes per {@link LinkLayer} and direction, and the change-stream messages delivered, at one moment; immutable.
 * Take two and subtract ({@link #minus}) to get a window's.
 */
public final class LayerCounts {

    private static final int LAYERS = LinkLayer.values().length;

    private final long[] bytes;
    private final long messages;

    LayerCounts(long[] bytes, long messages) {
        this.bytes = bytes.clone();
        this.messages = messages;
    }

    /** The bytes of {@code layer} going {@code direction}. */
    public long bytes(LinkLayer layer, Direction direction) {
        return bytes[index(layer, direction)];
    }

    /** Every layer's bytes going {@code direction}: the link's bytes that way. */
    public long total(Direction direction) {
        long total = 0;
        for (LinkLayer layer : LinkLayer.values()) {
            total += bytes(layer, direction);
        }
        return total;
    }

    /** Change-stream messages delivered to the edge (idle polling's empty answers not counted). */
    public long messages() {
        return messages;
    }

    /** What happened between {@code earlier} and this. */
    public LayerCounts minus(LayerCounts earlier) {
        long[] difference = new long[bytes.length];
        Arrays.setAll(difference, i -> bytes[i] - earlier.bytes[i]);
        return new LayerCounts(difference, messages - earlier.messages);
    }

    static int index(LinkLayer layer, Direction direction) {
        return direction.ordinal() * LAYERS + layer.ordinal();
    }

    static int size() {
        return 2 * LAYERS;
    }
}
