// SPDX-License-Identifier: Apache-2.0
package org.outpost.changestream.wire;

import static org.outpost.changestream.wire.WireFormatException.Reason.CORRUPT_PAYLOAD;
import static org.outpost.changestream.wire.WireFormatException.Reason.SCHEMA_MISMATCH;

import java.time.DateTimeException;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.UUID;

import com.google.protobuf.InvalidProtocolBufferException;
import org.outpost.changestream.model.ChangeSet;
import org.outpost.changestream.model.ColumnValue;
import org.outpost.changestream.model.Operation;
import org.outpost.changestream.model.RowChange;
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

    /** The change sets of a payload whose checksum already holds. */
    static List<ChangeSet> decode(byte[] bytes, SchemaNumbering numbering) throws WireFormatException {
        ChangeBatch batch;
        try {
            batch = ChangeBatch.parseFrom(bytes);
        } catch (InvalidProtocolBufferException e) {
            throw new WireFormatException(CORRUPT_PAYLOAD, Envelope.PAYLOAD_OFFSET,
                    "the batch does not parse: " + e.getMessage(), e);
        }
        if (!batch.hasEpoch() || batch.getChangeSetsCount() == 0 || batch.getFirstSequence() < 1) {
            throw new WireFormatException(CORRUPT_PAYLOAD, Envelope.PAYLOAD_OFFSET,
                    "the batch has no epoch, no change set or no first sequence");
        }
        UUID epoch = new UUID(batch.getEpoch().getMostSignificant(), batch.getEpoch().getLeastSignificant());
        Numbers numbers = new Numbers(numbering, batch.getSchema());
        List<ChangeSet> changeSets = new ArrayList<>(batch.getChangeSetsCount());
        long micros = 0;
        for (int i = 0; i < batch.getChangeSetsCount(); i++) {
            BatchedChangeSet wire = batch.getChangeSets(i);
            long sequence = batch.getFirstSequence() + i;
            String place = "change set " + sequence;
            try {
                micros = Math.addExact(micros, wire.getCommitMicros());
                if (wire.getCommitNanos() >= NANOS_PER_MICRO) {
                    throw new IllegalArgumentException("commit nanoseconds " + wire.getCommitNanos() + " exceed a microsecond");
                }
                Instant commitTime = Instant.ofEpochSecond(Math.floorDiv(micros, MICROS_PER_SECOND),
                        Math.floorMod(micros, MICROS_PER_SECOND) * NANOS_PER_MICRO + wire.getCommitNanos());
                List<RowChange> rows = new ArrayList<>(wire.getRowsCount());
                for (int r = 0; r < wire.getRowsCount(); r++) {
                    rows.add(row(wire.getRows(r), numbers, place + " row " + r));
                }
                changeSets.add(new ChangeSet(epoch, sequence, commitTime, rows));
            } catch (IllegalArgumentException | ArithmeticException | DateTimeException e) {
                throw new WireFormatException(CORRUPT_PAYLOAD, Envelope.PAYLOAD_OFFSET, place + ": " + e.getMessage(), e);
            }
        }
        return changeSets;
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

    private static RowChange row(NumberedRow wire, Numbers numbers, String where) throws WireFormatException {
        String entity = numbers.entity(wire, where);
        String place = where + " (" + entity + ")";
        Operation op = PayloadMapping.operation(wire.getOperation(), () -> place);
        List<ColumnValue> id = columns(wire.getIdList(), wire.getEntity(), numbers, place + " id");
        List<ColumnValue> columns = columns(wire.getColumnsList(), wire.getEntity(), numbers, place);
        List<ColumnValue> before = columns(wire.getBeforeList(), wire.getEntity(), numbers, place + " before");
        try {
            return new RowChange(entity, id, wire.hasVersion() ? wire.getVersion() : null, op, columns, before);
        } catch (IllegalArgumentException e) {
            throw new WireFormatException(CORRUPT_PAYLOAD, Envelope.PAYLOAD_OFFSET, place + ": " + e.getMessage(), e);
        }
    }

    private static List<ColumnValue> columns(List<NumberedColumn> wire, int entity, Numbers numbers, String where)
            throws WireFormatException {
        List<ColumnValue> columns = new ArrayList<>(wire.size());
        for (NumberedColumn column : wire) {
            String name = numbers.column(column, entity, where);
            columns.add(PayloadMapping.column(name, column.hasValue() ? column.getValue() : null,
                    () -> where + " column " + name));
        }
        return columns;
    }

    /** The numbering of this edge, checked against the one a batch was written with when a number is read. */
    private record Numbers(SchemaNumbering numbering, int batchFingerprint) {

        String entity(NumberedRow row, String place) throws WireFormatException {
            if (row.getEntity() == 0) {
                if (row.getEntityName().isEmpty()) {
                    throw new WireFormatException(CORRUPT_PAYLOAD, Envelope.PAYLOAD_OFFSET, place + ": no entity");
                }
                return row.getEntityName();
            }
            agree(place);
            try {
                return numbering.entityName(row.getEntity());
            } catch (IllegalArgumentException e) {
                throw new WireFormatException(CORRUPT_PAYLOAD, Envelope.PAYLOAD_OFFSET, place + ": " + e.getMessage(), e);
            }
        }

        String column(NumberedColumn column, int entity, String place) throws WireFormatException {
            if (column.getNumber() == 0) {
                if (column.getName().isEmpty()) {
                    throw new WireFormatException(CORRUPT_PAYLOAD, Envelope.PAYLOAD_OFFSET, place + ": a column has no name");
                }
                return column.getName();
            }
            if (entity == 0) {
                throw new WireFormatException(CORRUPT_PAYLOAD, Envelope.PAYLOAD_OFFSET, place + ": column number "
                        + column.getNumber() + " in a row whose entity travels by name");
            }
            try {
                return numbering.columnName(entity, column.getNumber());
            } catch (IllegalArgumentException e) {
                throw new WireFormatException(CORRUPT_PAYLOAD, Envelope.PAYLOAD_OFFSET, place + ": " + e.getMessage(), e);
            }
        }

        private void agree(String place) throws WireFormatException {
            if (batchFingerprint != numbering.fingerprint()) {
                throw new WireFormatException(SCHEMA_MISMATCH, Envelope.PAYLOAD_OFFSET, String.format(
                        "%s: the batch numbers entities and columns by stream schema %08x, this edge's is %08x (main and"
                                + " this edge deploy different versions of the application?)",
                        place, batchFingerprint, numbering.fingerprint()));
            }
        }
    }
}
