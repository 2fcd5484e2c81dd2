// SPDX-License-Identifier: Apache-2.0
package org.outpost.changestream.wire;

import java.util.List;
import java.util.Objects;

import org.outpost.changestream.model.ChangeSet;

/**
 * Encodes change sets into change-stream messages and decodes them back; main's outbox and publisher and the edge's
 * apply endpoint are its users. Thread-safe.
 * <p>
 * A message is a checksummed, versioned envelope (see {@code Envelope}) around a Protocol Buffers payload, compressed
 * when it exceeds {@link CodecSettings#compressionFloorBytes()}: format version {@value #CHANGE_SET_VERSION} holds one
 * change set naming its entities and columns ({@code change_set.proto}; the outbox, replay and snapshots), version
 * {@value #BATCH_VERSION} consecutive change sets of one epoch numbering them by the codec's {@link SchemaNumbering}
 * ({@code change_batch.proto}; the topic).
 */
public final class ChangeSetCodec {

    /** The format version of one change set with names, as {@link #encode} writes it. */
    public static final int CHANGE_SET_VERSION = Envelope.CHANGE_SET;
    /** The format version of a change batch with numbers, as {@link #encodeBatch} writes it. */
    public static final int BATCH_VERSION = Envelope.BATCH;

    private final CodecSettings settings;
    private final SchemaNumbering numbering;
    private final DecodedNames names = new DecodedNames();

    /** A codec with {@link CodecSettings#defaults()} and no numbering (batches name everything). */
    public ChangeSetCodec() {
        this(CodecSettings.defaults());
    }

    public ChangeSetCodec(CodecSettings settings) {
        this(settings, SchemaNumbering.NONE);
    }

    /** A codec whose batches number entities and columns as {@code numbering} does. */
    public ChangeSetCodec(CodecSettings settings, SchemaNumbering numbering) {
        this.settings = Objects.requireNonNull(settings, "settings");
        this.numbering = Objects.requireNonNull(numbering, "numbering");
    }

    /** How this codec's batches number entities and columns. */
    public SchemaNumbering numbering() {
        return numbering;
    }

    /** The message for a change set (format version {@value #CHANGE_SET_VERSION}); equal change sets give equal bytes. */
    public byte[] encode(ChangeSet changeSet) {
        return Envelope.wrap(Envelope.CHANGE_SET, PayloadMapping.encode(changeSet), settings);
    }

    /**
     * The message for consecutive change sets of one epoch (format version {@value #BATCH_VERSION}); equal lists give
     * equal bytes.
     *
     * @throws IllegalArgumentException when the list is empty, spans epochs or skips a sequence
     */
    public byte[] encodeBatch(List<ChangeSet> changeSets) {
        return Envelope.wrap(Envelope.BATCH, BatchMapping.encode(changeSets, numbering), settings);
    }

    /**
     * The change set of a message of format version {@value #CHANGE_SET_VERSION}, whole, or an exception: never part
     * of one.
     *
     * @throws WireFormatException when the message is not a sound change set this version can read (a batch included);
     *                             the caller routes the raw message to the dead-letter destination (see the exception)
     */
    public ChangeSet decode(byte[] message) throws WireFormatException {
        return PayloadMapping.decode(Envelope.unwrap(message, Envelope.CHANGE_SET, settings), names);
    }

    /**
     * The change sets of a message of either format version, in sequence order, all or none.
     *
     * @throws WireFormatException when the message is not sound, or numbers columns by another stream schema
     *                             ({@link WireFormatException.Reason#SCHEMA_MISMATCH})
     */
    public List<ChangeSet> decodeBatch(byte[] message) throws WireFormatException {
        Envelope envelope = Envelope.read(message, settings.maxPayloadBytes());
        byte[] payload = envelope.payload();
        return envelope.version() == Envelope.BATCH ? BatchMapping.decode(payload, numbering, names)
                : List.of(PayloadMapping.decode(payload, names));
    }
}
