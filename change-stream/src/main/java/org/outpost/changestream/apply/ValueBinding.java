// SPDX-License-Identifier: Apache-2.0
package org.outpost.changestream.apply;

import java.math.BigDecimal;
import java.nio.ByteBuffer;
import java.sql.PreparedStatement;
import java.sql.SQLException;
import java.sql.Timestamp;
import java.sql.Types;
import java.time.ZoneOffset;

import org.hibernate.type.SqlTypes;
import org.outpost.changestream.mapping.ReplicaColumn;
import org.outpost.changestream.model.Value;

/**
 * Binds a change-stream {@link Value} to a replica column the way Hibernate would have written the attribute: the
 * column's DDL type code decides (an enum by ordinal or name, an instant with or without zone, a UUID as native,
 * text or binary, a duration as nanoseconds or interval).
 */
final class ValueBinding {

    private ValueBinding() {
    }

    /**
     * Binds {@code value} as parameter {@code index}.
     *
     * @throws IllegalArgumentException when the value cannot be stored in the column (the message says why)
     */
    static void bind(PreparedStatement statement, int index, ReplicaColumn column, Value value) throws SQLException {
        int code = column.typeCode();
        if (value instanceof Value.NullValue) {
            statement.setNull(index, isStandard(code) ? code : Types.NULL);
        } else if (value instanceof Value.StringValue string) {
            statement.setString(index, string.value());
        } else if (value instanceof Value.IntValue number) {
            statement.setInt(index, number.value());
        } else if (value instanceof Value.LongValue number) {
            statement.setLong(index, number.value());
        } else if (value instanceof Value.BooleanValue bool) {
            statement.setBoolean(index, bool.value());
        } else if (value instanceof Value.DecimalValue number) {
            statement.setBigDecimal(index, number.value());
        } else if (value instanceof Value.EnumValue constant) {
            bindEnum(statement, index, column, constant.name());
        } else if (value instanceof Value.InstantValue instant) {
            if (code == SqlTypes.TIMESTAMP || code == SqlTypes.DATE || code == SqlTypes.TIME) {
                // java.util.Date / java.sql.Timestamp attributes: Hibernate binds a Timestamp in the JVM zone.
                statement.setTimestamp(index, Timestamp.from(instant.value()));
            } else {
                statement.setObject(index, instant.value().atOffset(ZoneOffset.UTC));
            }
        } else if (value instanceof Value.BytesValue bytes) {
            statement.setBytes(index, bytes.value());
        } else if (value instanceof Value.UuidValue uuid) {
            bindUuid(statement, index, code, uuid);
        } else if (value instanceof Value.DurationValue duration) {
            if (column.numeric()) {
                statement.setBigDecimal(index, BigDecimal.valueOf(duration.value().getSeconds()).movePointRight(9)
                        .add(BigDecimal.valueOf(duration.value().getNano())));
            } else {
                statement.setObject(index, duration.value());
            }
        } else if (value instanceof Value.BigIntegerValue number) {
            statement.setBigDecimal(index, new BigDecimal(number.value()));
        } else if (value instanceof Value.CharValue character) {
            statement.setString(index, String.valueOf(character.value()));
        } else if (value instanceof Value.ShortValue number) {
            statement.setShort(index, number.value());
        } else if (value instanceof Value.ByteValue number) {
            statement.setByte(index, number.value());
        } else if (value instanceof Value.DoubleValue number) {
            statement.setDouble(index, number.value());
        } else if (value instanceof Value.FloatValue number) {
            statement.setFloat(index, number.value());
        } else if (value instanceof Value.LocalDateValue date) {
            statement.setObject(index, date.value());
        } else if (value instanceof Value.LocalDateTimeValue dateTime) {
            statement.setObject(index, dateTime.value());
        } else if (value instanceof Value.LocalTimeValue time) {
            statement.setObject(index, time.value());
        } else if (value instanceof Value.OffsetDateTimeValue dateTime) {
            statement.setObject(index, dateTime.value());
        } else {
            throw new IllegalArgumentException("no binding for a " + value.type() + " value");
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
