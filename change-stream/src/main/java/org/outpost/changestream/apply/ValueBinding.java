// SPDX-License-Identifier: Apache-2.0
package org.outpost.changestream.apply;

import java.math.BigDecimal;
import java.nio.ByteBuffer;
import java.sql.PreparedStatement;
import java.sql.SQLException;
import java.sql.Timestamp;
import java.sql.Types;
import java.time.Duration;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.Arrays;

import org.hibernate.type.SqlTypes;
import org.outpost.changestream.mapping.ReplicaColumn;
import org.outpost.changestream.model.Value;
import org.outpost.changestream.model.ValueType;

/**
 * Binds a change-stream {@link Value} to a replica column the way Hibernate would have written the attribute: the
 * column's DDL type code decides (an enum by ordinal or name, an instant with or without zone, a UUID as native,
 * text or binary, a duration as nanoseconds or interval). Each value type has a binder of its own, called through
 * one table: a catch-up binds millions of values, and a binder per type is a small method the JIT compiles early and
 * quickly, where one method for all types, with every setter of the datasource's wrapper and the driver inlined into
 * it, took the only C2 compiler thread of a two-core edge half a second, while the rest of the catch-up waited for it.
 */
final class ValueBinding {

    /** Binds one type of value. */
    @FunctionalInterface
    private interface Binder {
        void bind(PreparedStatement statement, int index, ReplicaColumn column, Value value) throws SQLException;
    }

    /** The binder of each value type, by its ordinal. */
    private static final Binder[] BINDERS = Arrays.stream(ValueType.values()).map(ValueBinding::binder)
            .toArray(Binder[]::new);

    private ValueBinding() {
    }

    /**
     * Binds {@code value} as parameter {@code index}.
     *
     * @throws IllegalArgumentException when the value cannot be stored in the column (the message says why)
     */
    static void bind(PreparedStatement statement, int index, ReplicaColumn column, Value value) throws SQLException {
        BINDERS[value.type().ordinal()].bind(statement, index, column, value);
    }

    /** A switch expression, so that a new value type without a binder does not compile. */
    private static Binder binder(ValueType type) {
        return switch (type) {
            case NULL -> (statement, index, column, value) -> statement.setNull(index,
                    isStandard(column.typeCode()) ? column.typeCode() : Types.NULL);
            case STRING -> (statement, index, column, value) ->
                    statement.setString(index, ((Value.StringValue) value).value());
            case INT -> (statement, index, column, value) -> statement.setInt(index, ((Value.IntValue) value).value());
            case LONG -> (statement, index, column, value) -> statement.setLong(index, ((Value.LongValue) value).value());
            case BOOLEAN -> (statement, index, column, value) ->
                    statement.setBoolean(index, ((Value.BooleanValue) value).value());
            case DECIMAL -> (statement, index, column, value) ->
                    statement.setBigDecimal(index, ((Value.DecimalValue) value).value());
            case ENUM -> (statement, index, column, value) ->
                    bindEnum(statement, index, column, ((Value.EnumValue) value).name());
            case INSTANT -> (statement, index, column, value) ->
                    bindInstant(statement, index, column.typeCode(), ((Value.InstantValue) value).value());
            case BYTES -> (statement, index, column, value) ->
                    statement.setBytes(index, ((Value.BytesValue) value).value());
            case UUID -> (statement, index, column, value) ->
                    bindUuid(statement, index, column.typeCode(), (Value.UuidValue) value);
            case DURATION -> (statement, index, column, value) ->
                    bindDuration(statement, index, column, ((Value.DurationValue) value).value());
            case BIG_INTEGER -> (statement, index, column, value) ->
                    statement.setBigDecimal(index, new BigDecimal(((Value.BigIntegerValue) value).value()));
            case CHAR -> (statement, index, column, value) ->
                    statement.setString(index, String.valueOf(((Value.CharValue) value).value()));
            case SHORT -> (statement, index, column, value) ->
                    statement.setShort(index, ((Value.ShortValue) value).value());
            case BYTE -> (statement, index, column, value) -> statement.setByte(index, ((Value.ByteValue) value).value());
            case DOUBLE -> (statement, index, column, value) ->
                    statement.setDouble(index, ((Value.DoubleValue) value).value());
            case FLOAT -> (statement, index, column, value) ->
                    statement.setFloat(index, ((Value.FloatValue) value).value());
            case LOCAL_DATE -> (statement, index, column, value) ->
                    statement.setObject(index, ((Value.LocalDateValue) value).value());
            case LOCAL_DATE_TIME -> (statement, index, column, value) ->
                    statement.setObject(index, ((Value.LocalDateTimeValue) value).value());
            case LOCAL_TIME -> (statement, index, column, value) ->
                    statement.setObject(index, ((Value.LocalTimeValue) value).value());
            case OFFSET_DATE_TIME -> (statement, index, column, value) ->
                    statement.setObject(index, ((Value.OffsetDateTimeValue) value).value());
        };
    }

    private static void bindInstant(PreparedStatement statement, int index, int code, Instant instant)
            throws SQLException {
        if (code == SqlTypes.TIMESTAMP || code == SqlTypes.DATE || code == SqlTypes.TIME) {
            // java.util.Date / java.sql.Timestamp attributes: Hibernate binds a Timestamp in the JVM zone.
            statement.setTimestamp(index, Timestamp.from(instant));
        } else {
            statement.setObject(index, instant.atOffset(ZoneOffset.UTC));
        }
    }

    private static void bindDuration(PreparedStatement statement, int index, ReplicaColumn column, Duration duration)
            throws SQLException {
        if (column.numeric()) {
            statement.setBigDecimal(index, BigDecimal.valueOf(duration.getSeconds()).movePointRight(9)
                    .add(BigDecimal.valueOf(duration.getNano())));
        } else {
            statement.setObject(index, duration);
        }
    }

    private static void bindEnum(PreparedStatement statement, int index, ReplicaColumn column, String name)
            throws SQLException {
        if (column.numeric()) {
            int ordinal = column.enumConstants().indexOf(name);
            if (ordinal < 0) {
                throw new IllegalArgumentException("enum constant " + name + " is not a constant of "
                        + column.javaType().getName() + " on this edge " + column.enumConstants());
            }
            statement.setInt(index, ordinal);
        } else {
            statement.setString(index, name);
        }
    }

    private static void bindUuid(PreparedStatement statement, int index, int code, Value.UuidValue uuid)
            throws SQLException {
        switch (code) {
            case SqlTypes.CHAR, SqlTypes.VARCHAR, SqlTypes.NCHAR, SqlTypes.NVARCHAR ->
                    statement.setString(index, uuid.value().toString());
            case SqlTypes.BINARY, SqlTypes.VARBINARY -> statement.setBytes(index, ByteBuffer.allocate(16)
                    .putLong(uuid.value().getMostSignificantBits())
                    .putLong(uuid.value().getLeastSignificantBits()).array());
            default -> statement.setObject(index, uuid.value());
        }
    }

    private static boolean isStandard(int code) {
        return code > -20 && code < 2100;
    }

    /** A short, log-safe rendering of a value (no large text or binary content). */
    static String display(Value value) {
        if (value instanceof Value.StringValue string) {
            return string.value().length() > 40 ? "'" + string.value().substring(0, 40) + "...'"
                    : "'" + string.value() + "'";
        }
        if (value instanceof Value.NullValue) {
            return "null";
        }
        String text = value.toString();
        int open = text.indexOf('[');
        return open < 0 ? text : text.substring(open + 1, text.length() - 1).replaceFirst("^[a-z]+=", "");
    }
}
