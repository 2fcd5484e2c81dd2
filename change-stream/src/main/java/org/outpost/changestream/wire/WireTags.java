// SPDX-License-Identifier: Apache-2.0
package org.outpost.changestream.wire;

import com.google.protobuf.WireFormat;

/**
 * The tags (field number and wire type) of the Protocol Buffers fields the decoders read, named after their fields in
 * {@code change_set.proto} and {@code change_batch.proto}; {@code WireTagsTest} holds each against the generated
 * descriptors, so that a changed {@code .proto} cannot leave them behind. A field whose wire type is not the declared
 * one has another tag, and is skipped as unknown, as a generated parser would.
 */
final class WireTags {

    private static final int VARINT = WireFormat.WIRETYPE_VARINT;
    private static final int FIXED64 = WireFormat.WIRETYPE_FIXED64;
    private static final int LENGTH_DELIMITED = WireFormat.WIRETYPE_LENGTH_DELIMITED;
    private static final int FIXED32 = WireFormat.WIRETYPE_FIXED32;
    private static final int TYPE_BITS = 3;

    // WireValue: a field per kind, numbered by its ValueType code.
    static final int NULL = 1 << TYPE_BITS | LENGTH_DELIMITED;
    static final int BOOLEAN = 2 << TYPE_BITS | VARINT;
    static final int INT = 3 << TYPE_BITS | VARINT;
    static final int LONG = 4 << TYPE_BITS | VARINT;
    static final int STRING = 5 << TYPE_BITS | LENGTH_DELIMITED;
    static final int DECIMAL = 6 << TYPE_BITS | LENGTH_DELIMITED;
    static final int INSTANT = 7 << TYPE_BITS | LENGTH_DELIMITED;
    static final int LOCAL_DATE = 8 << TYPE_BITS | VARINT;
    static final int LOCAL_DATE_TIME = 9 << TYPE_BITS | LENGTH_DELIMITED;
    static final int ENUM = 10 << TYPE_BITS | LENGTH_DELIMITED;
    static final int BYTES = 11 << TYPE_BITS | LENGTH_DELIMITED;
    static final int DOUBLE = 12 << TYPE_BITS | FIXED64;
    static final int SHORT = 13 << TYPE_BITS | VARINT;
    static final int BYTE = 14 << TYPE_BITS | VARINT;
    static final int UUID = 15 << TYPE_BITS | LENGTH_DELIMITED;
    static final int FLOAT = 16 << TYPE_BITS | FIXED32;
    static final int CHAR = 17 << TYPE_BITS | VARINT;
    static final int LOCAL_TIME = 18 << TYPE_BITS | VARINT;
    static final int OFFSET_DATE_TIME = 19 << TYPE_BITS | LENGTH_DELIMITED;
    static final int DURATION = 20 << TYPE_BITS | LENGTH_DELIMITED;
    static final int BIG_INTEGER = 21 << TYPE_BITS | LENGTH_DELIMITED;

    // The small messages of values and change sets.
    static final int UUID_MOST_SIGNIFICANT = 1 << TYPE_BITS | FIXED64;
    static final int UUID_LEAST_SIGNIFICANT = 2 << TYPE_BITS | FIXED64;
    static final int SECONDS = 1 << TYPE_BITS | VARINT;
    static final int NANOS = 2 << TYPE_BITS | VARINT;
    static final int DECIMAL_UNSCALED = 1 << TYPE_BITS | LENGTH_DELIMITED;
    static final int DECIMAL_SCALE = 2 << TYPE_BITS | VARINT;
    static final int EPOCH_DAY = 1 << TYPE_BITS | VARINT;
    static final int NANO_OF_DAY = 2 << TYPE_BITS | VARINT;
    static final int LOCAL = 1 << TYPE_BITS | LENGTH_DELIMITED;
    static final int OFFSET_SECONDS = 2 << TYPE_BITS | VARINT;

    // ChangeSetPayload, Row and Column (format version 1).
    static final int PAYLOAD_EPOCH = 1 << TYPE_BITS | LENGTH_DELIMITED;
    static final int PAYLOAD_SEQUENCE = 2 << TYPE_BITS | VARINT;
    static final int PAYLOAD_COMMIT_TIME = 3 << TYPE_BITS | LENGTH_DELIMITED;
    static final int PAYLOAD_ROWS = 4 << TYPE_BITS | LENGTH_DELIMITED;
    static final int ROW_ENTITY = 1 << TYPE_BITS | LENGTH_DELIMITED;
    static final int ROW_ID = 2 << TYPE_BITS | LENGTH_DELIMITED;
    static final int ROW_VERSION = 3 << TYPE_BITS | VARINT;
    static final int ROW_OPERATION = 4 << TYPE_BITS | VARINT;
    static final int ROW_COLUMNS = 5 << TYPE_BITS | LENGTH_DELIMITED;
    static final int ROW_BEFORE = 6 << TYPE_BITS | LENGTH_DELIMITED;
    static final int COLUMN_NAME = 1 << TYPE_BITS | LENGTH_DELIMITED;
    static final int COLUMN_VALUE = 2 << TYPE_BITS | LENGTH_DELIMITED;

    // ChangeBatch, BatchedChangeSet, NumberedRow and NumberedColumn (format version 2).
    static final int BATCH_EPOCH = 1 << TYPE_BITS | LENGTH_DELIMITED;
    static final int BATCH_FIRST_SEQUENCE = 2 << TYPE_BITS | VARINT;
    static final int BATCH_SCHEMA = 3 << TYPE_BITS | FIXED32;
    static final int BATCH_CHANGE_SETS = 4 << TYPE_BITS | LENGTH_DELIMITED;
    static final int BATCHED_COMMIT_MICROS = 1 << TYPE_BITS | VARINT;
    static final int BATCHED_COMMIT_NANOS = 2 << TYPE_BITS | VARINT;
    static final int BATCHED_ROWS = 3 << TYPE_BITS | LENGTH_DELIMITED;
    static final int NUMBERED_ROW_ENTITY = 1 << TYPE_BITS | VARINT;
    static final int NUMBERED_ROW_ENTITY_NAME = 2 << TYPE_BITS | LENGTH_DELIMITED;
    static final int NUMBERED_ROW_OPERATION = 3 << TYPE_BITS | VARINT;
    static final int NUMBERED_ROW_ID = 4 << TYPE_BITS | LENGTH_DELIMITED;
    static final int NUMBERED_ROW_VERSION = 5 << TYPE_BITS | VARINT;
    static final int NUMBERED_ROW_COLUMNS = 6 << TYPE_BITS | LENGTH_DELIMITED;
    static final int NUMBERED_ROW_BEFORE = 7 << TYPE_BITS | LENGTH_DELIMITED;
    static final int NUMBERED_COLUMN_NUMBER = 1 << TYPE_BITS | VARINT;
    static final int NUMBERED_COLUMN_NAME = 2 << TYPE_BITS | LENGTH_DELIMITED;
    static final int NUMBERED_COLUMN_VALUE = 3 << TYPE_BITS | LENGTH_DELIMITED;

    private WireTags() {
    }
}
