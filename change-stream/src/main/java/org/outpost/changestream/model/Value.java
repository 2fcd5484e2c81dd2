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
import java.util.Arrays;
import java.util.Objects;
import java.util.UUID;

/**
 * The value of one column: one of a closed set of types, each with the byte code of its {@link ValueType}.
 * Large text ({@code @Lob String}) is a {@link StringValue}, a {@code @Lob byte[]} a {@link BytesValue}.
 */
public sealed interface Value {

    /** The SQL NULL of any column type. */
    Value NULL = new NullValue();

    /** The type, hence the byte code, of this value. */
    ValueType type();

    /**
     * The value of a persistent attribute as Hibernate holds it: enums travel by name, {@code java.util.Date}
     * and {@code java.sql.Timestamp} as an instant, {@code java.sql.Date} as a date, {@code java.sql.Time} as
     * a time of day.
     *
     * @throws IllegalArgumentException naming the Java type when it has no value type
     */
    static Value of(Object javaValue) {
        return JavaValues.toValue(javaValue);
    }

    /**
     * The Java value of the kind's own class: {@code Integer} for {@link ValueType#INT}, {@code Instant} for
     * {@link ValueType#INSTANT}, {@code byte[]} (a copy) for {@link ValueType#BYTES}, the constant's name for
     * {@link ValueType#ENUM}, {@code null} for {@link #NULL}.
     */
    static Object toJava(Value value) {
        return JavaValues.toJava(value);
    }

    /** SQL NULL. */
    record NullValue() implements Value {
        @Override
        public ValueType type() {
            return ValueType.NULL;
        }
    }

    /** A boolean. */
    record BooleanValue(boolean value) implements Value {
        @Override
        public ValueType type() {
            return ValueType.BOOLEAN;
        }
    }

    /** A byte. */
    record ByteValue(byte value) implements Value {
        @Override
        public ValueType type() {
            return ValueType.BYTE;
        }
    }

    /** A short. */
    record ShortValue(short value) implements Value {
        @Override
        public ValueType type() {
            return ValueType.SHORT;
        }
    }

    /** An int. */
    record IntValue(int value) implements Value {
        @Override
        public ValueType type() {
            return ValueType.INT;
        }
    }

    /** A long. */
    record LongValue(long value) implements Value {
        @Override
        public ValueType type() {
            return ValueType.LONG;
        }
    }

    /** A float; NaN and negative zero survive the wire. */
    record FloatValue(float value) implements Value {
        @Override
        public ValueType type() {
            return ValueType.FLOAT;
        }
    }

    /** A double; NaN and negative zero survive the wire. */
    record DoubleValue(double value) implements Value {
        @Override
        public ValueType type() {
            return ValueType.DOUBLE;
        }
    }

    /** A decimal, scale included ({@code 1.10} stays {@code 1.10}). */
    record DecimalValue(BigDecimal value) implements Value {
        public DecimalValue {
            Objects.requireNonNull(value, "value");
        }

        @Override
        public ValueType type() {
            return ValueType.DECIMAL;
        }
    }

    /** An integer of any size. */
    record BigIntegerValue(BigInteger value) implements Value {
        public BigIntegerValue {
            Objects.requireNonNull(value, "value");
        }

        @Override
        public ValueType type() {
            return ValueType.BIG_INTEGER;
        }
    }

    /** A string of any length, large text included. */
    record StringValue(String value) implements Value {
        public StringValue {
            Objects.requireNonNull(value, "value");
        }

        @Override
        public ValueType type() {
            return ValueType.STRING;
        }
    }

    /** A single char. */
    record CharValue(char value) implements Value {
        @Override
        public ValueType type() {
            return ValueType.CHAR;
        }
    }

    /** Binary content of any length; the array is copied in and out. */
    record BytesValue(byte[] value) implements Value {
        public BytesValue {
            value = value.clone();
        }

        @Override
        public byte[] value() {
            return value.clone();
        }

        @Override
        public ValueType type() {
            return ValueType.BYTES;
        }

        @Override
        public boolean equals(Object other) {
            return other instanceof BytesValue bytes && Arrays.equals(value, bytes.value);
        }

        @Override
        public int hashCode() {
            return Arrays.hashCode(value);
        }

        @Override
        public String toString() {
            return "BytesValue[" + value.length + " bytes]";
        }
    }

    /** A UUID. */
    record UuidValue(UUID value) implements Value {
        public UuidValue {
            Objects.requireNonNull(value, "value");
        }

        @Override
        public ValueType type() {
            return ValueType.UUID;
        }
    }

    /** An enum constant by name, whatever its JPA mapping (ordinal or string) on either side. */
    record EnumValue(String name) implements Value {
        public EnumValue {
            if (name == null || name.isEmpty()) {
                throw new IllegalArgumentException("An enum value needs the constant's name");
            }
        }

        @Override
        public ValueType type() {
            return ValueType.ENUM;
        }
    }

    /** A date. */
    record LocalDateValue(LocalDate value) implements Value {
        public LocalDateValue {
            Objects.requireNonNull(value, "value");
        }

        @Override
        public ValueType type() {
            return ValueType.LOCAL_DATE;
        }
    }

    /** A time of day to the nanosecond. */
    record LocalTimeValue(LocalTime value) implements Value {
        public LocalTimeValue {
            Objects.requireNonNull(value, "value");
        }

        @Override
        public ValueType type() {
            return ValueType.LOCAL_TIME;
        }
    }

    /** A date and time without zone, to the nanosecond. */
    record LocalDateTimeValue(LocalDateTime value) implements Value {
        public LocalDateTimeValue {
            Objects.requireNonNull(value, "value");
        }

        @Override
        public ValueType type() {
            return ValueType.LOCAL_DATE_TIME;
        }
    }

    /** A date and time with its offset, both kept. */
    record OffsetDateTimeValue(OffsetDateTime value) implements Value {
        public OffsetDateTimeValue {
            Objects.requireNonNull(value, "value");
        }

        @Override
        public ValueType type() {
            return ValueType.OFFSET_DATE_TIME;
        }
    }

    /** An instant to the nanosecond; also {@code java.util.Date} and {@code java.sql.Timestamp}. */
    record InstantValue(Instant value) implements Value {
        public InstantValue {
            Objects.requireNonNull(value, "value");
        }

        @Override
        public ValueType type() {
            return ValueType.INSTANT;
        }
    }

    /** A duration to the nanosecond. */
    record DurationValue(Duration value) implements Value {
        public DurationValue {
            Objects.requireNonNull(value, "value");
        }

        @Override
        public ValueType type() {
            return ValueType.DURATION;
        }
    }
}
