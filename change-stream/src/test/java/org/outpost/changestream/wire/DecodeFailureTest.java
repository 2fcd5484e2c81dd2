// SPDX-License-Identifier: Apache-2.0
package org.outpost.changestream.wire;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.outpost.changestream.wire.WireFormatException.Reason.BAD_MAGIC;
import static org.outpost.changestream.wire.WireFormatException.Reason.CHECKSUM_MISMATCH;
import static org.outpost.changestream.wire.WireFormatException.Reason.CORRUPT_PAYLOAD;
import static org.outpost.changestream.wire.WireFormatException.Reason.TOO_LARGE;
import static org.outpost.changestream.wire.WireFormatException.Reason.TRAILING_BYTES;
import static org.outpost.changestream.wire.WireFormatException.Reason.TRUNCATED;
import static org.outpost.changestream.wire.WireFormatException.Reason.UNKNOWN_OPERATION_CODE;
import static org.outpost.changestream.wire.WireFormatException.Reason.UNKNOWN_VALUE_CODE;
import static org.outpost.changestream.wire.WireFormatException.Reason.UNSUPPORTED_COMPRESSION;
import static org.outpost.changestream.wire.WireFormatException.Reason.UNSUPPORTED_VERSION;

import java.util.Arrays;
import java.util.function.UnaryOperator;

import com.google.protobuf.InvalidProtocolBufferException;
import com.google.protobuf.UnknownFieldSet;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.outpost.changestream.wire.proto.ChangeSetPayload;
import org.outpost.changestream.wire.proto.WireValue;

/** Each way a message can be wrong gives its own reason, the offset and a message naming the culprit. */
class DecodeFailureTest {

    private final ChangeSetCodec codec = new ChangeSetCodec();
    private final byte[] bid = codec.encode(Fixtures.bid());

    @Test
    void garbageIsNotAChangeSet() {
        byte[] garbage = ValueRoundTripTest.randomBytes(300);
        garbage[0] = 'X';

        WireFormatException e = failure(garbage, BAD_MAGIC, 0);
        assertTrue(e.getMessage().contains("not an Outpost change set"), e.getMessage());
    }

    @Test
    void futureVersionNamesTheVersionSeenAndSupported() {
        byte[] future = bid.clone();
        future[4] = 3;

        WireFormatException e = failure(future, UNSUPPORTED_VERSION, 4);
        assertTrue(e.getMessage().contains("format version 3; this decoder reads versions 1 and 2 only"), e.getMessage());
        assertTrue(e.reason().needsNewerDecoder());
    }

    @Test
    void everyTruncationIsDetected() {
        for (int length = 0; length < bid.length; length++) {
            WireFormatException e = failure(Arrays.copyOf(bid, length), TRUNCATED, length);
            assertFalse(e.reason().needsNewerDecoder());
        }
    }

    @Test
    void truncationInsideThePayloadNamesBothLengths() {
        WireFormatException e = failure(Arrays.copyOf(bid, 40), TRUNCATED, 40);

        assertTrue(e.getMessage().contains("ends after 40 bytes, its header declares " + bid.length), e.getMessage());
    }

    @Test
    void trailingBytesAreDetected() {
        failure(Arrays.copyOf(bid, bid.length + 1), TRAILING_BYTES, bid.length);
    }

    @ParameterizedTest
    @ValueSource(ints = {14, 20, 30, -4, -1})
    void flippedByteFailsTheChecksum(int position) {
        byte[] flipped = bid.clone();
        int offset = position < 0 ? bid.length + position : position;
        flipped[offset] ^= 0x01;

        WireFormatException e = failure(flipped, CHECKSUM_MISMATCH, bid.length - 4);
        assertTrue(e.getMessage().contains("CRC32C"), e.getMessage());
    }

    @Test
    void noSingleFlippedByteDecodes() {
        for (int offset = 0; offset < bid.length; offset++) {
            for (int mask : new int[] {0x01, 0x80, 0xFF}) {
                byte[] flipped = bid.clone();
                flipped[offset] ^= (byte) mask;
                assertThrows(WireFormatException.class, () -> codec.decode(flipped), "flip " + mask + " at " + offset);
            }
        }
    }

    @Test
    void declaredLengthAboveTheLimitIsRefusedBeforeAllocating() {
        ChangeSetCodec strict = new ChangeSetCodec(new CodecSettings(1024, Compression.LZ4, 16));

        WireFormatException e = assertThrows(WireFormatException.class, () -> strict.decode(bid));
        assertEquals(TOO_LARGE, e.reason());
        assertEquals(6, e.offset());
    }

