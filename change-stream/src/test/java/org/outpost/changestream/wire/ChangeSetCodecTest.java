// SPDX-License-Identifier: Apache-2.0
package org.outpost.changestream.wire;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.math.BigDecimal;
import java.time.Instant;
import java.util.HexFormat;
import java.util.List;
import java.util.UUID;

import org.junit.jupiter.api.Test;
import org.outpost.changestream.model.ChangeSet;
import org.outpost.changestream.model.ColumnValue;
import org.outpost.changestream.model.RowChange;

/** Compression above the floor, changed columns only, several rows, and byte-for-byte determinism. */
class ChangeSetCodecTest {

    /** An update of one column, as format version 1 writes it. */
    private static final String GOLDEN_UPDATE = "4f504353010000000049000000490a1209734b1e6e8aac405d116f5e4d3c2b0a1f9c102a1a0b08848396b00d10959aef3a"
            + "22240a044974656d12080a0269641202200e180a20022a0e0a087175616e7469747912021806165b858b";

    private static final ChangeSet LARGE_DESCRIPTION = Fixtures.insertOf(ColumnValue.of("description", "A fine item. ".repeat(200)));

    private final ChangeSetCodec codec = new ChangeSetCodec();

    @Test
    void smallChangeSetTravelsUncompressed() throws WireFormatException {
        byte[] message = codec.encode(Fixtures.bid());

        assertEquals(Compression.NONE.code(), message[Fixtures.FLAGS_OFFSET]);
        assertEquals(Fixtures.bid(), codec.decode(message));
    }

    @Test
    void largeLobIsCompressed() throws WireFormatException {
        byte[] message = codec.encode(LARGE_DESCRIPTION);

        assertEquals(Compression.LZ4.code(), message[Fixtures.FLAGS_OFFSET]);
        assertTrue(message.length < 2600 / 4, "compressed to " + message.length + " bytes");
        assertEquals(LARGE_DESCRIPTION, codec.decode(message));
    }

    @Test
    void floorIsConfigurable() throws WireFormatException {
        ChangeSetCodec highFloor = new ChangeSetCodec(CodecSettings.defaults().withCompressionFloorBytes(1 << 20));
        ChangeSetCodec noFloor = new ChangeSetCodec(CodecSettings.defaults().withCompressionFloorBytes(0));
        ChangeSet repetitiveUpdate = Fixtures.changeSet(RowChange.update("Item", List.of(ColumnValue.of("id", 7L)), 2L,
                List.of(ColumnValue.of("name", "abcdefgh".repeat(20)))));

        assertEquals(Compression.NONE.code(), highFloor.encode(LARGE_DESCRIPTION)[Fixtures.FLAGS_OFFSET]);
        assertEquals(Compression.NONE.code(), codec.encode(repetitiveUpdate)[Fixtures.FLAGS_OFFSET]);
        assertEquals(Compression.LZ4.code(), noFloor.encode(repetitiveUpdate)[Fixtures.FLAGS_OFFSET]);
        assertEquals(repetitiveUpdate, codec.decode(noFloor.encode(repetitiveUpdate)));
    }

    @Test
    void incompressiblePayloadAboveTheFloorTravelsUncompressed() throws WireFormatException {
        ChangeSet picture = Fixtures.insertOf(ColumnValue.of("picture", ValueRoundTripTest.randomBytes(4096)));

        byte[] message = codec.encode(picture);

        assertEquals(Compression.NONE.code(), message[Fixtures.FLAGS_OFFSET]);
        assertEquals(picture, codec.decode(message));
    }

    @Test
    void updateCarriesOnlyTheGivenColumns() throws WireFormatException {
        List<ColumnValue> changed = List.of(ColumnValue.of("nb_of_bids", 4), ColumnValue.of("max_bid", new BigDecimal("15.00")));
        ChangeSet update = Fixtures.changeSet(RowChange.update("Item", List.of(ColumnValue.of("id", 7L)), 5L, changed));

        byte[] message = codec.encode(update);
        RowChange decoded = codec.decode(message).rows().get(0);

        assertEquals(changed, decoded.columns());
        assertTrue(message.length < 128, "a two-column update takes " + message.length + " bytes");
    }

    @Test
    void rowsKeepTheirOrderOperationsIdsAndVersions() throws WireFormatException {
        List<ColumnValue> compositeId = List.of(ColumnValue.of("item_id", 7L), ColumnValue.of("user_id", 17L));
        ChangeSet changeSet = new ChangeSet(Fixtures.EPOCH, Long.MAX_VALUE, Instant.EPOCH, List.of(
                RowChange.insert("Comment", compositeId, null, List.of(ColumnValue.of("comment", null))),
                RowChange.update("Item", List.of(ColumnValue.of("id", 7L)), Long.MIN_VALUE, List.of(ColumnValue.of("quantity", 0))),
                RowChange.delete("Bid", List.of(ColumnValue.of("id", UUID.randomUUID())), 3L)));

        assertEquals(changeSet, codec.decode(codec.encode(changeSet)));
    }

    @Test
    void valuesBeforeAChangeTravelWithIt() throws WireFormatException {
        List<ColumnValue> id = List.of(ColumnValue.of("id", 7L));
        ChangeSet changeSet = Fixtures.changeSet(
                RowChange.update("Item", id, 5L, List.of(ColumnValue.of("category", 3))).withBefore(
                        List.of(ColumnValue.of("category", 2), ColumnValue.of("seller", 11L))),
                RowChange.delete("Item", List.of(ColumnValue.of("id", 8L)), 1L).withBefore(
                        List.of(ColumnValue.of("category", 2))));

        ChangeSet decoded = codec.decode(codec.encode(changeSet));

        assertEquals(changeSet, decoded);
        assertEquals(List.of(ColumnValue.of("category", 2), ColumnValue.of("seller", 11L)),
                decoded.rows().get(0).before());
    }

    @Test
    void decodedChangeSetsShareTheirEntityAndColumnNames() throws WireFormatException {
        byte[] message = codec.encode(Fixtures.bid());
        RowChange first = codec.decode(message).rows().get(0);
        RowChange second = codec.decode(message).rows().get(0);

        assertSame(first.entity(), second.entity());
        for (int i = 0; i < first.columns().size(); i++) {
            assertSame(first.columns().get(i).column(), second.columns().get(i).column());
        }
        assertSame(first.id().get(0).column(), second.id().get(0).column());
        assertEquals(first, second);
    }

    @Test
    void equalChangeSetsGiveEqualBytes() {
        assertArrayEquals(codec.encode(Fixtures.bid()), codec.encode(Fixtures.bid()));
        assertArrayEquals(codec.encode(LARGE_DESCRIPTION), new ChangeSetCodec().encode(LARGE_DESCRIPTION));
    }

    @Test
    void formatVersionOneBytesNeverChange() {
        ChangeSet changeSet = Fixtures.changeSet(RowChange.update("Item", List.of(ColumnValue.of("id", 7L)), 5L,
                List.of(ColumnValue.of("quantity", 3))));

        assertEquals(GOLDEN_UPDATE, HexFormat.of().formatHex(codec.encode(changeSet)));
    }
}
