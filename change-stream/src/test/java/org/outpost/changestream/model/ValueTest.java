// SPDX-License-Identifier: Apache-2.0
package org.outpost.changestream.model;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.math.BigDecimal;
import java.math.BigInteger;
import java.sql.Timestamp;
import java.time.Duration;
import java.time.Instant;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.LocalTime;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;
import java.util.Date;
import java.util.UUID;
import java.util.stream.Stream;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/** Java attribute values map to the value types the change stream carries. */
class ValueTest {

    private enum Status { ACTIVE }

    private static final Instant NANOS = Instant.parse("2026-11-22T10:15:30.123456789Z");

    static Stream<Arguments> javaValues() {
        UUID uuid = UUID.randomUUID();
        OffsetDateTime offsetDateTime = OffsetDateTime.of(2026, 11, 22, 10, 15, 30, 0, ZoneOffset.ofHours(2));
        return Stream.of(
                Arguments.of(null, Value.NULL),
                Arguments.of(true, new Value.BooleanValue(true)),
                Arguments.of((byte) 1, new Value.ByteValue((byte) 1)),
                Arguments.of((short) 2, new Value.ShortValue((short) 2)),
                Arguments.of(3, new Value.IntValue(3)),
                Arguments.of(4L, new Value.LongValue(4)),
                Arguments.of(5f, new Value.FloatValue(5)),
                Arguments.of(6d, new Value.DoubleValue(6)),
                Arguments.of(new BigDecimal("7.00"), new Value.DecimalValue(new BigDecimal("7.00"))),
                Arguments.of(BigInteger.TEN, new Value.BigIntegerValue(BigInteger.TEN)),
                Arguments.of("text", new Value.StringValue("text")),
                Arguments.of('c', new Value.CharValue('c')),
                Arguments.of(new byte[] {1, 2}, new Value.BytesValue(new byte[] {1, 2})),
                Arguments.of(uuid, new Value.UuidValue(uuid)),
                Arguments.of(Status.ACTIVE, new Value.EnumValue("ACTIVE")),
                Arguments.of(LocalDate.EPOCH, new Value.LocalDateValue(LocalDate.EPOCH)),
                Arguments.of(LocalTime.NOON, new Value.LocalTimeValue(LocalTime.NOON)),
                Arguments.of(LocalDateTime.MAX, new Value.LocalDateTimeValue(LocalDateTime.MAX)),
                Arguments.of(offsetDateTime, new Value.OffsetDateTimeValue(offsetDateTime)),
                Arguments.of(NANOS, new Value.InstantValue(NANOS)),
                Arguments.of(Duration.ofMillis(1), new Value.DurationValue(Duration.ofMillis(1))),
                Arguments.of(Date.from(Instant.EPOCH), new Value.InstantValue(Instant.EPOCH)),
                Arguments.of(Timestamp.from(NANOS), new Value.InstantValue(NANOS)),
                Arguments.of(java.sql.Date.valueOf("2026-11-22"), new Value.LocalDateValue(LocalDate.of(2026, 11, 22))),
                Arguments.of(java.sql.Time.valueOf("10:15:30"), new Value.LocalTimeValue(LocalTime.of(10, 15, 30))));
    }

    @ParameterizedTest
    @MethodSource("javaValues")
    void javaValueMapsToItsType(Object javaValue, Value expected) {
        assertEquals(expected, Value.of(javaValue));
    }

    @Test
    void unsupportedTypeIsNamed() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> Value.of(new StringBuilder("x")));

        assertTrue(e.getMessage().contains("java.lang.StringBuilder"), e.getMessage());
    }

    @Test
    void bytesAreCopiedInAndOut() {
        byte[] content = {1, 2, 3};
        Value.BytesValue value = new Value.BytesValue(content);
        content[0] = 9;
        value.value()[1] = 9;

        assertEquals(new Value.BytesValue(new byte[] {1, 2, 3}), value);
        assertNotEquals(new Value.BytesValue(new byte[] {1, 2}), value);
    }
}
