// SPDX-License-Identifier: Apache-2.0
package org.outpost.changestream.wire;

import java.math.BigDecimal;
import java.time.Instant;
import java.util.List;
import java.util.UUID;
import java.util.zip.CRC32C;

import org.outpost.changestream.model.ChangeSet;
import org.outpost.changestream.model.ColumnValue;
import org.outpost.changestream.model.RowChange;

/** Change sets and message surgery shared by the wire tests. */
final class Fixtures {

    static final UUID EPOCH = UUID.fromString("5d40ac8a-6e1e-4b73-9c1f-0a2b3c4d5e6f");
    static final Instant COMMIT_TIME = Instant.parse("2026-11-22T10:15:30.123456789Z");
    static final int FLAGS_OFFSET = 5;

    private Fixtures() {
    }

    /** A change set of these rows. */
    static ChangeSet changeSet(RowChange... rows) {
        return new ChangeSet(EPOCH, 42, COMMIT_TIME, List.of(rows));
    }

    /** A change set inserting an item whose only column is {@code column}. */
    static ChangeSet insertOf(ColumnValue column) {
        return changeSet(RowChange.insert("Item", List.of(ColumnValue.of("id", 7L)), 1L, List.of(column)));
    }

    /** A small change set: one bid. */
    static ChangeSet bid() {
        return changeSet(RowChange.insert("Bid", List.of(ColumnValue.of("id", 1001L)), 0L, List.of(
                ColumnValue.of("user_id", 17L),
                ColumnValue.of("item_id", 7L),
                ColumnValue.of("qty", 1),
                ColumnValue.of("bid", new BigDecimal("12.50")),
                ColumnValue.of("max_bid", new BigDecimal("15.00")),
                ColumnValue.of("date", Instant.parse("2026-11-22T10:15:30Z")))));
    }

    /** The message with its trailing CRC32C recomputed, so that only the surgery done to it is wrong. */
    static byte[] withValidChecksum(byte[] message) {
        CRC32C crc = new CRC32C();
        int checksumOffset = message.length - 4;
        crc.update(message, 0, checksumOffset);
        long value = crc.getValue();
        for (int i = 0; i < 4; i++) {
            message[checksumOffset + i] = (byte) (value >>> (24 - 8 * i));
        }
        return message;
    }
}
