// SPDX-License-Identifier: Apache-2.0
package org.outpost.changestream.wire;

import static org.outpost.changestream.wire.WireFormatException.Reason.CORRUPT_PAYLOAD;
import static org.outpost.changestream.wire.WireFormatException.Reason.UNKNOWN_OPERATION_CODE;
import static org.outpost.changestream.wire.WireFormatException.Reason.UNKNOWN_VALUE_CODE;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.time.DateTimeException;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.UUID;
import java.util.function.Supplier;

import com.google.protobuf.CodedOutputStream;
import com.google.protobuf.InvalidProtocolBufferException;
import com.google.protobuf.MessageLite;
import org.outpost.changestream.model.ChangeSet;
import org.outpost.changestream.model.ColumnValue;
import org.outpost.changestream.model.Operation;
import org.outpost.changestream.model.RowChange;
import org.outpost.changestream.wire.proto.ChangeSetPayload;
import org.outpost.changestream.wire.proto.Column;
import org.outpost.changestream.wire.proto.Row;
import org.outpost.changestream.wire.proto.SecondsAndNanos;
import org.outpost.changestream.wire.proto.Uuid;
import org.outpost.changestream.wire.proto.WireValue;

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

    /** The change set of a payload whose checksum already holds, its names as {@code names} hands them out. */
    static ChangeSet decode(byte[] bytes, DecodedNames names) throws WireFormatException {
        ChangeSetPayload payload;
        try {
            payload = ChangeSetPayload.parseFrom(bytes);
        } catch (InvalidProtocolBufferException e) {
            throw new WireFormatException(CORRUPT_PAYLOAD, Envelope.PAYLOAD_OFFSET,
                    "the payload does not parse: " + e.getMessage(), e);
        }
        if (!payload.hasEpoch() || !payload.hasCommitTime()) {
            throw new WireFormatException(CORRUPT_PAYLOAD, Envelope.PAYLOAD_OFFSET, "the payload has no epoch or commit time");
        }
        List<RowChange> rows = new ArrayList<>(payload.getRowsCount());
        for (int i = 0; i < payload.getRowsCount(); i++) {
            rows.add(row(payload.getRows(i), i, names));
        }
        try {
            Instant commitTime = Instant.ofEpochSecond(payload.getCommitTime().getSeconds(), payload.getCommitTime().getNanos());
            // Every change set read from the outbox or a replay must be one the topic's batches can carry on.
            BatchMapping.micros(commitTime);
            return new ChangeSet(new UUID(payload.getEpoch().getMostSignificant(), payload.getEpoch().getLeastSignificant()),
                    payload.getSequence(), commitTime, rows);
        } catch (IllegalArgumentException | DateTimeException e) {
            throw new WireFormatException(CORRUPT_PAYLOAD, Envelope.PAYLOAD_OFFSET, "invalid change set: " + e.getMessage(), e);
        }
    }

    /** Row {@code index} of a payload; where it is goes into an error's message only, as the row's place. */
    private static RowChange row(Row wire, int index, DecodedNames names) throws WireFormatException {
        String entity = names.shared(wire.getEntity());
        Operation op = operation(wire.getOperation(), () -> place(index, entity, ""));
        List<ColumnValue> id = columns(wire.getIdList(), index, entity, " id", names);
        List<ColumnValue> columns = columns(wire.getColumnsList(), index, entity, "", names);
        List<ColumnValue> before = columns(wire.getBeforeList(), index, entity, " before", names);
        try {
            return new RowChange(entity, id, wire.hasVersion() ? wire.getVersion() : null, op, columns, before);
        } catch (IllegalArgumentException e) {
            throw new WireFormatException(CORRUPT_PAYLOAD, Envelope.PAYLOAD_OFFSET, place(index, entity, "") + ": "
                    + e.getMessage(), e);
        }
    }

    /** Where a row's columns ({@code part}: {@code ""}, {@code " id"} or {@code " before"}) are, for an error's message. */
    private static String place(int row, String entity, String part) {
        return "row " + row + " (" + entity + ")" + part;
    }

    /** The operation of a byte code, or the error naming the row at {@code place}. */
    static Operation operation(int code, Supplier<String> place) throws WireFormatException {
        return Operation.ofCode(code).orElseThrow(() -> new WireFormatException(UNKNOWN_OPERATION_CODE,
                Envelope.PAYLOAD_OFFSET, place.get() + ": operation code " + code + " is unknown to this decoder"));
    }

    private static List<ColumnValue> columns(List<Column> wire, int row, String entity, String part,
            DecodedNames names) throws WireFormatException {
        List<ColumnValue> columns = new ArrayList<>(wire.size());
        for (Column column : wire) {
            String name = names.shared(column.getName());
            columns.add(column(name, column.hasValue() ? column.getValue() : null,
                    () -> place(row, entity, part) + " column " + name));
        }
        return columns;
    }

    /**
     * A column of a decoded payload.
     *
     * @param value the value on the wire, {@code null} when it is missing
     * @param place where the column is, for the error message
     */
    static ColumnValue column(String name, WireValue value, Supplier<String> place) throws WireFormatException {
        try {
            if (value == null) {
                throw new IllegalArgumentException("the value is missing");
            }
            return new ColumnValue(name, ValueMapping.fromWire(value));
        } catch (ValueMapping.UnknownValueCodeException e) {
            throw new WireFormatException(UNKNOWN_VALUE_CODE, Envelope.PAYLOAD_OFFSET, place.get() + ": " + e.getMessage(), e);
        } catch (IllegalArgumentException | DateTimeException e) {
            throw new WireFormatException(CORRUPT_PAYLOAD, Envelope.PAYLOAD_OFFSET, place.get() + ": " + e.getMessage(), e);
        }
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
