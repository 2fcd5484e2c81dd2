// SPDX-License-Identifier: Apache-2.0
package org.outpost.changestream.wire;

import static org.outpost.changestream.wire.WireFormatException.Reason.CORRUPT_PAYLOAD;
import static org.outpost.changestream.wire.WireFormatException.Reason.SCHEMA_MISMATCH;

import java.io.IOException;
import java.time.DateTimeException;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.UUID;

import com.google.protobuf.CodedInputStream;
import com.google.protobuf.InvalidProtocolBufferException;
import org.outpost.changestream.model.ChangeSet;
import org.outpost.changestream.model.ColumnValue;
import org.outpost.changestream.model.RowChange;
import org.outpost.changestream.model.Value;
import org.outpost.changestream.wire.proto.BatchedChangeSet;
import org.outpost.changestream.wire.proto.ChangeBatch;
import org.outpost.changestream.wire.proto.NumberedColumn;
import org.outpost.changestream.wire.proto.NumberedRow;
import org.outpost.changestream.wire.proto.Uuid;

/**
 * Translates consecutive {@link ChangeSet}s of one epoch to the Protocol Buffers payload of a change batch
 * ({@code change_batch.proto}) and back, entities and columns by their {@link SchemaNumbering} numbers where it has
 * them: the epoch once, sequences implied, commit times as microsecond differences.
 */
final class BatchMapping {

    private static final long MICROS_PER_SECOND = 1_000_000;
    private static final int NANOS_PER_MICRO = 1_000;

    private BatchMapping() {
    }

    /**
     * The payload bytes, the same for equal change sets.
     *
     * @throws IllegalArgumentException when the change sets are none, of several epochs or not consecutive, or a
     *                                  commit time is beyond ±292,000 years
     */
    static byte[] encode(List<ChangeSet> changeSets, SchemaNumbering numbering) {
        if (changeSets.isEmpty()) {
            throw new IllegalArgumentException("A change batch needs at least one change set");
        }
        ChangeSet first = changeSets.get(0);
        ChangeBatch.Builder batch = ChangeBatch.newBuilder()
                .setEpoch(Uuid.newBuilder()
                        .setMostSignificant(first.epoch().getMostSignificantBits())
                        .setLeastSignificant(first.epoch().getLeastSignificantBits()))
                .setFirstSequence(first.sequence())
                .setSchema(numbering.fingerprint());
        long previousMicros = 0;
        for (int i = 0; i < changeSets.size(); i++) {
            ChangeSet changeSet = changeSets.get(i);
            if (!changeSet.epoch().equals(first.epoch()) || changeSet.sequence() != first.sequence() + i) {
                throw new IllegalArgumentException("A change batch holds consecutive change sets of one epoch: change set "
                        + changeSet.sequence() + " of epoch " + changeSet.epoch() + " cannot follow " + (first.sequence() + i - 1)
                        + " of epoch " + first.epoch());
            }
            long micros = micros(changeSet.commitTime());
            BatchedChangeSet.Builder wire = batch.addChangeSetsBuilder()
                    .setCommitMicros(delta(micros, previousMicros, changeSet))
                    .setCommitNanos(changeSet.commitTime().getNano() % NANOS_PER_MICRO);
            previousMicros = micros;
            for (RowChange row : changeSet.rows()) {
                wire.addRows(row(row, numbering));
            }
        }
        return PayloadMapping.serialize(batch.build());
    }

