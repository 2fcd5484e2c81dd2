// SPDX-License-Identifier: Apache-2.0
package org.outpost.changestream.wire;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;

import com.google.protobuf.ByteString;
import com.google.protobuf.CodedOutputStream;
import com.google.protobuf.Descriptors.Descriptor;
import com.google.protobuf.Descriptors.FieldDescriptor;
import com.google.protobuf.UnknownFieldSet;
import com.google.protobuf.WireFormat;
import org.junit.jupiter.api.Test;
import org.outpost.changestream.model.ChangeSet;
import org.outpost.changestream.model.ColumnValue;
import org.outpost.changestream.model.RowChange;
import org.outpost.changestream.wire.proto.ChangeBatch;
import org.outpost.changestream.wire.proto.ChangeSetPayload;

/**
 * The decoders read fields in whatever order they come and skip the fields they do not know, in every message, as a
 * Protocol Buffers reader must: a payload rewritten with each message's fields in reverse order (a batch's change sets
 * before its epoch, a row's columns before its entity) and a field of a later version added to each message decodes
 * to the same change sets.
 */
class FieldOrderTest {

    /** A field number none of the messages has. */
    private static final int LATER_FIELD = 99;

    private final ChangeSetCodec codec = new ChangeSetCodec(CodecSettings.defaults(), SchemaNumberingTest.ITEMS_AND_BIDS);

    @Test
    void aChangeSetOfEveryValueTypeReadsTheSameInAnyOrder() throws IOException, WireFormatException {
        AtomicInteger column = new AtomicInteger();
        List<ColumnValue> columns = ValueRoundTripTest.values()
                .map(value -> new ColumnValue("c" + column.incrementAndGet(), value)).toList();
        ChangeSet changeSet = Fixtures.changeSet(RowChange.insert("Item", List.of(ColumnValue.of("id", 7L)), 1L, columns),
                RowChange.update("Item", List.of(ColumnValue.of("id", 8L)), 2L, List.of(ColumnValue.of("quantity", 3)))
                        .withBefore(List.of(ColumnValue.of("quantity", 4))));
        byte[] payload = rewritten(ByteString.copyFrom(PayloadMapping.encode(changeSet)), ChangeSetPayload.getDescriptor());

        assertEquals(changeSet, codec.decode(new Envelope(Envelope.CHANGE_SET, Compression.NONE, payload.length, payload).toBytes()));
    }

    @Test
    void aBatchReadsTheSameInAnyOrder() throws IOException, WireFormatException {
        ChangeSet bid = new ChangeSet(Fixtures.EPOCH, 43, Fixtures.COMMIT_TIME.plusMillis(5), List.of(RowChange.update("Item",
                List.of(ColumnValue.of("id", 7L)), 5L, List.of(ColumnValue.of("nb_of_bids", 4)))));
        ChangeSet named = new ChangeSet(Fixtures.EPOCH, 44, Fixtures.COMMIT_TIME.plusMillis(9), List.of(RowChange.insert(
                "User", List.of(ColumnValue.of("id", 3L)), null, List.of(ColumnValue.of("nick", "ann")))));
        List<ChangeSet> changeSets = List.of(Fixtures.bid(), bid, named);
        byte[] payload = rewritten(ByteString.copyFrom(BatchMapping.encode(changeSets, SchemaNumberingTest.ITEMS_AND_BIDS)),
                ChangeBatch.getDescriptor());

        assertEquals(changeSets, codec.decodeBatch(new Envelope(Envelope.BATCH, Compression.NONE, payload.length, payload)
                .toBytes()));
    }

    @Test
    void unknownGroupsNestedBeyondTheLimitAreCorruptNotAStackOverflow() {
        byte[] payload = new byte[100_000];
        Arrays.fill(payload, (byte) (15 << 3 | WireFormat.WIRETYPE_START_GROUP)); // field 15 opens a group, again and again
        byte[] message = new Envelope(Envelope.CHANGE_SET, Compression.NONE, payload.length, payload).toBytes();

        WireFormatException e = assertThrows(WireFormatException.class, () -> codec.decode(message));

        assertEquals(WireFormatException.Reason.CORRUPT_PAYLOAD, e.reason());
        assertTrue(e.getMessage().contains("does not parse"), e.getMessage());
    }

    /** The message's fields in reverse order of their numbers, each message (recursively) with a later field added. */
    private static byte[] rewritten(ByteString message, Descriptor type) throws IOException {
        UnknownFieldSet fields = UnknownFieldSet.parseFrom(message);
        ByteString.Output bytes = ByteString.newOutput();
        CodedOutputStream out = CodedOutputStream.newInstance(bytes);
        List<Integer> numbers = new ArrayList<>(fields.asMap().keySet());
        Collections.reverse(numbers);
        out.writeUInt64(LATER_FIELD, 7);
        for (int number : numbers) {
            UnknownFieldSet.Field field = fields.getField(number);
            FieldDescriptor descriptor = type.findFieldByNumber(number);
            for (long value : field.getVarintList()) {
                out.writeUInt64(number, value);
            }
            for (int value : field.getFixed32List()) {
                out.writeFixed32(number, value);
            }
            for (long value : field.getFixed64List()) {
                out.writeFixed64(number, value);
            }
            for (ByteString value : field.getLengthDelimitedList()) {
                out.writeBytes(number, descriptor.getType() == FieldDescriptor.Type.MESSAGE
                        ? ByteString.copyFrom(rewritten(value, descriptor.getMessageType())) : value);
            }
        }
        out.flush();
        return bytes.toByteString().toByteArray();
    }
}
