// SPDX-License-Identifier: Apache-2.0
package org.outpost.reliability.probe;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;

import java.math.BigDecimal;
import java.sql.Timestamp;
import java.time.LocalDateTime;
import java.util.Arrays;
import java.util.List;

import org.junit.jupiter.api.Test;

/** The same values digest the same whichever JDBC type a database returns them as; different values do not. */
class RowDigestTest {

    @Test
    void numbersAndTimesDigestByValue() {
        LocalDateTime when = LocalDateTime.of(2026, 11, 24, 10, 30, 5);
        assertEquals(RowDigest.of(List.of(12.5, 3, when)),
                RowDigest.of(List.of(new BigDecimal("12.50"), 3L, Timestamp.valueOf(when))));
        assertEquals(RowDigest.of(List.of(0.0)), RowDigest.of(List.of(BigDecimal.ZERO.setScale(2))));
    }

    @Test
    void differentValuesOrNullDigestApart() {
        assertNotEquals(RowDigest.of(List.of("a", "b")), RowDigest.of(List.of("a", "c")));
        assertNotEquals(RowDigest.of(List.of("ab", "")), RowDigest.of(List.of("a", "b")));
        assertNotEquals(RowDigest.of(Arrays.asList("x", null)), RowDigest.of(List.of("x", "null")));
        assertNotEquals(RowDigest.of(List.of(1.0)), RowDigest.of(List.of(1.01)));
    }
}