    /**
     * The change sets of a payload whose checksum already holds, read field by field straight into the model; names
     * that travel as names as {@code names} hands them out.
     */
    static List<ChangeSet> decode(byte[] bytes, SchemaNumbering numbering, DecodedNames names) throws WireFormatException {
        try {
            Header header = header(CodedInputStream.newInstance(bytes));
            if (header.epoch() == null || header.changeSets() == 0 || header.firstSequence() < 1) {
                throw new WireFormatException(CORRUPT_PAYLOAD, Envelope.PAYLOAD_OFFSET,
                        "the batch has no epoch, no change set or no first sequence");
            }
            Numbers numbers = new Numbers(numbering, header.schema(), names, bytes);
            CodedInputStream in = CodedInputStream.newInstance(bytes);
            List<ChangeSet> changeSets = new ArrayList<>(header.changeSets());
            long micros = 0;
            for (int tag = in.readTag(); tag != 0; tag = in.readTag()) {
                if (tag != WireTags.BATCH_CHANGE_SETS) {
                    in.skipField(tag);
                    continue;
                }
                long sequence = header.firstSequence() + changeSets.size();
                ReadChangeSet changeSet = changeSet(in, numbers, sequence);
                try {
                    micros = Math.addExact(micros, changeSet.commitMicros());
                    changeSets.add(changeSet.in(header.epoch(), sequence, micros));
                } catch (IllegalArgumentException | ArithmeticException | DateTimeException e) {
                    throw new WireFormatException(CORRUPT_PAYLOAD, Envelope.PAYLOAD_OFFSET, "change set " + sequence + ": "
                            + e.getMessage(), e);
                }
            }
            return changeSets;
        } catch (InvalidProtocolBufferException e) {
            throw new WireFormatException(CORRUPT_PAYLOAD, Envelope.PAYLOAD_OFFSET,
                    "the batch does not parse: " + e.getMessage(), e);
        } catch (IOException e) {
            throw new IllegalStateException("Reading a byte array failed: " + e.getMessage(), e);
        }
    }

    /** What a batch says of all its change sets, and how many it holds. */
    private record Header(UUID epoch, long firstSequence, int schema, int changeSets) {
    }

    /** The batch's epoch, first sequence and stream schema, wherever they are among its change sets. */
    private static Header header(CodedInputStream in) throws IOException {
        UUID epoch = null;
        long firstSequence = 0;
        int schema = 0;
        int changeSets = 0;
        for (int tag = in.readTag(); tag != 0; tag = in.readTag()) {
            switch (tag) {
                case WireTags.BATCH_EPOCH -> epoch = ValueMapping.uuid(in);
                case WireTags.BATCH_FIRST_SEQUENCE -> firstSequence = in.readUInt64();
                case WireTags.BATCH_SCHEMA -> schema = in.readFixed32();
                case WireTags.BATCH_CHANGE_SETS -> {
                    in.skipField(tag);
                    changeSets++;
                }
                default -> in.skipField(tag);
            }
        }
        return new Header(epoch, firstSequence, schema, changeSets);
    }

    /** A change set of a batch as read: its commit time as the difference to the one before, and its rows. */
    private record ReadChangeSet(long commitMicros, int commitNanos, List<RowChange> rows) {

        /** The change set, committed {@code micros} after the epoch. */
        ChangeSet in(UUID epoch, long sequence, long micros) {
            if (commitNanos >= NANOS_PER_MICRO) {
                throw new IllegalArgumentException("commit nanoseconds " + commitNanos + " exceed a microsecond");
            }
            Instant commitTime = Instant.ofEpochSecond(Math.floorDiv(micros, MICROS_PER_SECOND),
                    Math.floorMod(micros, MICROS_PER_SECOND) * NANOS_PER_MICRO + commitNanos);
            return new ChangeSet(epoch, sequence, commitTime, rows);
        }
    }

    /** A {@code BatchedChangeSet} field's message, change set {@code sequence}. */
    private static ReadChangeSet changeSet(CodedInputStream in, Numbers numbers, long sequence) throws IOException,
            WireFormatException {
        int limit = in.pushLimit(in.readRawVarint32());
        long commitMicros = 0;
        int commitNanos = 0;
        List<RowChange> rows = new ArrayList<>();
        for (int tag = in.readTag(); tag != 0; tag = in.readTag()) {
            switch (tag) {
                case WireTags.BATCHED_COMMIT_MICROS -> commitMicros = in.readSInt64();
                case WireTags.BATCHED_COMMIT_NANOS -> commitNanos = in.readUInt32();
                case WireTags.BATCHED_ROWS -> rows.add(row(in, numbers, new RowPlace(sequence, rows.size())));
                default -> in.skipField(tag);
            }
        }
        in.popLimit(limit);
        return new ReadChangeSet(commitMicros, commitNanos, rows);
    }

