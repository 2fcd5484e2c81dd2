// SPDX-License-Identifier: Apache-2.0
package org.outpost.changestream.model;

import java.math.BigDecimal;
import java.math.BigInteger;
import java.time.Duration;
import java.time.Instant;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.LocalTime;
import java.time.OffsetDateTime;
import java.util.Date;
import java.util.UUID;

/**
 * Maps the Java type of a persistent attribute to its {@link Value}; the one place that knows which Java types
 * the change stream carries.
 */
final class JavaValues {

    private JavaValues() {
    }

    static Value toValue(Object javaValue) {
        if (javaValue == null) {
            return Value.NULL;
        }
        if (javaValue instanceof String string) {
            return new Value.StringValue(string);
        }
        if (javaValue instanceof Integer number) {
            return new Value.IntValue(number);
        }
        if (javaValue instanceof Long number) {
            return new Value.LongValue(number);
        }
        if (javaValue instanceof Boolean bool) {
            return new Value.BooleanValue(bool);
        }
        if (javaValue instanceof BigDecimal number) {
            return new Value.DecimalValue(number);
        }
        if (javaValue instanceof Enum<?> constant) {
            return new Value.EnumValue(constant.name());
        }
        if (javaValue instanceof Short number) {
            return new Value.ShortValue(number);
        }
        if (javaValue instanceof Byte number) {
            return new Value.ByteValue(number);
        }
        if (javaValue instanceof Double number) {
            return new Value.DoubleValue(number);
        }
        if (javaValue instanceof Float number) {
            return new Value.FloatValue(number);
        }
        if (javaValue instanceof BigInteger number) {
            return new Value.BigIntegerValue(number);
        }
        if (javaValue instanceof Character character) {
            return new Value.CharValue(character);
        }
        if (javaValue instanceof byte[] bytes) {
            return new Value.BytesValue(bytes);
        }
        if (javaValue instanceof UUID uuid) {
            return new Value.UuidValue(uuid);
        }
        return toTemporalValue(javaValue);
    }

    static Object toJava(Value value) {
        // A switch expression, so that a new ValueType without its Java value does not compile.
        return switch (value.type()) {
            case NULL -> null;
            case BOOLEAN -> ((Value.BooleanValue) value).value();
            case BYTE -> ((Value.ByteValue) value).value();
            case SHORT -> ((Value.ShortValue) value).value();
            case INT -> ((Value.IntValue) value).value();
            case LONG -> ((Value.LongValue) value).value();
            case FLOAT -> ((Value.FloatValue) value).value();
            case DOUBLE -> ((Value.DoubleValue) value).value();
            case DECIMAL -> ((Value.DecimalValue) value).value();
            case BIG_INTEGER -> ((Value.BigIntegerValue) value).value();
            case STRING -> ((Value.StringValue) value).value();
            case CHAR -> ((Value.CharValue) value).value();
            case BYTES -> ((Value.BytesValue) value).value();
            case UUID -> ((Value.UuidValue) value).value();
            case ENUM -> ((Value.EnumValue) value).name();
            case LOCAL_DATE -> ((Value.LocalDateValue) value).value();
            case LOCAL_TIME -> ((Value.LocalTimeValue) value).value();
            case LOCAL_DATE_TIME -> ((Value.LocalDateTimeValue) value).value();
            case OFFSET_DATE_TIME -> ((Value.OffsetDateTimeValue) value).value();
            case INSTANT -> ((Value.InstantValue) value).value();
            case DURATION -> ((Value.DurationValue) value).value();
        };
    }

    private static Value toTemporalValue(Object javaValue) {
        if (javaValue instanceof Instant instant) {
            return new Value.InstantValue(instant);
        }
        if (javaValue instanceof LocalDate date) {
            return new Value.LocalDateValue(date);
        }
        if (javaValue instanceof LocalDateTime dateTime) {
            return new Value.LocalDateTimeValue(dateTime);
        }
        if (javaValue instanceof LocalTime time) {
            return new Value.LocalTimeValue(time);
        }
        if (javaValue instanceof OffsetDateTime dateTime) {
            return new Value.OffsetDateTimeValue(dateTime);
        }
        if (javaValue instanceof Duration duration) {
            return new Value.DurationValue(duration);
        }
        // java.sql.Date and java.sql.Time refuse toInstant(); they are a date and a time of day.
        if (javaValue instanceof java.sql.Date date) {
            return new Value.LocalDateValue(date.toLocalDate());
        }
        if (javaValue instanceof java.sql.Time time) {
            return new Value.LocalTimeValue(time.toLocalTime());
        }
        if (javaValue instanceof Date date) {
            return new Value.InstantValue(date.toInstant());
        }
        throw new IllegalArgumentException("The change stream carries no values of type " + javaValue.getClass().getName());
    }
}
