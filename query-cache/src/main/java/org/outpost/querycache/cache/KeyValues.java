// SPDX-License-Identifier: Apache-2.0
package org.outpost.querycache.cache;

import java.math.BigDecimal;
import java.math.BigInteger;

import org.outpost.changestream.model.Value;

/**
 * The comparable form of a parameter value, a column value of a change or a row id: numbers by their value whatever
 * their Java type (an {@code int} parameter 5 matches a {@code long} column 5), characters and enums as text,
 * anything else as itself.
 */
public final class KeyValues {

    /** The form of SQL NULL. */
    public static final Object NULL = new Object() {
        @Override
        public String toString() {
            return "NULL";
        }
    };

    private KeyValues() {
    }

    /** The comparable form of a Java value, or of a change stream {@link Value}. */
    public static Object of(Object value) {
        if (value instanceof Value changeValue) {
            return of(javaValue(changeValue));
        }
        if (value == null) {
            return NULL;
        }
        if (value instanceof BigDecimal decimal) {
            return decimal.signum() == 0 ? BigDecimal.ZERO : decimal.stripTrailingZeros();
        }
        if (value instanceof BigInteger || value instanceof Long || value instanceof Integer || value instanceof Short
                || value instanceof Byte) {
            return of(new BigDecimal(value.toString()));
        }
        if (value instanceof Double || value instanceof Float) {
            double number = ((Number) value).doubleValue();
            return Double.isFinite(number) ? of(BigDecimal.valueOf(number)) : value;
        }
        if (value instanceof Character || value instanceof Enum<?>) {
            return value instanceof Enum<?> constant ? constant.name() : value.toString();
        }
        return value;
    }

    /** The Java value a change stream value carries (an enum as its name). */
    static Object javaValue(Value value) {
        if (value instanceof Value.NullValue) {
            return null;
        } else if (value instanceof Value.IntValue v) {
            return v.value();
        } else if (value instanceof Value.LongValue v) {
            return v.value();
        } else if (value instanceof Value.StringValue v) {
            return v.value();
        } else if (value instanceof Value.DecimalValue v) {
            return v.value();
        } else if (value instanceof Value.BooleanValue v) {
            return v.value();
        } else if (value instanceof Value.EnumValue v) {
            return v.name();
        } else if (value instanceof Value.ShortValue v) {
            return v.value();
        } else if (value instanceof Value.ByteValue v) {
            return v.value();
        } else if (value instanceof Value.DoubleValue v) {
            return v.value();
        } else if (value instanceof Value.FloatValue v) {
            return v.value();
        } else if (value instanceof Value.BigIntegerValue v) {
            return v.value();
        } else if (value instanceof Value.CharValue v) {
            return v.value();
        } else if (value instanceof Value.UuidValue v) {
            return v.value();
        }
        return temporalValue(value);
    }

    private static Object temporalValue(Value value) {
        if (value instanceof Value.LocalDateValue v) {
            return v.value();
        } else if (value instanceof Value.LocalDateTimeValue v) {
            return v.value();
        } else if (value instanceof Value.LocalTimeValue v) {
            return v.value();
        } else if (value instanceof Value.OffsetDateTimeValue v) {
            return v.value();
        } else if (value instanceof Value.InstantValue v) {
            return v.value();
        } else if (value instanceof Value.DurationValue v) {
            return v.value();
        } else if (value instanceof Value.BytesValue v) {
            return java.nio.ByteBuffer.wrap(v.value());
        }
        throw new IllegalArgumentException("No Java value for " + value);
    }
}
