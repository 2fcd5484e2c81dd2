// SPDX-License-Identifier: Apache-2.0
package org.outpost.changestream.wire;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.math.BigDecimal;
import java.math.BigInteger;
import java.time.Duration;
import java.time.Instant;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.LocalTime;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;
import java.util.EnumSet;
import java.util.Random;
import java.util.Set;
import java.util.UUID;
import java.util.stream.Collectors;
import java.util.stream.Stream;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.outpost.changestream.model.ChangeSet;
import org.outpost.changestream.model.ColumnValue;
import org.outpost.changestream.model.Value;
import org.outpost.changestream.model.ValueType;

/** Every value type, with its edge values, survives encode and decode unchanged. */
class ValueRoundTripTest {

    private final ChangeSetCodec codec = new ChangeSetCodec();

    static Stream<Value> values() {
        return Stream.of(
                Value.NULL,
                new Value.BooleanValue(true), new Value.BooleanValue(false),
                new Value.ByteValue(Byte.MIN_VALUE), new Value.ByteValue((byte) 0), new Value.ByteValue(Byte.MAX_VALUE),
                new Value.ShortValue(Short.MIN_VALUE), new Value.ShortValue(Short.MAX_VALUE),
                new Value.IntValue(Integer.MIN_VALUE), new Value.IntValue(0), new Value.IntValue(-1), new Value.IntValue(Integer.MAX_VALUE),
                new Value.LongValue(Long.MIN_VALUE), new Value.LongValue(0), new Value.LongValue(Long.MAX_VALUE),
                new Value.FloatValue(Float.MIN_VALUE), new Value.FloatValue(-Float.MAX_VALUE), new Value.FloatValue(Float.NaN),
                new Value.FloatValue(-0.0f), new Value.FloatValue(Float.POSITIVE_INFINITY),
                new Value.DoubleValue(Double.MIN_VALUE), new Value.DoubleValue(Double.MAX_VALUE), new Value.DoubleValue(Double.NaN),
                new Value.DoubleValue(-0.0), new Value.DoubleValue(Double.NEGATIVE_INFINITY),
                new Value.DecimalValue(new BigDecimal("0.00")), new Value.DecimalValue(new BigDecimal("1E+10")),
                new Value.DecimalValue(new BigDecimal("-123456789012345678901234567890.123456789")),
                new Value.BigIntegerValue(BigInteger.ZERO), new Value.BigIntegerValue(BigInteger.ONE.negate()),
                new Value.BigIntegerValue(BigInteger.TWO.pow(200)),
                new Value.StringValue(""), new Value.StringValue("Zürich — 東京 — 😀"), new Value.StringValue("x".repeat(100_000)),
                new Value.CharValue('a'), new Value.CharValue('\u0000'), new Value.CharValue('\uFFFF'), new Value.CharValue('\uD800'),
                new Value.BytesValue(new byte[0]), new Value.BytesValue(allByteValues()), new Value.BytesValue(randomBytes(200_000)),
                new Value.UuidValue(Fixtures.EPOCH), new Value.UuidValue(new UUID(0, 0)), new Value.UuidValue(new UUID(-1, -1)),
                new Value.EnumValue("ACTIVE"),
                new Value.LocalDateValue(LocalDate.MIN), new Value.LocalDateValue(LocalDate.EPOCH), new Value.LocalDateValue(LocalDate.MAX),
                new Value.LocalTimeValue(LocalTime.MIN), new Value.LocalTimeValue(LocalTime.MAX),
                new Value.LocalDateTimeValue(LocalDateTime.MIN), new Value.LocalDateTimeValue(LocalDateTime.MAX),
                new Value.LocalDateTimeValue(LocalDateTime.of(2026, 11, 22, 10, 15, 30, 1)),
                new Value.OffsetDateTimeValue(OffsetDateTime.MIN), new Value.OffsetDateTimeValue(OffsetDateTime.MAX),
                new Value.OffsetDateTimeValue(OffsetDateTime.of(2026, 11, 22, 10, 15, 30, 999_999_999, ZoneOffset.ofHoursMinutes(-3, -30))),
                new Value.InstantValue(Instant.MIN), new Value.InstantValue(Instant.EPOCH.minusNanos(1)), new Value.InstantValue(Instant.MAX),
                new Value.DurationValue(Duration.ZERO), new Value.DurationValue(Duration.ofNanos(-1)),
                new Value.DurationValue(Duration.ofSeconds(Long.MIN_VALUE)), new Value.DurationValue(Duration.ofSeconds(Long.MAX_VALUE, 999_999_999)));
    }

    @ParameterizedTest
    @MethodSource("values")
    void survivesTheWire(Value value) throws WireFormatException {
        ChangeSet changeSet = Fixtures.insertOf(new ColumnValue("c", value));

        assertEquals(changeSet, codec.decode(codec.encode(changeSet)));
    }

    @Test
    void valuesCoverEveryType() {
        Set<ValueType> covered = values().map(Value::type).collect(Collectors.toCollection(() -> EnumSet.noneOf(ValueType.class)));

        assertEquals(EnumSet.allOf(ValueType.class), covered);
    }

    private static byte[] allByteValues() {
        byte[] bytes = new byte[256];
        for (int i = 0; i < bytes.length; i++) {
            bytes[i] = (byte) i;
        }
        return bytes;
    }

    static byte[] randomBytes(int length) {
        byte[] bytes = new byte[length];
        new Random(0).nextBytes(bytes);
        return bytes;
    }
}
