// SPDX-License-Identifier: Apache-2.0
package org.outpost.changestream.wire;

import java.math.BigDecimal;
import java.math.BigInteger;
import java.time.Duration;
import java.time.Instant;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.LocalTime;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;
import java.util.UUID;

import com.google.protobuf.ByteString;
import org.outpost.changestream.model.Value;
import org.outpost.changestream.wire.proto.Decimal;
import org.outpost.changestream.wire.proto.LocalDateTimeParts;
import org.outpost.changestream.wire.proto.Null;
import org.outpost.changestream.wire.proto.OffsetDateTimeParts;
import org.outpost.changestream.wire.proto.SecondsAndNanos;
import org.outpost.changestream.wire.proto.Uuid;
import org.outpost.changestream.wire.proto.WireValue;

/**
 * Translates a {@link Value} to its Protocol Buffers form and back; the wire kind number of each value is its
 * {@link org.outpost.changestream.model.ValueType} code.
 */
final class ValueMapping {

    private ValueMapping() {
    }

    static WireValue toWire(Value value) {
        WireValue.Builder wire = WireValue.newBuilder();
        // A switch expression, so that a new ValueType without a wire kind does not compile.
        WireValue.Builder filled = switch (value.type()) {
            case NULL -> wire.setNullValue(Null.getDefaultInstance());
            case BOOLEAN -> wire.setBooleanValue(((Value.BooleanValue) value).value());
            case BYTE -> wire.setByteValue(((Value.ByteValue) value).value());
            case SHORT -> wire.setShortValue(((Value.ShortValue) value).value());
            case INT -> wire.setIntValue(((Value.IntValue) value).value());
            case LONG -> wire.setLongValue(((Value.LongValue) value).value());
            case FLOAT -> wire.setFloatValue(((Value.FloatValue) value).value());
            case DOUBLE -> wire.setDoubleValue(((Value.DoubleValue) value).value());
            case DECIMAL -> wire.setDecimalValue(decimal(((Value.DecimalValue) value).value()));
            case BIG_INTEGER -> wire.setBigIntegerValue(ByteString.copyFrom(((Value.BigIntegerValue) value).value().toByteArray()));
            case STRING -> wire.setStringValue(((Value.StringValue) value).value());
            case CHAR -> wire.setCharValue(((Value.CharValue) value).value());
            case BYTES -> wire.setBytesValue(ByteString.copyFrom(((Value.BytesValue) value).value()));
            case UUID -> wire.setUuidValue(uuid(((Value.UuidValue) value).value()));
            case ENUM -> wire.setEnumValue(((Value.EnumValue) value).name());
            case LOCAL_DATE -> wire.setLocalDateValue(((Value.LocalDateValue) value).value().toEpochDay());
            case LOCAL_TIME -> wire.setLocalTimeValue(((Value.LocalTimeValue) value).value().toNanoOfDay());
            case LOCAL_DATE_TIME -> wire.setLocalDateTimeValue(dateTime(((Value.LocalDateTimeValue) value).value()));
            case OFFSET_DATE_TIME -> wire.setOffsetDateTimeValue(offsetDateTime(((Value.OffsetDateTimeValue) value).value()));
            case INSTANT -> wire.setInstantValue(instant(((Value.InstantValue) value).value()));
            case DURATION -> wire.setDurationValue(duration(((Value.DurationValue) value).value()));
        };
        return filled.build();
    }

