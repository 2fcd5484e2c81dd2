// SPDX-License-Identifier: Apache-2.0
package org.outpost.changestream.wire;

import java.util.Optional;

import net.jpountz.lz4.LZ4Compressor;
import net.jpountz.lz4.LZ4Exception;
import net.jpountz.lz4.LZ4Factory;
import net.jpountz.lz4.LZ4SafeDecompressor;

/**
 * The compression of a message payload; the byte code travels in the low four bits of the envelope's flags.
 */
public enum Compression {
    // Compatibility: never change or reuse a code; add new codecs at the end, codes up to 15.

    /** Stored as encoded. */
    NONE(0) {
        @Override
        byte[] compress(byte[] payload) {
            return payload;
        }

        @Override
        byte[] decompress(byte[] stored, int uncompressedLength) {
            return stored;
        }
    },

    /** LZ4 block format, pure-Java safe implementation (no JNI, no {@code Unsafe}). */
    LZ4(1) {
        @Override
        byte[] compress(byte[] payload) {
            return Lz4.COMPRESSOR.compress(payload);
        }

        @Override
        byte[] decompress(byte[] stored, int uncompressedLength) {
            byte[] payload = new byte[uncompressedLength];
            int length;
            try {
                length = Lz4.DECOMPRESSOR.decompress(stored, 0, stored.length, payload, 0, uncompressedLength);
            } catch (LZ4Exception e) {
                throw new IllegalArgumentException("LZ4 block does not decompress: " + e.getMessage(), e);
            }
            if (length != uncompressedLength) {
                throw new IllegalArgumentException("LZ4 block decompresses to " + length + " bytes, the header declares "
                        + uncompressedLength);
            }
            return payload;
        }
    };

    private final byte code;

    Compression(int code) {
        this.code = (byte) code;
    }

    /** The byte code in the envelope flags. */
    public byte code() {
        return code;
    }

    /** The compression with this code, or empty when the code is unknown (written by a newer version). */
    static Optional<Compression> ofCode(int code) {
        for (Compression compression : values()) {
            if (compression.code == code) {
                return Optional.of(compression);
            }
        }
        return Optional.empty();
    }

    abstract byte[] compress(byte[] payload);

    /**
     * @throws IllegalArgumentException when the stored bytes do not decompress to exactly {@code uncompressedLength}
     */
    abstract byte[] decompress(byte[] stored, int uncompressedLength);

    /** Holder so that NONE never loads LZ4. */
    private static final class Lz4 {
        static final LZ4Compressor COMPRESSOR = LZ4Factory.safeInstance().fastCompressor();
        static final LZ4SafeDecompressor DECOMPRESSOR = LZ4Factory.safeInstance().safeDecompressor();
    }
}
