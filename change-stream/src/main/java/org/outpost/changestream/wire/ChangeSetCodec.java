// SPDX-License-Identifier: Apache-2.0
package org.outpost.changestream.wire;

import java.util.Objects;

import org.outpost.changestream.model.ChangeSet;

/**
 * Encodes a {@link ChangeSet} into one change-stream message and decodes it back; main's publisher and the edge's
 * apply endpoint are its two users. Thread-safe.
 * <p>
 * A message is a checksummed, versioned envelope (see {@code Envelope}) around the Protocol Buffers payload of
 * {@code change_set.proto}, compressed when it exceeds {@link CodecSettings#compressionFloorBytes()}.
 */
public final class ChangeSetCodec {

    /** The envelope format version this codec writes and the only one it reads. */
    public static final int FORMAT_VERSION = Envelope.FORMAT_VERSION;

    private final CodecSettings settings;

    /** A codec with {@link CodecSettings#defaults()}. */
    public ChangeSetCodec() {
        this(CodecSettings.defaults());
    }

    public ChangeSetCodec(CodecSettings settings) {
        this.settings = Objects.requireNonNull(settings, "settings");
    }

    /** The message for a change set; equal change sets give equal bytes. */
    public byte[] encode(ChangeSet changeSet) {
        byte[] payload = PayloadMapping.encode(changeSet);
        if (payload.length > settings.compressionFloorBytes() && settings.compression() != Compression.NONE) {
            byte[] compressed = settings.compression().compress(payload);
            if (compressed.length < payload.length) {
                return new Envelope(settings.compression(), payload.length, compressed).toBytes();
            }
        }
        return new Envelope(Compression.NONE, payload.length, payload).toBytes();
    }

    /**
     * The change set of a message, whole, or an exception: never part of one.
     *
     * @throws WireFormatException when the message is not a sound change set this version can read; the caller
     *                             routes the raw message to the dead-letter destination (see the exception)
     */
    public ChangeSet decode(byte[] message) throws WireFormatException {
        Envelope envelope = Envelope.read(message, settings.maxPayloadBytes());
        byte[] payload;
        try {
            payload = envelope.compression().decompress(envelope.stored(), envelope.uncompressedLength());
        } catch (IllegalArgumentException e) {
            throw new WireFormatException(WireFormatException.Reason.CORRUPT_PAYLOAD, Envelope.PAYLOAD_OFFSET,
                    e.getMessage(), e);
        }
        return PayloadMapping.decode(payload);
    }
}
