// SPDX-License-Identifier: Apache-2.0
package org.outpost.changestream.wire;

import java.util.Objects;

/**
 * How {@link ChangeSetCodec} compresses and how large a message it accepts.
 *
 * @param compressionFloorBytes payloads up to this size travel uncompressed
 * @param compression           the codec for payloads above the floor
 * @param maxPayloadBytes       the largest payload, before and after decompression, a decoder accepts
 */
public record CodecSettings(int compressionFloorBytes, Compression compression, int maxPayloadBytes) {

    /**
     * 1 KiB: a smaller change set (a bid, a two-column update) already fits one packet of a 1500-byte MTU, so
     * compressing it would save no round trip and no packet, only cost CPU on main and on every edge.
     */
    public static final int DEFAULT_COMPRESSION_FLOOR_BYTES = 1024;

    /** 64 MiB: far above any transaction the workloads write, low enough that a forged length cannot exhaust a heap. */
    public static final int DEFAULT_MAX_PAYLOAD_BYTES = 64 * 1024 * 1024;

    public CodecSettings {
        Objects.requireNonNull(compression, "compression");
        if (compressionFloorBytes < 0) {
            throw new IllegalArgumentException("compressionFloorBytes must not be negative, got " + compressionFloorBytes);
        }
        if (maxPayloadBytes < 1) {
            throw new IllegalArgumentException("maxPayloadBytes must be positive, got " + maxPayloadBytes);
        }
    }

    /** LZ4 above 1 KiB, payloads up to 64 MiB. */
    public static CodecSettings defaults() {
        return new CodecSettings(DEFAULT_COMPRESSION_FLOOR_BYTES, Compression.LZ4, DEFAULT_MAX_PAYLOAD_BYTES);
    }

    /** These settings with another compression floor. */
    public CodecSettings withCompressionFloorBytes(int floorBytes) {
        return new CodecSettings(floorBytes, compression, maxPayloadBytes);
    }
}
