// SPDX-License-Identifier: Apache-2.0
package org.outpost.changestream.wire;

/**
 * A message that cannot be decoded into a change set. The consumer must route the raw bytes, with
 * {@link #reason()} and {@link #getMessage()}, to the dead-letter destination and must not acknowledge the
 * message as applied; no partial change set ever exists.
 */
public final class WireFormatException extends Exception {

    private static final long serialVersionUID = 1L;

    /** Why a message did not decode. */
    public enum Reason {
        /** Not an Outpost change-set message at all. */
        BAD_MAGIC(false),
        /** A format version this decoder does not know, usually from a newer main. */
        UNSUPPORTED_VERSION(true),
        /** A compression codec or flag this decoder does not know. */
        UNSUPPORTED_COMPRESSION(true),
        /** The message ends before the length its header declares. */
        TRUNCATED(false),
        /** The message goes on after the length its header declares. */
        TRAILING_BYTES(false),
        /** The bytes changed since they were encoded. */
        CHECKSUM_MISMATCH(false),
        /** The declared payload is larger than this decoder accepts. */
        TOO_LARGE(false),
        /** The checksum holds but the payload does not decompress, parse or describe a valid change set. */
        CORRUPT_PAYLOAD(false),
        /** A column value of a type this decoder does not know, usually from a newer main. */
        UNKNOWN_VALUE_CODE(true),
        /** A row operation this decoder does not know, usually from a newer main. */
        UNKNOWN_OPERATION_CODE(true),
        /**
         * A change batch numbers entities and columns by another stream schema than this edge's (main and the edge
         * deploy different versions of the application); main's outbox, which names them, still replays.
         */
        SCHEMA_MISMATCH(false);

        private final boolean needsNewerDecoder;

        Reason(boolean needsNewerDecoder) {
            this.needsNewerDecoder = needsNewerDecoder;
        }

        /**
         * Whether the message is probably sound but newer than this edge: replaying it will fail again until the
         * edge is upgraded. Otherwise the message was damaged and a replay from main's outbox may succeed.
         */
        public boolean needsNewerDecoder() {
            return needsNewerDecoder;
        }
    }

    private final Reason reason;
    private final int offset;

    WireFormatException(Reason reason, int offset, String message) {
        super(reason + " at byte " + offset + ": " + message);
        this.reason = reason;
        this.offset = offset;
    }

    WireFormatException(Reason reason, int offset, String message, Throwable cause) {
        this(reason, offset, message);
        initCause(cause);
    }

    /** Why the message did not decode. */
    public Reason reason() {
        return reason;
    }

    /** The offset in the message of the byte, field or payload found wrong. */
    public int offset() {
        return offset;
    }
}
