// SPDX-License-Identifier: Apache-2.0
package org.outpost.changestream.wire;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;

import java.nio.ByteBuffer;
import java.util.Arrays;
import java.util.List;
import java.util.stream.LongStream;
import java.util.stream.Stream;

import com.code_intelligence.jazzer.junit.FuzzTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.outpost.changestream.model.ChangeSet;
import org.outpost.changestream.model.ColumnValue;
import org.outpost.changestream.model.RowChange;

/**
 * Feeds the change-set decoder arbitrary messages, of both format versions: each must decode to whole change sets that
 * survive another trip through the codec, or fail with {@link WireFormatException} naming the reason; nothing else may
 * escape, and no input may hang. The envelope's checksum would stop almost every mutation before the payload, so the
 * first input byte chooses what the rest is: bit 2 the format version of the envelope (one change set, or a batch
 * numbered by {@link SchemaNumberingTest#ITEMS_AND_BIDS}), bits 0-1 one of
 * <ol start="0">
 * <li>a whole message, as it comes off the topic or out of a replay;</li>
 * <li>a payload, sent in a sound uncompressed envelope;</li>
 * <li>a payload, LZ4-compressed into a sound envelope;</li>
 * <li>a three-byte declared length, then stored bytes that claim to be LZ4 of that length, in a sound envelope.</li>
 * </ol>
 * By default this replays the committed corpus in {@code ChangeSetDecoderFuzzTestInputs/decodes} and seeds made from
 * the values of {@link ValueRoundTripTest}; the {@code fuzz} execution of the module's build then fuzzes it for
 * {@code outpost.fuzz.seconds} (see README, "Fuzzing").
 */
class ChangeSetDecoderFuzzTest {

    private static final int WHOLE_MESSAGE = 0;
    private static final int PLAIN_PAYLOAD = 1;
    private static final int COMPRESSED_PAYLOAD = 2;
    private static final int CLAIMED_LZ4 = 3;
    private static final int WRAPPING = 0b11;
    private static final int BATCH = 0b100;
    /** Seeds stay small, as libFuzzer's inputs do. */
    private static final int LARGEST_SEED = 4096;

    private static final ChangeSetCodec CODEC =
            new ChangeSetCodec(CodecSettings.defaults(), SchemaNumberingTest.ITEMS_AND_BIDS);

    @MethodSource("changeSetsOfTheOtherTests")
    @FuzzTest
    void decodes(byte[] input) {
        if (input.length == 0) {
            return;
        }
        int version = (input[0] & BATCH) == 0 ? Envelope.CHANGE_SET : Envelope.BATCH;
        byte[] rest = Arrays.copyOfRange(input, 1, input.length);
        byte[] message = switch (input[0] & WRAPPING) {
            case PLAIN_PAYLOAD -> new Envelope(version, Compression.NONE, rest.length, rest).toBytes();
            case COMPRESSED_PAYLOAD -> new Envelope(version, Compression.LZ4, rest.length, Compression.LZ4.compress(rest))
                    .toBytes();
            case CLAIMED_LZ4 -> claimedLz4(version, rest);
            default -> rest;
        };
        try {
            ChangeSet decoded = CODEC.decode(message);
            assertEquals(decoded, CODEC.decode(CODEC.encode(decoded)));
        } catch (WireFormatException e) {
            assertNotNull(e.reason());
        }
        try {
            List<ChangeSet> decoded = CODEC.decodeBatch(message);
            assertEquals(decoded, CODEC.decodeBatch(CODEC.encodeBatch(decoded)));
        } catch (WireFormatException e) {
            assertNotNull(e.reason());
        }
    }

    private static byte[] claimedLz4(int version, byte[] rest) {
        if (rest.length < 3) {
            return rest;
        }
        int declared = (Byte.toUnsignedInt(rest[0]) << 16) | (Byte.toUnsignedInt(rest[1]) << 8)
                | Byte.toUnsignedInt(rest[2]);
        return new Envelope(version, Compression.LZ4, declared, Arrays.copyOfRange(rest, 3, rest.length)).toBytes();
    }

    /**
     * For each small change set of the other wire tests a whole message, a plain and a compressed payload, as one
     * change set and as a batch; and a batch of three.
     */
    static Stream<byte[]> changeSetsOfTheOtherTests() {
        ChangeSet update = Fixtures.changeSet(RowChange.update("Item", List.of(ColumnValue.of("id", 7L)), 3L,
                        List.of(ColumnValue.of("max_bid", 12L))).withBefore(List.of(ColumnValue.of("max_bid", 11L))),
                RowChange.delete("Bid", List.of(ColumnValue.of("id", 1001L)), 0L));
        List<ChangeSet> three = LongStream.range(0, 3)
                .mapToObj(i -> new ChangeSet(Fixtures.EPOCH, 42 + i, Fixtures.COMMIT_TIME.plusMillis(i),
                        Fixtures.bid().rows()))
                .toList();
        ChangeSetCodec uncompressed = new ChangeSetCodec(
                CodecSettings.defaults().withCompressionFloorBytes(LARGEST_SEED), SchemaNumberingTest.ITEMS_AND_BIDS);
        Stream<ChangeSet> changeSets = Stream.concat(Stream.of(Fixtures.bid(), update),
                ValueRoundTripTest.values().map(value -> Fixtures.insertOf(new ColumnValue("c", value))));
        Stream<byte[]> seeds = changeSets.filter(changeSet -> PayloadMapping.encode(changeSet).length < LARGEST_SEED)
                .flatMap(changeSet -> {
                    byte[] payload = PayloadMapping.encode(changeSet);
                    byte[] batch = BatchMapping.encode(List.of(changeSet), SchemaNumberingTest.ITEMS_AND_BIDS);
                    return Stream.of(
                            seed(WHOLE_MESSAGE, uncompressed.encode(changeSet)),
                            seed(PLAIN_PAYLOAD, payload),
                            seed(COMPRESSED_PAYLOAD, payload),
                            seed(WHOLE_MESSAGE | BATCH, uncompressed.encodeBatch(List.of(changeSet))),
                            seed(PLAIN_PAYLOAD | BATCH, batch),
                            seed(COMPRESSED_PAYLOAD | BATCH, batch));
                });
        return Stream.concat(seeds, Stream.of(seed(WHOLE_MESSAGE | BATCH, uncompressed.encodeBatch(three))));
    }

    private static byte[] seed(int mode, byte[] rest) {
        return ByteBuffer.allocate(1 + rest.length).put((byte) mode).put(rest).array();
    }
}
