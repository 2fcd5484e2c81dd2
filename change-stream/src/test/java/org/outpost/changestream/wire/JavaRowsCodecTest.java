// SPDX-License-Identifier: Apache-2.0
package org.outpost.changestream.wire;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.math.BigDecimal;
import java.math.BigInteger;
import java.time.Duration;
import java.time.Instant;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.LocalTime;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.Calendar;
import java.util.Collections;
import java.util.List;
import java.util.UUID;
import java.util.concurrent.TimeUnit;

import org.junit.jupiter.api.Test;

/** Rows of Java values as Hibernate's query result cache holds them survive the wire, class for class. */
class JavaRowsCodecTest {

    enum Color { RED, GREEN { @Override public String toString() { return "green with a body"; } } }

    private final JavaRowsCodec codec = new JavaRowsCodec();
    private final ClassLoader classes = getClass().getClassLoader();

    @Test
    void everyKindAndClassComesBackEqual() throws Exception {
        java.sql.Timestamp timestamp = java.sql.Timestamp.valueOf("2024-02-29 13:14:15.123456789");
        Object[] row = {
            null, true, (byte) -3, (short) 300, 42, 42L, 1.5f, 2.25d, new BigDecimal("1.10"), BigInteger.TEN.pow(30),
            "text", 'c', new byte[] {1, 2, 3}, UUID.fromString("00000000-0000-0001-0000-000000000002"),
            Color.RED, Color.GREEN, LocalDate.of(2024, 2, 29), LocalTime.of(1, 2, 3, 4),
            LocalDateTime.of(2024, 2, 29, 1, 2, 3, 4), OffsetDateTime.of(2024, 1, 1, 0, 0, 0, 5, ZoneOffset.ofHours(-3)),
            Instant.ofEpochSecond(1, 7), Duration.ofMillis(1500), timestamp, new java.util.Date(1234567L),
            java.sql.Date.valueOf("2001-02-03"), java.sql.Time.valueOf("04:05:06")};
        List<Object> decoded = codec.decode(codec.encode(Collections.singletonList(row)), classes);

        Object[] back = (Object[]) decoded.get(0);
        assertEquals(row.length, back.length);
        for (int i = 0; i < row.length; i++) {
            if (row[i] instanceof byte[] bytes) {
                assertArrayEquals(bytes, (byte[]) back[i]);
            } else {
                assertEquals(row[i], back[i], "value " + i);
                assertEquals(row[i] == null ? null : row[i].getClass(), back[i] == null ? null : back[i].getClass(), "class of value " + i);
            }
        }
        assertEquals(123456789, ((java.sql.Timestamp) back[22]).getNanos());
    }

    @Test
    void singleValueRowsStaySingleAndArrayRowsStayArrays() throws Exception {
        List<Object> rows = new ArrayList<>();
        rows.add(7);
        rows.add(null);
        rows.add(new Object[] {8});
        rows.add(new Object[0]);
        List<Object> decoded = codec.decode(codec.encode(rows), classes);

        assertEquals(7, decoded.get(0));
        assertEquals(null, decoded.get(1));
        assertArrayEquals(new Object[] {8}, (Object[]) decoded.get(2));
        assertArrayEquals(new Object[0], (Object[]) decoded.get(3));
        assertEquals(List.of(), codec.decode(codec.encode(List.of()), classes));
    }

    @Test
    void aLargeResultIsCompressedAndComesBackWhole() throws Exception {
        List<Object> rows = new ArrayList<>();
        for (int i = 0; i < 2000; i++) {
            rows.add(new Object[] {i, "the same description of an item, again and again", Color.RED});
        }
        byte[] message = codec.encode(rows);
        assertTrue(message.length < 2000 * 20, "compressed to " + message.length + " bytes");

        List<Object> decoded = codec.decode(message, classes);
        assertEquals(2000, decoded.size());
        assertArrayEquals((Object[]) rows.get(1999), (Object[]) decoded.get(1999));
    }

    @Test
    void aValueTheWireCannotCarryIsRefusedNamingRowPositionAndType() {
        IllegalArgumentException notAValue = assertThrows(IllegalArgumentException.class,
                () -> codec.encode(Collections.singletonList(new Object[] {1, Calendar.getInstance()})));
        assertTrue(notAValue.getMessage().startsWith("Row 0, value 1: "), notAValue.getMessage());
        assertTrue(notAValue.getMessage().contains("Calendar"), notAValue.getMessage());

        IllegalArgumentException unknownDate = assertThrows(IllegalArgumentException.class,
                () -> codec.encode(List.<Object>of(1, new java.util.Date(0) { })));
        assertTrue(unknownDate.getMessage().startsWith("Row 1, value 0: the wire carries no values of type "), unknownDate.getMessage());

        IllegalArgumentException unit = assertThrows(IllegalArgumentException.class, () -> codec.encode(List.of(TimeUnit.SECONDS, new Object())));
        assertTrue(unit.getMessage().contains("java.lang.Object"), unit.getMessage());
    }

    @Test
    void aClassUnknownToTheDecoderAndDamagedBytesFailAsWireFormatErrors() {
        byte[] message = codec.encode(List.of(Color.RED));
        WireFormatException unknown = assertThrows(WireFormatException.class,
                () -> codec.decode(message, new ClassLoader(null) { }));
        assertEquals(WireFormatException.Reason.CORRUPT_PAYLOAD, unknown.reason());
        assertTrue(unknown.getMessage().contains(Color.class.getName()), unknown.getMessage());

        byte[] damaged = message.clone();
        damaged[damaged.length - 6] ^= 1;
        WireFormatException checksum = assertThrows(WireFormatException.class, () -> codec.decode(damaged, classes));
        assertEquals(WireFormatException.Reason.CHECKSUM_MISMATCH, checksum.reason());
        assertInstanceOf(WireFormatException.class, checksum);
    }
}
