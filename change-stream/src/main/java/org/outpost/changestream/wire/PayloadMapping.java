// SPDX-License-Identifier: Apache-2.0
package org.outpost.changestream.wire;

import static org.outpost.changestream.wire.WireFormatException.Reason.CORRUPT_PAYLOAD;
import static org.outpost.changestream.wire.WireFormatException.Reason.UNKNOWN_VALUE_CODE;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.time.DateTimeException;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.UUID;

import com.google.protobuf.CodedInputStream;
import com.google.protobuf.CodedOutputStream;
import com.google.protobuf.InvalidProtocolBufferException;
import com.google.protobuf.MessageLite;
import org.outpost.changestream.model.ChangeSet;
import org.outpost.changestream.model.ColumnValue;
import org.outpost.changestream.model.RowChange;
import org.outpost.changestream.model.Value;
import org.outpost.changestream.wire.proto.ChangeSetPayload;
import org.outpost.changestream.wire.proto.Column;
import org.outpost.changestream.wire.proto.Row;
import org.outpost.changestream.wire.proto.SecondsAndNanos;
import org.outpost.changestream.wire.proto.Uuid;

/**
 * Translates a {@link ChangeSet} to its Protocol Buffers payload ({@code change_set.proto}) and back.
 */
final class PayloadMapping {

    private PayloadMapping() {
    }

    /** The payload bytes, the same for equal change sets. */
    static byte[] encode(ChangeSet changeSet) {
        ChangeSetPayload.Builder payload = ChangeSetPayload.newBuilder()
                .setEpoch(Uuid.newBuilder()
                        .setMostSignificant(changeSet.epoch().getMostSignificantBits())
                        .setLeastSignificant(changeSet.epoch().getLeastSignificantBits()))
                .setSequence(changeSet.sequence())
                .setCommitTime(SecondsAndNanos.newBuilder()
                        .setSeconds(changeSet.commitTime().getEpochSecond())
                        .setNanos(changeSet.commitTime().getNano()));
        for (RowChange row : changeSet.rows()) {
            Row.Builder wireRow = payload.addRowsBuilder()
                    .setEntity(row.entity())
                    .setOperation(row.op().code())
                    .addAllId(columns(row.id()))
                    .addAllColumns(columns(row.columns()))
                    .addAllBefore(columns(row.before()));
            if (row.version() != null) {
                wireRow.setVersion(row.version());
            }
        }
        return serialize(payload.build());
    }

    /**
     * The change set of a payload whose checksum already holds, read field by field straight into the model; its names
     * as {@code names} hands them out.
     */
    static ChangeSet decode(byte[] bytes, DecodedNames names) throws WireFormatException {
        try {
            return changeSet(CodedInputStream.newInstance(bytes), bytes, names);
        } catch (InvalidProtocolBufferException e) {
            throw new WireFormatException(CORRUPT_PAYLOAD, Envelope.PAYLOAD_OFFSET,
                    "the payload does not parse: " + e.getMessage(), e);
        } catch (IOException e) {
            throw new IllegalStateException("Reading a byte array failed: " + e.getMessage(), e);
        }
    }

    private static ChangeSet changeSet(CodedInputStream in, byte[] payload, DecodedNames names) throws IOException, WireFormatException {
        UUID epoch = null;
        long sequence = 0;
        Instant commitTime = null;
        List<RowChange> rows = new ArrayList<>();
        try {
            for (int tag = in.readTag(); tag != 0; tag = in.readTag()) {
                switch (tag) {
                    case WireTags.PAYLOAD_EPOCH -> epoch = ValueMapping.uuid(in);
                    case WireTags.PAYLOAD_SEQUENCE -> sequence = in.readUInt64();
                    case WireTags.PAYLOAD_COMMIT_TIME -> commitTime = ValueMapping.secondsAndNanos(in, Instant::ofEpochSecond);
                    case WireTags.PAYLOAD_ROWS -> rows.add(row(in, payload, new RowPlace(0, rows.size()), names));
                    default -> in.skipField(tag);
                }
            }
            if (epoch == null || commitTime == null) {
                throw new WireFormatException(CORRUPT_PAYLOAD, Envelope.PAYLOAD_OFFSET, "the payload has no epoch or commit time");
            }
            // Every change set read from the outbox or a replay must be one the topic's batches can carry on.
            BatchMapping.micros(commitTime);
            return new ChangeSet(epoch, sequence, commitTime, rows);
        } catch (IllegalArgumentException | DateTimeException e) {
            throw new WireFormatException(CORRUPT_PAYLOAD, Envelope.PAYLOAD_OFFSET, "invalid change set: " + e.getMessage(), e);
        }
    }

