// SPDX-License-Identifier: Apache-2.0
package org.outpost.changestream.serving;

import java.io.IOException;
import java.io.InputStream;
import java.io.Reader;
import java.io.StringWriter;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.nio.ByteBuffer;
import java.sql.Blob;
import java.sql.Clob;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Timestamp;
import java.time.Duration;
import java.time.Instant;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.LocalTime;
import java.time.OffsetDateTime;
import java.util.Calendar;
import java.util.Date;
import java.util.Map;
import java.util.UUID;

import org.hibernate.type.SqlTypes;
import org.outpost.changestream.mapping.ReplicaColumn;
import org.outpost.changestream.mapping.ReplicaTable;
import org.outpost.changestream.model.Value;

/**
 * Reads one column of a main table into the {@link Value} capture would have produced from the entity's attribute
 * ({@code RowChanges} in the capture package): chosen by the attribute's Java type, read according to the column's
 * type code (an enum by ordinal or name, an instant from a timestamp with or without zone, a {@code Date} as a date, a
 * time or an instant, a UUID native, as text or binary, a duration from nanoseconds, large objects through their
 * streams). The inverse of apply's value binding. Immutable.
 */
final class ColumnReader {

    @FunctionalInterface
    private interface Read {
        /** The value of the current row, {@link Value#NULL} for SQL NULL. */
        Value read(ResultSet row, int index) throws SQLException, IOException;
    }

    private static final Map<Class<?>, Class<?>> BOXES = Map.of(boolean.class, Boolean.class, byte.class, Byte.class,
            short.class, Short.class, int.class, Integer.class, long.class, Long.class, float.class, Float.class,
            double.class, Double.class, char.class, Character.class);
    private static final BigDecimal NANOS_PER_SECOND = BigDecimal.valueOf(1_000_000_000L);

    private final String entity;
    private final ReplicaColumn column;
    private final Read read;

    private ColumnReader(String entity, ReplicaColumn column, Read read) {
        this.entity = entity;
        this.column = column;
        this.read = read;
    }

    /**
     * The reader of {@code column} of {@code table}.
     *
     * @throws IllegalArgumentException naming the entity, the column and the Java type when the change stream does
     *                                  not carry values of that type
     */
    static ColumnReader of(ReplicaTable table, ReplicaColumn column) {
        Read read = choose(column);
        if (read == null) {
            throw new IllegalArgumentException("Column " + column.name() + " of entity " + table.entityName()
                    + " holds " + column.javaType().getName() + " (SQL " + column.sqlType() + "), which the change"
                    + " stream does not carry; it cannot be snapshotted");
        }
        return new ColumnReader(table.entityName(), column, read);
    }

    /** The wrapper class of a primitive type, any other type itself. */
    static Class<?> boxed(Class<?> type) {
        return BOXES.getOrDefault(type, type);
    }

    /** The column name as the mapping renders it, which is also its name on the wire. */
    String name() {
        return column.name();
    }

    /**
     * The value of this column in the result set's current row.
     *
     * @throws SQLException naming the entity and the column when the value cannot be read or converted
     */
    Value read(ResultSet row, int index) throws SQLException {
        try {
            return read.read(row, index);
        } catch (SQLException | IOException | RuntimeException e) {
            throw new SQLException("Cannot read column " + column.name() + " of entity " + entity + " ("
                    + column.javaType().getName() + " in SQL " + column.sqlType() + "): " + e.getMessage(), e);
        }
    }

    private static Read choose(ReplicaColumn column) {
        Class<?> type = boxed(column.javaType());
        int code = column.typeCode();
        if (type.isEnum()) {
            return column.numeric() ? (row, i) -> ordinal(column, row.getInt(i), row.wasNull())
                    : (row, i) -> nullable(row.getString(i), Value.EnumValue::new);
        }
        if (type == String.class) {
            return isCharacterLob(code) ? (row, i) -> nullable(text(row.getClob(i)), Value.StringValue::new)
                    : (row, i) -> nullable(row.getString(i), Value.StringValue::new);
        }
        if (type == byte[].class) {
            return isBinaryLob(code) ? (row, i) -> nullable(bytes(row.getBlob(i)), Value.BytesValue::new)
                    : (row, i) -> nullable(row.getBytes(i), Value.BytesValue::new);
        }
        if (type == Integer.class) {
            return (row, i) -> primitive(row.getInt(i), row);
        }
        if (type == Long.class) {
            return (row, i) -> primitive(row.getLong(i), row);
        }
        if (type == Short.class) {
            return (row, i) -> primitive(row.getShort(i), row);
        }
        if (type == Byte.class) {
            return (row, i) -> primitive(row.getByte(i), row);
        }
        if (type == Boolean.class) {
            return (row, i) -> primitive(row.getBoolean(i), row);
        }
        if (type == Double.class) {
            return (row, i) -> primitive(row.getDouble(i), row);
        }
        if (type == Float.class) {
            return (row, i) -> primitive(row.getFloat(i), row);
        }
        if (type == Character.class) {
            return (row, i) -> nullable(row.getString(i), ColumnReader::character);
        }
        if (type == BigDecimal.class) {
            return (row, i) -> nullable(row.getBigDecimal(i), Value.DecimalValue::new);
        }
        if (type == BigInteger.class) {
            return (row, i) -> nullable(row.getBigDecimal(i), decimal -> new Value.BigIntegerValue(
                    decimal.toBigIntegerExact()));
        }
        if (type == UUID.class) {
            return uuid(code);
        }
        if (type == Duration.class) {
            return column.numeric() ? (row, i) -> nullable(row.getBigDecimal(i), ColumnReader::duration)
                    : (row, i) -> nullable(row.getObject(i, Duration.class), Value.DurationValue::new);
        }
        return temporal(type, code);
    }