    /**
     * @throws UnknownValueCodeException when the value is of a kind this version does not know
     * @throws IllegalArgumentException  when the value is out of its type's range or missing
     * @throws java.time.DateTimeException when a temporal value is out of range
     */
    static Value fromWire(WireValue wire) {
        return switch (wire.getKindCase()) {
            case NULL_VALUE -> Value.NULL;
            case BOOLEAN_VALUE -> new Value.BooleanValue(wire.getBooleanValue());
            case BYTE_VALUE -> new Value.ByteValue((byte) inRange(wire.getByteValue(), Byte.MIN_VALUE, Byte.MAX_VALUE));
            case SHORT_VALUE -> new Value.ShortValue((short) inRange(wire.getShortValue(), Short.MIN_VALUE, Short.MAX_VALUE));
            case INT_VALUE -> new Value.IntValue(wire.getIntValue());
            case LONG_VALUE -> new Value.LongValue(wire.getLongValue());
            case FLOAT_VALUE -> new Value.FloatValue(wire.getFloatValue());
            case DOUBLE_VALUE -> new Value.DoubleValue(wire.getDoubleValue());
            case DECIMAL_VALUE -> new Value.DecimalValue(decimal(wire.getDecimalValue()));
            case BIG_INTEGER_VALUE -> new Value.BigIntegerValue(new BigInteger(wire.getBigIntegerValue().toByteArray()));
            case STRING_VALUE -> new Value.StringValue(wire.getStringValue());
            case CHAR_VALUE -> new Value.CharValue((char) inRange(wire.getCharValue(), Character.MIN_VALUE, Character.MAX_VALUE));
            case BYTES_VALUE -> new Value.BytesValue(wire.getBytesValue().toByteArray());
            case UUID_VALUE -> new Value.UuidValue(new UUID(wire.getUuidValue().getMostSignificant(), wire.getUuidValue().getLeastSignificant()));
            case ENUM_VALUE -> new Value.EnumValue(wire.getEnumValue());
            case LOCAL_DATE_VALUE -> new Value.LocalDateValue(LocalDate.ofEpochDay(wire.getLocalDateValue()));
            case LOCAL_TIME_VALUE -> new Value.LocalTimeValue(LocalTime.ofNanoOfDay(wire.getLocalTimeValue()));
            case LOCAL_DATE_TIME_VALUE -> new Value.LocalDateTimeValue(dateTime(wire.getLocalDateTimeValue()));
            case OFFSET_DATE_TIME_VALUE -> new Value.OffsetDateTimeValue(offsetDateTime(wire.getOffsetDateTimeValue()));
            case INSTANT_VALUE -> new Value.InstantValue(instant(wire.getInstantValue()));
            case DURATION_VALUE -> new Value.DurationValue(duration(wire.getDurationValue()));
            case KIND_NOT_SET -> throw unknownKind(wire);
        };
    }

    private static RuntimeException unknownKind(WireValue wire) {
        return wire.getUnknownFields().asMap().keySet().stream()
                .findFirst()
                .<RuntimeException>map(UnknownValueCodeException::new)
                .orElseGet(() -> new IllegalArgumentException("the value is missing"));
    }

    private static int inRange(int value, int min, int max) {
        if (value < min || value > max) {
            throw new IllegalArgumentException("value " + value + " is out of range [" + min + ", " + max + "]");
        }
        return value;
    }

    private static Decimal decimal(BigDecimal value) {
        return Decimal.newBuilder()
                .setUnscaled(ByteString.copyFrom(value.unscaledValue().toByteArray()))
                .setScale(value.scale())
                .build();
    }

    private static BigDecimal decimal(Decimal wire) {
        return new BigDecimal(new BigInteger(wire.getUnscaled().toByteArray()), wire.getScale());
    }

    private static Uuid uuid(UUID value) {
        return Uuid.newBuilder()
                .setMostSignificant(value.getMostSignificantBits())
                .setLeastSignificant(value.getLeastSignificantBits())
                .build();
    }

    private static LocalDateTimeParts dateTime(LocalDateTime value) {
        return LocalDateTimeParts.newBuilder()
                .setEpochDay(value.toLocalDate().toEpochDay())
                .setNanoOfDay(value.toLocalTime().toNanoOfDay())
                .build();
    }

    private static LocalDateTime dateTime(LocalDateTimeParts wire) {
        return LocalDateTime.of(LocalDate.ofEpochDay(wire.getEpochDay()), LocalTime.ofNanoOfDay(wire.getNanoOfDay()));
    }

    private static OffsetDateTimeParts offsetDateTime(OffsetDateTime value) {
        return OffsetDateTimeParts.newBuilder()
                .setLocal(dateTime(value.toLocalDateTime()))
                .setOffsetSeconds(value.getOffset().getTotalSeconds())
                .build();
    }

    private static OffsetDateTime offsetDateTime(OffsetDateTimeParts wire) {
        return OffsetDateTime.of(dateTime(wire.getLocal()), ZoneOffset.ofTotalSeconds(wire.getOffsetSeconds()));
    }

    private static SecondsAndNanos instant(Instant value) {
        return SecondsAndNanos.newBuilder().setSeconds(value.getEpochSecond()).setNanos(value.getNano()).build();
    }

    private static Instant instant(SecondsAndNanos wire) {
        return Instant.ofEpochSecond(wire.getSeconds(), wire.getNanos());
    }

    private static SecondsAndNanos duration(Duration value) {
        return SecondsAndNanos.newBuilder().setSeconds(value.getSeconds()).setNanos(value.getNano()).build();
    }

    private static Duration duration(SecondsAndNanos wire) {
        return Duration.ofSeconds(wire.getSeconds(), wire.getNanos());
    }

    /** A value whose kind number this version does not know. */
    static final class UnknownValueCodeException extends RuntimeException {

        private static final long serialVersionUID = 1L;

        UnknownValueCodeException(int code) {
            super("value code " + code + " is unknown to this decoder", null, false, false);
        }
    }
}
