// SPDX-License-Identifier: Apache-2.0
package org.outpost.changestream.wire;

import static org.outpost.changestream.wire.WireFormatException.Reason.CORRUPT_PAYLOAD;
import static org.outpost.changestream.wire.WireFormatException.Reason.UNKNOWN_OPERATION_CODE;

import java.util.ArrayList;
import java.util.List;

import org.outpost.changestream.model.ColumnValue;
import org.outpost.changestream.model.Operation;
import org.outpost.changestream.model.RowChange;

/**
 * The parts of a row as a decoder reads them, in whatever order its fields come, then the {@link RowChange} they make.
 * Mutable, and private to the reading of one row.
 */
final class RowParts {

    private final RowPlace place;
    /** The version, {@code null} when the row carries none. */
    Long version;
    /** The operation's byte code. */
    int operation;
    final List<ColumnValue> id = new ArrayList<>(1);
    final List<ColumnValue> columns = new ArrayList<>();
    final List<ColumnValue> before = new ArrayList<>(0);

    RowParts(RowPlace place) {
        this.place = place;
    }

    /** The row of {@code entity}; an error names it at its place. */
    RowChange change(String entity) throws WireFormatException {
        int code = operation;
        Operation op = Operation.ofCode(code).orElseThrow(() -> new WireFormatException(UNKNOWN_OPERATION_CODE,
                Envelope.PAYLOAD_OFFSET, place.of(entity, "") + ": operation code " + code
                        + " is unknown to this decoder"));
        try {
            return new RowChange(entity, id, version, op, columns, before);
        } catch (IllegalArgumentException e) {
            throw new WireFormatException(CORRUPT_PAYLOAD, Envelope.PAYLOAD_OFFSET, place.of(entity, "") + ": "
                    + e.getMessage(), e);
        }
    }
}
