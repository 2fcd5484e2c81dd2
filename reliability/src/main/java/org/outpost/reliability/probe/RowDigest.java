// SPDX-License-Identifier: Apache-2.0
package org.outpost.reliability.probe;

import java.math.BigDecimal;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.sql.Clob;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Timestamp;
import java.time.temporal.TemporalAccessor;
import java.util.HexFormat;
import java.util.List;

/**
 * The digest of one row's values, the same for the same values whichever database holds them: numbers as their exact
 * decimal value without trailing zeros, timestamps as ISO local date-times, text as it is, null apart from every text.
 */
public final class RowDigest {

    private RowDigest() {
    }

    /** The digest of the current row of {@code rows}, columns {@code first} to {@code last}, as 16 hex digits. */
    public static String of(ResultSet rows, int first, int last) throws SQLException {
        StringBuilder canonical = new StringBuilder();
        for (int column = first; column <= last; column++) {
            canonical.append(canonical(rows.getObject(column))).append('\u001f');
        }
        return digest(canonical.toString());
    }

    /** The digest of {@code values}, as {@link #of} would give for a row holding them. */
    public static String of(List<?> values) {
        StringBuilder canonical = new StringBuilder();
        for (Object value : values) {
            try {
                canonical.append(canonical(value)).append('\u001f');
            } catch (SQLException e) {
                throw new IllegalArgumentException("Cannot read " + value, e);
            }
        }
        return digest(canonical.toString());
    }

    static String canonical(Object value) throws SQLException {
        if (value == null) {
            return "\u0000null";
        }
        if (value instanceof Float number) {
            return plain(new BigDecimal(Float.toString(number)));
        }
        if (value instanceof Double number) {
            return plain(BigDecimal.valueOf(number));
        }
        if (value instanceof BigDecimal number) {
            return plain(number);
        }
        if (value instanceof Number number) {
            return Long.toString(number.longValue());
        }
        if (value instanceof Timestamp timestamp) {
            return timestamp.toLocalDateTime().toString();
        }
        if (value instanceof TemporalAccessor || value instanceof java.util.Date) {
            return value instanceof java.sql.Date date ? date.toLocalDate().toString() : value.toString();
        }
        if (value instanceof Clob clob) {
            return clob.getSubString(1, (int) clob.length());
        }
        if (value instanceof byte[] bytes) {
            return HexFormat.of().formatHex(bytes);
        }
        return value.toString();
    }

    private static String plain(BigDecimal number) {
        return number.signum() == 0 ? "0" : number.stripTrailingZeros().toPlainString();
    }

    private static String digest(String canonical) {
        try {
            byte[] hash = MessageDigest.getInstance("SHA-256").digest(canonical.getBytes(StandardCharsets.UTF_8));
            return HexFormat.of().formatHex(hash, 0, 8);
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("SHA-256 is missing from this JVM", e);
        }
    }
}
