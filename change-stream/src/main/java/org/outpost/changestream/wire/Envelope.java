// SPDX-License-Identifier: Apache-2.0
package org.outpost.changestream.wire;

import static org.outpost.changestream.wire.WireFormatException.Reason.BAD_MAGIC;
import static org.outpost.changestream.wire.WireFormatException.Reason.CHECKSUM_MISMATCH;
import static org.outpost.changestream.wire.WireFormatException.Reason.CORRUPT_PAYLOAD;
import static org.outpost.changestream.wire.WireFormatException.Reason.TOO_LARGE;
import static org.outpost.changestream.wire.WireFormatException.Reason.TRAILING_BYTES;
import static org.outpost.changestream.wire.WireFormatException.Reason.TRUNCATED;
import static org.outpost.changestream.wire.WireFormatException.Reason.UNSUPPORTED_COMPRESSION;
import static org.outpost.changestream.wire.WireFormatException.Reason.UNSUPPORTED_VERSION;

import java.nio.ByteBuffer;
import java.util.Arrays;
import java.util.zip.CRC32C;

/**
 * The frame around a payload, big-endian:
 * <pre>
 * offset  size  field
 *      0     4  magic "OPCS" (Outpost change set)
 *      4     1  format version: {@value #CHANGE_SET} (the payload is one change set) or {@value #BATCH} (a change batch)
 *      5     1  flags: bits 0-3 {@link Compression} code, bits 4-7 reserved, zero
 *      6     4  stored payload length n
 *     10     4  uncompressed payload length
 *     14     n  payload
 *   14+n     4  CRC32C of bytes [0, 14+n)
 * </pre>
 * A reader checks magic and version first (a newer version may change everything after them), then length, then
 * the checksum, and only then believes the flags and lengths.
 *
 * @param version            {@link #CHANGE_SET} or {@link #BATCH}
 * @param compression        how the stored payload is compressed
 * @param uncompressedLength the payload's length once decompressed
 * @param stored             the payload as it travels
 */
record Envelope(int version, Compression compression, int uncompressedLength, byte[] stored) {

    // Compatibility: a version number is never reused; a decoder refuses versions it does not know before anything else.
    /** The format version of one change set, entities and columns by name ({@code change_set.proto}). */
    static final int CHANGE_SET = 1;
    /** The format version of a change batch, entities and columns by number ({@code change_batch.proto}). */
    static final int BATCH = 2;

    private static final byte[] MAGIC = {'O', 'P', 'C', 'S'};
    private static final int VERSION_OFFSET = 4;
    private static final int FLAGS_OFFSET = 5;
    private static final int STORED_LENGTH_OFFSET = 6;
    private static final int UNCOMPRESSED_LENGTH_OFFSET = 10;
    static final int PAYLOAD_OFFSET = 14;
    private static final int CHECKSUM_BYTES = 4;
    private static final int COMPRESSION_MASK = 0x0F;

    /** The message of a payload of format {@code version}, compressed as the settings say when that makes it smaller. */
    static byte[] wrap(int version, byte[] payload, CodecSettings settings) {
        if (payload.length > settings.compressionFloorBytes() && settings.compression() != Compression.NONE) {
            byte[] compressed = settings.compression().compress(payload);
            if (compressed.length < payload.length) {
                return new Envelope(version, settings.compression(), payload.length, compressed).toBytes();
            }
        }
        return new Envelope(version, Compression.NONE, payload.length, payload).toBytes();
    }

    /**
     * The payload of a message of format {@code version}, its checksum verified and decompressed.
     *
     * @throws WireFormatException when the message is not sound or of another format version
     */
    static byte[] unwrap(byte[] message, int version, CodecSettings settings) throws WireFormatException {
        Envelope envelope = read(message, settings.maxPayloadBytes());
        if (envelope.version() != version) {
            throw new WireFormatException(UNSUPPORTED_VERSION, VERSION_OFFSET, "format version " + envelope.version()
                    + " where " + version + " is expected");
        }
        return envelope.payload();
    }

    /** The stored payload, decompressed. */
    byte[] payload() throws WireFormatException {
        try {
            return compression.decompress(stored, uncompressedLength);
        } catch (IllegalArgumentException e) {
            throw new WireFormatException(CORRUPT_PAYLOAD, PAYLOAD_OFFSET, e.getMessage(), e);
        }
    }

    /** The whole message. */
    byte[] toBytes() {
        ByteBuffer message = ByteBuffer.allocate(PAYLOAD_OFFSET + stored.length + CHECKSUM_BYTES)
                .put(MAGIC)
                .put((byte) version)
                .put(compression.code())
                .putInt(stored.length)
                .putInt(uncompressedLength)
                .put(stored);
        message.putInt((int) checksum(message.array(), message.position()));
        return message.array();
    }