    private static Read temporal(Class<?> type, int code) {
        if (type == LocalDate.class || type == java.sql.Date.class) {
            return (row, i) -> nullable(row.getObject(i, LocalDate.class), Value.LocalDateValue::new);
        }
        if (type == LocalTime.class || type == java.sql.Time.class) {
            return (row, i) -> nullable(row.getObject(i, LocalTime.class), Value.LocalTimeValue::new);
        }
        if (type == LocalDateTime.class) {
            return (row, i) -> nullable(row.getObject(i, LocalDateTime.class), Value.LocalDateTimeValue::new);
        }
        if (type == OffsetDateTime.class) {
            return (row, i) -> nullable(row.getObject(i, OffsetDateTime.class), Value.OffsetDateTimeValue::new);
        }
        if (Date.class.isAssignableFrom(type) || Calendar.class.isAssignableFrom(type)) {
            // Capture turns a java.util.Date or Calendar into a date, a time or an instant by the column's type.
            return switch (code) {
                case SqlTypes.DATE -> temporal(LocalDate.class, code);
                case SqlTypes.TIME, SqlTypes.TIME_WITH_TIMEZONE, SqlTypes.TIME_UTC -> temporal(LocalTime.class, code);
                default -> temporal(Instant.class, code);
            };
        }
        if (type == Instant.class) {
            // A timestamp without zone holds the JVM zone's wall time (how Hibernate and apply bind it).
            return code == SqlTypes.TIMESTAMP
                    ? (row, i) -> nullable(row.getTimestamp(i), (Timestamp stamp) -> new Value.InstantValue(stamp.toInstant()))
                    : (row, i) -> nullable(row.getObject(i, OffsetDateTime.class),
                    dateTime -> new Value.InstantValue(dateTime.toInstant()));
        }
        return null;
    }

    private static Read uuid(int code) {
        return switch (code) {
            case SqlTypes.CHAR, SqlTypes.VARCHAR, SqlTypes.NCHAR, SqlTypes.NVARCHAR ->
                    (row, i) -> nullable(row.getString(i), text -> new Value.UuidValue(UUID.fromString(text.trim())));
            case SqlTypes.BINARY, SqlTypes.VARBINARY -> (row, i) -> nullable(row.getBytes(i), bytes -> {
                if (bytes.length != 16) {
                    throw new IllegalArgumentException("a binary UUID has 16 bytes, not " + bytes.length);
                }
                ByteBuffer buffer = ByteBuffer.wrap(bytes);
                return new Value.UuidValue(new UUID(buffer.getLong(), buffer.getLong()));
            });
            default -> (row, i) -> nullable(row.getObject(i, UUID.class), Value.UuidValue::new);
        };
    }

    private static boolean isCharacterLob(int code) {
        return code == SqlTypes.CLOB || code == SqlTypes.NCLOB || code == SqlTypes.MATERIALIZED_CLOB
                || code == SqlTypes.MATERIALIZED_NCLOB;
    }

    private static boolean isBinaryLob(int code) {
        return code == SqlTypes.BLOB || code == SqlTypes.MATERIALIZED_BLOB;
    }

    private interface Convert<T> {
        Value apply(T value);
    }

    private static <T> Value nullable(T value, Convert<T> convert) {
        return value == null ? Value.NULL : convert.apply(value);
    }

    /** A primitive getter's result, or NULL when the column was SQL NULL (the getter then returned 0 or false). */
    private static Value primitive(Object value, ResultSet row) throws SQLException {
        return row.wasNull() ? Value.NULL : Value.of(value);
    }

    private static Value ordinal(ReplicaColumn column, int ordinal, boolean wasNull) {
        if (wasNull) {
            return Value.NULL;
        }
        if (ordinal < 0 || ordinal >= column.enumConstants().size()) {
            throw new IllegalArgumentException("ordinal " + ordinal + " is not a constant of "
                    + column.javaType().getName() + " " + column.enumConstants());
        }
        return new Value.EnumValue(column.enumConstants().get(ordinal));
    }

    private static Value character(String text) {
        if (text.isEmpty()) {
            throw new IllegalArgumentException("an empty string is not a character");
        }
        return new Value.CharValue(text.charAt(0));
    }

    private static Value duration(BigDecimal nanos) {
        BigDecimal[] parts = nanos.divideAndRemainder(NANOS_PER_SECOND);
        return new Value.DurationValue(Duration.ofSeconds(parts[0].longValueExact(), parts[1].longValueExact()));
    }

    private static String text(Clob clob) throws SQLException, IOException {
        if (clob == null) {
            return null;
        }
        try (Reader reader = clob.getCharacterStream()) {
            StringWriter text = new StringWriter();
            reader.transferTo(text);
            return text.toString();
        } finally {
            clob.free();
        }
    }

    private static byte[] bytes(Blob blob) throws SQLException, IOException {
        if (blob == null) {
            return null;
        }
        try (InputStream in = blob.getBinaryStream()) {
            return in.readAllBytes();
        } finally {
            blob.free();
        }
    }
}
