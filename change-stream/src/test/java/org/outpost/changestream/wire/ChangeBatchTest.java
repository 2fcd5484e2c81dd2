// SPDX-License-Identifier: Apache-2.0
package org.outpost.changestream.wire;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.math.BigDecimal;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;
import java.util.Map;
import java.util.UUID;

import com.google.protobuf.UnknownFieldSet;
import org.junit.jupiter.api.Test;
import org.outpost.changestream.model.ChangeSet;
import org.outpost.changestream.model.ColumnValue;
import org.outpost.changestream.model.RowChange;
import org.outpost.changestream.wire.proto.BatchedChangeSet;
import org.outpost.changestream.wire.proto.ChangeBatch;
import org.outpost.changestream.wire.proto.NumberedColumn;
import org.outpost.changestream.wire.proto.NumberedRow;
import org.outpost.changestream.wire.proto.Uuid;
import org.outpost.changestream.wire.proto.WireValue;

/** Change batches (format version 2): several change sets per message, numbers instead of names, all or nothing. */
class ChangeBatchTest {

    /** A batch of one two-column update of an item, as format version 2 writes it with {@link #NUMBERED}. */
    private static final String GOLDEN_BID = "4f50435302000000004f0000004f0a1209734b1e6e8aac405d116f5e4d3c2b0a1f9c102a1d"
            + "52cac82822320880db909cd8b6b0061095061a2408021802220608011a02200e280a320608041a021808320c08051a0832060a0205dc"
            + "100452a2e0dd";

    private final ChangeSetCodec numbered = new ChangeSetCodec(CodecSettings.defaults(), SchemaNumberingTest.ITEMS_AND_BIDS);

    @Test
    void consecutiveChangeSetsTravelTogetherAndComeBackEqual() throws WireFormatException {
        List<ChangeSet> changeSets = List.of(bid(42, Fixtures.COMMIT_TIME), bid(43, Fixtures.COMMIT_TIME.plusMillis(20)),
                new ChangeSet(Fixtures.EPOCH, 44, Fixtures.COMMIT_TIME.minusSeconds(1), Fixtures.bid().rows()));

        byte[] message = numbered.encodeBatch(changeSets);

        assertEquals(ChangeSetCodec.BATCH_VERSION, message[4]);
        assertEquals(changeSets, numbered.decodeBatch(message));
    }

    @Test
    void numbersMakeABatchSmallerThanItsChangeSets() {
        List<ChangeSet> changeSets = new ArrayList<>();
        int separately = 0;
        for (int i = 0; i < 5; i++) {
            ChangeSet bid = bid(42 + i, Fixtures.COMMIT_TIME.plusMillis(20L * i));
            changeSets.add(bid);
            separately += numbered.encode(bid).length;
        }
        int single = numbered.encodeBatch(changeSets.subList(0, 1)).length;
        int batch = numbered.encodeBatch(changeSets).length;

        assertTrue(single < separately / 5, "a batch of one two-column update takes " + single + " bytes, "
                + separately / 5 + " in format version 1");
        assertTrue(batch < separately * 0.6, "five updates take " + batch + " bytes in a batch, " + separately + " apart");
    }

    @Test
    void namesTheNumberingLacksTravelAsNames() throws WireFormatException {
        ChangeSet changeSet = Fixtures.changeSet(
                RowChange.insert("User", List.of(ColumnValue.of("id", 3L)), null, List.of(ColumnValue.of("nick", "ann"))),
                RowChange.update("Item", List.of(ColumnValue.of("id", 7L)), 2L, List.of(ColumnValue.of("rating", 5)))
                        .withBefore(List.of(ColumnValue.of("quantity", 1))));

        byte[] message = numbered.encodeBatch(List.of(changeSet));

        assertEquals(List.of(changeSet), numbered.decodeBatch(message));
        assertEquals(List.of(changeSet), new ChangeSetCodec().decodeBatch(new ChangeSetCodec().encodeBatch(List.of(changeSet))));
    }

    @Test
    void anotherSchemaRefusesTheNumbersAndNamesIt() {
        byte[] message = numbered.encodeBatch(List.of(bid(42, Fixtures.COMMIT_TIME)));
        SchemaNumbering other = SchemaNumbering.of(Map.of("Item", List.of("id", "version", "nb_of_bids", "name", "max_bid")));

        WireFormatException e = assertThrows(WireFormatException.class,
                () -> new ChangeSetCodec(CodecSettings.defaults(), other).decodeBatch(message));

        assertEquals(WireFormatException.Reason.SCHEMA_MISMATCH, e.reason());
        assertFalse(e.reason().needsNewerDecoder(), "main's outbox replays it by name");
        assertTrue(e.getMessage().contains(String.format("stream schema %08x, this edge's is %08x",
                SchemaNumberingTest.ITEMS_AND_BIDS.fingerprint(), other.fingerprint())), e.getMessage());
        assertTrue(e.getMessage().contains("change set 42 row 0"), e.getMessage());
    }