    /**
     * Microseconds since the epoch, how a change batch carries a commit time.
     *
     * @throws IllegalArgumentException when the time is beyond ±292,000 years, which no batch can carry
     */
    static long micros(Instant commitTime) {
        try {
            return Math.addExact(Math.multiplyExact(commitTime.getEpochSecond(), MICROS_PER_SECOND),
                    commitTime.getNano() / NANOS_PER_MICRO);
        } catch (ArithmeticException e) {
            throw new IllegalArgumentException("commit time " + commitTime + " is beyond the ±292,000 years a change "
                    + "batch can carry", e);
        }
    }

    private static long delta(long micros, long previousMicros, ChangeSet changeSet) {
        try {
            return Math.subtractExact(micros, previousMicros);
        } catch (ArithmeticException e) {
            throw new IllegalArgumentException("change set " + changeSet.sequence() + " was committed too long after "
                    + "or before the one it follows for a change batch: " + changeSet.commitTime(), e);
        }
    }

    private static NumberedRow row(RowChange row, SchemaNumbering numbering) {
        int entity = numbering.entityNumber(row.entity());
        NumberedRow.Builder wire = NumberedRow.newBuilder().setOperation(row.op().code());
        if (entity > 0) {
            wire.setEntity(entity);
        } else {
            wire.setEntityName(row.entity());
        }
        wire.addAllId(columns(row.id(), entity, numbering))
                .addAllColumns(columns(row.columns(), entity, numbering))
                .addAllBefore(columns(row.before(), entity, numbering));
        if (row.version() != null) {
            wire.setVersion(row.version());
        }
        return wire.build();
    }

    private static List<NumberedColumn> columns(List<ColumnValue> columns, int entity, SchemaNumbering numbering) {
        List<NumberedColumn> wire = new ArrayList<>(columns.size());
        for (ColumnValue column : columns) {
            NumberedColumn.Builder numbered = NumberedColumn.newBuilder().setValue(ValueMapping.toWire(column.value()));
            int number = numbering.columnNumber(entity, column.column());
            if (number > 0) {
                numbered.setNumber(number);
            } else {
                numbered.setName(column.column());
            }
            wire.add(numbered.build());
        }
        return wire;
    }

    /** A {@code NumberedRow} field's message; its entity first, wherever its fields are in the row. */
    private static RowChange row(CodedInputStream in, Numbers numbers, RowPlace place) throws IOException,
            WireFormatException {
        int length = in.readRawVarint32();
        int limit = in.pushLimit(length);
        int entityNumber = 0;
        String entityName = "";
        int start = in.getTotalBytesRead();
        CodedInputStream fields = CodedInputStream.newInstance(numbers.payload(), start, length);
        for (int tag = fields.readTag(); tag != 0; tag = fields.readTag()) {
            switch (tag) {
                case WireTags.NUMBERED_ROW_ENTITY -> entityNumber = fields.readUInt32();
                case WireTags.NUMBERED_ROW_ENTITY_NAME -> entityName = numbers.names().read(fields, numbers.payload(), start);
                default -> fields.skipField(tag);
            }
        }
        String entity = numbers.entity(entityNumber, entityName, place);
        RowParts row = new RowParts(place);
        for (int tag = in.readTag(); tag != 0; tag = in.readTag()) {
            switch (tag) {
                case WireTags.NUMBERED_ROW_OPERATION -> row.operation = in.readUInt32();
                case WireTags.NUMBERED_ROW_ID -> row.id.add(column(in, numbers, entityNumber, place, entity, " id"));
                case WireTags.NUMBERED_ROW_VERSION -> row.version = in.readSInt64();
                case WireTags.NUMBERED_ROW_COLUMNS -> row.columns.add(column(in, numbers, entityNumber, place, entity, ""));
                case WireTags.NUMBERED_ROW_BEFORE -> row.before.add(column(in, numbers, entityNumber, place, entity,
                        " before"));
                default -> in.skipField(tag);
            }
        }
        in.popLimit(limit);
        return row.change(entity);
    }