    @ParameterizedTest
    @ValueSource(ints = {0x07, 0x0F, 0x10, 0x81})
    void unknownCompressionOrFlagIsUnsupported(int flags) {
        byte[] message = bid.clone();
        message[Fixtures.FLAGS_OFFSET] = (byte) flags;

        failure(Fixtures.withValidChecksum(message), UNSUPPORTED_COMPRESSION, Fixtures.FLAGS_OFFSET);
    }

    @Test
    void payloadThatDoesNotParseIsCorrupt() {
        byte[] garbage = {(byte) 0xFF, (byte) 0xFF, (byte) 0xFF, (byte) 0xFF};

        WireFormatException e = failure(new Envelope(Envelope.CHANGE_SET, Compression.NONE, garbage.length, garbage).toBytes(), CORRUPT_PAYLOAD, 14);
        assertTrue(e.getMessage().contains("does not parse"), e.getMessage());
    }

    @Test
    void blockThatDoesNotDecompressIsCorrupt() {
        byte[] garbage = ValueRoundTripTest.randomBytes(64);

        WireFormatException e = failure(new Envelope(Envelope.CHANGE_SET, Compression.LZ4, 1000, garbage).toBytes(), CORRUPT_PAYLOAD, 14);
        assertTrue(e.getMessage().contains("LZ4"), e.getMessage());
    }

    @Test
    void uncompressedLengthMustMatchAnUncompressedPayload() {
        byte[] payload = PayloadMapping.encode(Fixtures.bid());

        failure(new Envelope(Envelope.CHANGE_SET, Compression.NONE, payload.length + 1, payload).toBytes(), CORRUPT_PAYLOAD, 10);
    }

    @Test
    void payloadBreakingAModelRuleIsCorrupt() throws InvalidProtocolBufferException {
        byte[] message = withPayload(payload -> payload.clearRows());

        WireFormatException e = failure(message, CORRUPT_PAYLOAD, 14);
        assertTrue(e.getMessage().contains("has no rows"), e.getMessage());
    }

    @Test
    void unknownValueCodeNamesCodeRowAndColumn() throws InvalidProtocolBufferException {
        UnknownFieldSet futureKind = UnknownFieldSet.newBuilder()
                .addField(42, UnknownFieldSet.Field.newBuilder().addVarint(1).build())
                .build();
        byte[] message = withPayload(payload -> {
            payload.getRowsBuilder(0).getColumnsBuilder(1).setValue(WireValue.newBuilder().setUnknownFields(futureKind));
            return payload;
        });

        WireFormatException e = failure(message, UNKNOWN_VALUE_CODE, 14);
        assertTrue(e.getMessage().contains("row 0 (Bid) column item_id: value code 42"), e.getMessage());
        assertTrue(e.reason().needsNewerDecoder());
    }

    @Test
    void unknownOperationCodeNamesCodeAndRow() throws InvalidProtocolBufferException {
        byte[] message = withPayload(payload -> {
            payload.getRowsBuilder(0).setOperation(9);
            return payload;
        });

        WireFormatException e = failure(message, UNKNOWN_OPERATION_CODE, 14);
        assertTrue(e.getMessage().contains("row 0 (Bid): operation code 9"), e.getMessage());
    }

    /** Found by ChangeSetDecoderFuzzTest: such a change set decoded, then broke the batch that was to carry it on. */
    @Test
    void aCommitTimeNoBatchCanCarryIsCorrupt() throws InvalidProtocolBufferException {
        byte[] message = withPayload(payload -> {
            payload.getCommitTimeBuilder().setSeconds(Long.MAX_VALUE / 1000);
            return payload;
        });

        WireFormatException e = failure(message, CORRUPT_PAYLOAD, 14);
        assertTrue(e.getMessage().contains("is beyond the ±292,000 years a change batch can carry"), e.getMessage());
    }

    private byte[] withPayload(UnaryOperator<ChangeSetPayload.Builder> surgery) throws InvalidProtocolBufferException {
        ChangeSetPayload.Builder payload = ChangeSetPayload.parseFrom(PayloadMapping.encode(Fixtures.bid())).toBuilder();
        byte[] bytes = surgery.apply(payload).build().toByteArray();
        return new Envelope(Envelope.CHANGE_SET, Compression.NONE, bytes.length, bytes).toBytes();
    }

    private WireFormatException failure(byte[] message, WireFormatException.Reason reason, int offset) {
        WireFormatException e = assertThrows(WireFormatException.class, () -> codec.decode(message));
        assertEquals(reason, e.reason(), e.getMessage());
        assertEquals(offset, e.offset(), e.getMessage());
        assertTrue(e.getMessage().startsWith(reason + " at byte " + offset + ": "), e.getMessage());
        return e;
    }
}