    @Test
    void aTruncatedOrAlteredBatchIsRefusedWholeNamingWhere() {
        byte[] message = numbered.encodeBatch(List.of(bid(42, Fixtures.COMMIT_TIME), bid(43, Fixtures.COMMIT_TIME)));
        byte[] truncated = java.util.Arrays.copyOf(message, message.length - 10);
        byte[] altered = message.clone();
        altered[message.length - 8] ^= 0x01;

        WireFormatException cut = assertThrows(WireFormatException.class, () -> numbered.decodeBatch(truncated));
        WireFormatException changed = assertThrows(WireFormatException.class, () -> numbered.decodeBatch(altered));

        assertEquals(WireFormatException.Reason.TRUNCATED, cut.reason());
        assertEquals(truncated.length, cut.offset());
        assertTrue(cut.getMessage().contains("ends after " + truncated.length + " bytes"), cut.getMessage());
        assertEquals(WireFormatException.Reason.CHECKSUM_MISMATCH, changed.reason());
        assertEquals(message.length - 4, changed.offset(), "the checksum's offset");
    }

    @Test
    void aBatchIsRefusedWhereOneChangeSetIsExpectedAndOneChangeSetIsABatchOfOne() throws WireFormatException {
        WireFormatException e = assertThrows(WireFormatException.class,
                () -> numbered.decode(numbered.encodeBatch(List.of(Fixtures.bid()))));
        assertEquals(WireFormatException.Reason.UNSUPPORTED_VERSION, e.reason());

        assertEquals(List.of(Fixtures.bid()), numbered.decodeBatch(numbered.encode(Fixtures.bid())));
    }

    @Test
    void onlyConsecutiveChangeSetsOfOneEpochMakeABatch() {
        ChangeSet first = bid(42, Fixtures.COMMIT_TIME);
        assertThrows(IllegalArgumentException.class, () -> numbered.encodeBatch(List.of()));
        IllegalArgumentException gap = assertThrows(IllegalArgumentException.class,
                () -> numbered.encodeBatch(List.of(first, bid(44, Fixtures.COMMIT_TIME))));
        assertTrue(gap.getMessage().contains("change set 44 of epoch"), gap.getMessage());
        assertThrows(IllegalArgumentException.class, () -> numbered.encodeBatch(List.of(first,
                new ChangeSet(UUID.randomUUID(), 43, Fixtures.COMMIT_TIME, first.rows()))));
    }

    @Test
    void largeBatchesAreCompressed() throws WireFormatException {
        List<ChangeSet> changeSets = new ArrayList<>();
        for (int i = 0; i < 100; i++) {
            changeSets.add(new ChangeSet(Fixtures.EPOCH, 1 + i, Fixtures.COMMIT_TIME, List.of(RowChange.insert("Item",
                    List.of(ColumnValue.of("id", 1000L + i)), 0L, List.of(ColumnValue.of("name", "item " + i),
                            ColumnValue.of("description", "A fine item with a long description. ".repeat(5)))))));
        }

        byte[] message = numbered.encodeBatch(changeSets);

        assertEquals(Compression.LZ4.code(), message[Fixtures.FLAGS_OFFSET]);
        assertEquals(changeSets, numbered.decodeBatch(message));
    }

    @Test
    void formatVersionTwoBytesNeverChange() {
        assertEquals(GOLDEN_BID, HexFormat.of().formatHex(numbered.encodeBatch(List.of(bid(42, Fixtures.COMMIT_TIME)))));
    }

    @Test
    void aCommitTimeNoBatchCanCarryIsRefusedNamingIt() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> numbered.encodeBatch(List.of(bid(42, Instant.MAX))));
        assertTrue(e.getMessage().contains("commit time " + Instant.MAX + " is beyond"), e.getMessage());
        IllegalArgumentException apart = assertThrows(IllegalArgumentException.class, () -> numbered.encodeBatch(List.of(
                bid(42, Instant.ofEpochSecond(-9_000_000_000_000L)), bid(43, Instant.ofEpochSecond(9_000_000_000_000L)))));
        assertTrue(apart.getMessage().contains("change set 43 was committed too long after or before"), apart.getMessage());
    }

    /** Found by ChangeSetDecoderFuzzTest: naming such a column asked the numbering for the columns of entity 0. */
    @Test
    void aValueOfANumberedColumnOfARowWhoseEntityTravelsByNameIsNamedByItsNumberWhenItFails() {
        WireValue futureKind = WireValue.newBuilder().setUnknownFields(UnknownFieldSet.newBuilder()
                .addField(42, UnknownFieldSet.Field.newBuilder().addVarint(1).build()).build()).build();
        byte[] payload = ChangeBatch.newBuilder()
                .setEpoch(Uuid.newBuilder().setMostSignificant(1).setLeastSignificant(2))
                .setFirstSequence(42)
                .setSchema(SchemaNumberingTest.ITEMS_AND_BIDS.fingerprint())
                .addChangeSets(BatchedChangeSet.newBuilder().addRows(NumberedRow.newBuilder().setEntityName("User")
                        .setOperation(1).addId(NumberedColumn.newBuilder().setNumber(1).setValue(futureKind))))
                .build().toByteArray();
        byte[] message = new Envelope(Envelope.BATCH, Compression.NONE, payload.length, payload).toBytes();

        WireFormatException e = assertThrows(WireFormatException.class, () -> numbered.decodeBatch(message));

        assertEquals(WireFormatException.Reason.UNKNOWN_VALUE_CODE, e.reason());
        assertTrue(e.getMessage().contains("change set 42 row 0 (User) id column number 1: value code 42"), e.getMessage());
    }

    private static ChangeSet bid(long sequence, Instant commitTime) {
        return new ChangeSet(Fixtures.EPOCH, sequence, commitTime, List.of(RowChange.update("Item",
                List.of(ColumnValue.of("id", 7L)), 5L,
                List.of(ColumnValue.of("nb_of_bids", 4), ColumnValue.of("max_bid", new BigDecimal("15.00"))))));
    }
}