    /** A {@code NumberedColumn} field's message of a row of entity {@code entityNumber} (0: by name). */
    private static ColumnValue column(CodedInputStream in, Numbers numbers, int entityNumber, RowPlace place,
            String entity, String part) throws IOException, WireFormatException {
        int limit = in.pushLimit(in.readRawVarint32());
        int number = 0;
        String name = "";
        Value value = null;
        try {
            for (int tag = in.readTag(); tag != 0; tag = in.readTag()) {
                switch (tag) {
                    case WireTags.NUMBERED_COLUMN_NUMBER -> number = in.readUInt32();
                    case WireTags.NUMBERED_COLUMN_NAME -> name = numbers.names().read(in, numbers.payload(), 0);
                    case WireTags.NUMBERED_COLUMN_VALUE -> value = ValueMapping.read(in, numbers.payload());
                    default -> in.skipField(tag);
                }
            }
        } catch (ValueMapping.UnknownValueCodeException | IllegalArgumentException | DateTimeException e) {
            throw PayloadMapping.valueFailure(e, place.of(entity, part) + " column " + numbers.label(number, name, entityNumber));
        }
        in.popLimit(limit);
        String column = numbers.column(number, name, entityNumber, place, entity, part);
        try {
            return PayloadMapping.columnValue(column, value);
        } catch (IllegalArgumentException e) {
            throw PayloadMapping.valueFailure(e, place.of(entity, part) + " column " + column);
        }
    }

    /**
     * The numbering of this edge, checked against the one a batch was written with when a number is read; the names
     * that travel as names; the payload's bytes, for a second look at a row.
     */
    private record Numbers(SchemaNumbering numbering, int batchFingerprint, DecodedNames names, byte[] payload) {

        String entity(int number, String name, RowPlace place) throws WireFormatException {
            if (number == 0) {
                if (name.isEmpty()) {
                    throw new WireFormatException(CORRUPT_PAYLOAD, Envelope.PAYLOAD_OFFSET, place.text() + ": no entity");
                }
                return name;
            }
            agree(place);
            try {
                return numbering.entityName(number);
            } catch (IllegalArgumentException e) {
                throw new WireFormatException(CORRUPT_PAYLOAD, Envelope.PAYLOAD_OFFSET, place.text() + ": " + e.getMessage(), e);
            }
        }

        /** A column's name; an error names the column's place: {@code part} of a row of {@code entityName}. */
        String column(int number, String name, int entity, RowPlace place, String entityName, String part)
                throws WireFormatException {
            if (number == 0) {
                if (name.isEmpty()) {
                    throw new WireFormatException(CORRUPT_PAYLOAD, Envelope.PAYLOAD_OFFSET, place.of(entityName, part) + ": a column has no name");
                }
                return name;
            }
            if (entity == 0) {
                throw new WireFormatException(CORRUPT_PAYLOAD, Envelope.PAYLOAD_OFFSET, place.of(entityName, part) + ": column number "
                        + number + " in a row whose entity travels by name");
            }
            try {
                return numbering.columnName(entity, number);
            } catch (IllegalArgumentException e) {
                throw new WireFormatException(CORRUPT_PAYLOAD, Envelope.PAYLOAD_OFFSET, place.of(entityName, part) + ": " + e.getMessage(), e);
            }
        }

        /**
         * The name of a column of entity {@code entity} (0: by name), for an error's message: its number when that
         * names nothing.
         */
        String label(int number, String name, int entity) {
            if (number == 0) {
                return name;
            }
            try {
                return entity == 0 ? "number " + number : numbering.columnName(entity, number);
            } catch (IllegalArgumentException e) {
                return "number " + number;
            }
        }

        private void agree(RowPlace place) throws WireFormatException {
            if (batchFingerprint != numbering.fingerprint()) {
                throw new WireFormatException(SCHEMA_MISMATCH, Envelope.PAYLOAD_OFFSET, String.format(
                        "%s: the batch numbers entities and columns by stream schema %08x, this edge's is %08x (main and"
                                + " this edge deploy different versions of the application?)",
                        place.text(), batchFingerprint, numbering.fingerprint()));
            }
        }
    }
}