    /** The envelope of a message, its checksum verified. */
    static Envelope read(byte[] message, int maxPayloadBytes) throws WireFormatException {
        int version = checkMagicAndVersion(message);
        if (message.length < PAYLOAD_OFFSET + CHECKSUM_BYTES) {
            throw new WireFormatException(TRUNCATED, message.length, "the message has " + message.length
                    + " bytes, fewer than the " + (PAYLOAD_OFFSET + CHECKSUM_BYTES) + " of an empty envelope");
        }
        ByteBuffer buffer = ByteBuffer.wrap(message);
        int storedLength = checkedLength(buffer, STORED_LENGTH_OFFSET, "stored", maxPayloadBytes);
        int checksumOffset = PAYLOAD_OFFSET + storedLength;
        int declared = checksumOffset + CHECKSUM_BYTES;
        if (message.length < declared) {
            throw new WireFormatException(TRUNCATED, message.length,
                    "the message ends after " + message.length + " bytes, its header declares " + declared);
        }
        if (message.length > declared) {
            throw new WireFormatException(TRAILING_BYTES, declared,
                    (message.length - declared) + " bytes follow the " + declared + " its header declares");
        }
        long expected = Integer.toUnsignedLong(buffer.getInt(checksumOffset));
        long actual = checksum(message, checksumOffset);
        if (expected != actual) {
            throw new WireFormatException(CHECKSUM_MISMATCH, checksumOffset, String.format(
                    "CRC32C of bytes [0, %d) is %08x, the message carries %08x", checksumOffset, actual, expected));
        }
        Compression compression = compression(message[FLAGS_OFFSET]);
        int uncompressedLength = checkedLength(buffer, UNCOMPRESSED_LENGTH_OFFSET, "uncompressed", maxPayloadBytes);
        if (compression == Compression.NONE && uncompressedLength != storedLength) {
            throw new WireFormatException(CORRUPT_PAYLOAD, UNCOMPRESSED_LENGTH_OFFSET, "an uncompressed payload of "
                    + storedLength + " bytes declares an uncompressed length of " + uncompressedLength);
        }
        return new Envelope(version, compression, uncompressedLength,
                Arrays.copyOfRange(message, PAYLOAD_OFFSET, checksumOffset));
    }

    private static int checkMagicAndVersion(byte[] message) throws WireFormatException {
        for (int i = 0; i < MAGIC.length; i++) {
            if (i == message.length) {
                throw new WireFormatException(TRUNCATED, i, "the message ends inside the magic bytes");
            }
            if (message[i] != MAGIC[i]) {
                throw new WireFormatException(BAD_MAGIC, i, String.format(
                        "not an Outpost change set: byte %02x where the magic \"OPCS\" has %02x", message[i], MAGIC[i]));
            }
        }
        if (message.length == VERSION_OFFSET) {
            throw new WireFormatException(TRUNCATED, VERSION_OFFSET, "the message ends before the format version");
        }
        int version = Byte.toUnsignedInt(message[VERSION_OFFSET]);
        if (version != CHANGE_SET && version != BATCH) {
            throw new WireFormatException(UNSUPPORTED_VERSION, VERSION_OFFSET, "format version " + version
                    + "; this decoder reads versions " + CHANGE_SET + " and " + BATCH + " only");
        }
        return version;
    }

    private static int checkedLength(ByteBuffer buffer, int offset, String what, int maxPayloadBytes)
            throws WireFormatException {
        long length = Integer.toUnsignedLong(buffer.getInt(offset));
        if (length > maxPayloadBytes) {
            throw new WireFormatException(TOO_LARGE, offset, "the " + what + " payload length " + length
                    + " exceeds the " + maxPayloadBytes + " bytes this decoder accepts");
        }
        return (int) length;
    }

    private static Compression compression(byte flags) throws WireFormatException {
        int code = flags & COMPRESSION_MASK;
        if ((flags & ~COMPRESSION_MASK) != 0) {
            throw new WireFormatException(UNSUPPORTED_COMPRESSION, FLAGS_OFFSET,
                    String.format("reserved flag bits set in %02x", flags));
        }
        return Compression.ofCode(code).orElseThrow(() -> new WireFormatException(UNSUPPORTED_COMPRESSION, FLAGS_OFFSET,
                "compression code " + code + " is unknown to this decoder"));
    }

    private static long checksum(byte[] bytes, int length) {
        CRC32C crc = new CRC32C();
        crc.update(bytes, 0, length);
        return crc.getValue();
    }
}