    /** A {@code Row} field's message. */
    private static RowChange row(CodedInputStream in, byte[] payload, RowPlace place, DecodedNames names) throws IOException,
            WireFormatException {
        int limit = in.pushLimit(in.readRawVarint32());
        String entity = "";
        RowParts row = new RowParts(place);
        for (int tag = in.readTag(); tag != 0; tag = in.readTag()) {
            switch (tag) {
                case WireTags.ROW_ENTITY -> entity = names.read(in, payload, 0);
                case WireTags.ROW_ID -> row.id.add(column(in, payload, names, place, entity, " id"));
                case WireTags.ROW_VERSION -> row.version = in.readSInt64();
                case WireTags.ROW_OPERATION -> row.operation = in.readUInt32();
                case WireTags.ROW_COLUMNS -> row.columns.add(column(in, payload, names, place, entity, ""));
                case WireTags.ROW_BEFORE -> row.before.add(column(in, payload, names, place, entity, " before"));
                default -> in.skipField(tag);
            }
        }
        in.popLimit(limit);
        return row.change(entity);
    }

    /** A {@code Column} field's message of the row at {@code place}, a part of it ({@code ""}, {@code " id"}, {@code " before"}). */
    private static ColumnValue column(CodedInputStream in, byte[] payload, DecodedNames names, RowPlace place,
            String entity,
            String part) throws IOException, WireFormatException {
        int limit = in.pushLimit(in.readRawVarint32());
        String name = "";
        Value value = null;
        try {
            for (int tag = in.readTag(); tag != 0; tag = in.readTag()) {
                switch (tag) {
                    case WireTags.COLUMN_NAME -> name = names.read(in, payload, 0);
                    case WireTags.COLUMN_VALUE -> value = ValueMapping.read(in, payload);
                    default -> in.skipField(tag);
                }
            }
            in.popLimit(limit);
            return columnValue(name, value);
        } catch (ValueMapping.UnknownValueCodeException | IllegalArgumentException | DateTimeException e) {
            throw valueFailure(e, place.of(entity, part) + " column " + name);
        }
    }

    /**
     * A column with the value read, {@code null} when there was none.
     *
     * @throws IllegalArgumentException when the value is missing or the name blank
     */
    static ColumnValue columnValue(String name, Value value) {
        if (value == null) {
            throw new IllegalArgumentException("the value is missing");
        }
        return new ColumnValue(name, value);
    }

    /** The error of a column's value at {@code place} that could not be read. */
    static WireFormatException valueFailure(RuntimeException e, String place) {
        WireFormatException.Reason reason = e instanceof ValueMapping.UnknownValueCodeException ? UNKNOWN_VALUE_CODE
                : CORRUPT_PAYLOAD;
        return new WireFormatException(reason, Envelope.PAYLOAD_OFFSET, place + ": " + e.getMessage(), e);
    }

    private static List<Column> columns(List<ColumnValue> columns) {
        List<Column> wire = new ArrayList<>(columns.size());
        for (ColumnValue column : columns) {
            wire.add(Column.newBuilder().setName(column.column()).setValue(ValueMapping.toWire(column.value())).build());
        }
        return wire;
    }

    /** The deterministic bytes of a Protocol Buffers message. */
    static byte[] serialize(MessageLite payload) {
        byte[] bytes = new byte[payload.getSerializedSize()];
        CodedOutputStream out = CodedOutputStream.newInstance(bytes);
        out.useDeterministicSerialization();
        try {
            payload.writeTo(out);
        } catch (IOException e) {
            throw new UncheckedIOException("Writing to an exactly sized array cannot fail", e);
        }
        out.checkNoSpaceLeft();
        return bytes;
    }
}
