// SPDX-License-Identifier: Apache-2.0
package org.outpost.changestream.wire;

import java.io.IOException;
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
import com.google.protobuf.CodedInputStream;
import com.google.protobuf.InvalidProtocolBufferException;
import com.google.protobuf.WireFormat;
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
     * The value of a whole {@code WireValue} message (as a {@code JavaRowsPayload} carries one).
     *
     * @throws UnknownValueCodeException when the value is of a kind this version does not know
     * @throws IllegalArgumentException  when the value is out of its type's range or missing
     * @throws java.time.DateTimeException when a temporal value is out of range
     */
    static Value fromWire(WireValue wire) {
        byte[] bytes = wire.toByteArray();
        try {
            return fields(CodedInputStream.newInstance(bytes), bytes);
        } catch (IOException e) {
            throw new IllegalStateException("A parsed WireValue reads back: " + e.getMessage(), e);
        }
    }

    /**
     * Reads the {@code WireValue} message of a field from {@code in}, positioned after the field's tag, straight into
     * the model, without the generated message classes: decoding a backlog makes no objects but the values, text
     * straight from {@code payload}, the bytes {@code in} reads from their start. Of several
     * kinds the last one counts; fields of kinds this version does not know are skipped, and a value with nothing else
     * is of an unknown kind.
     *
     * @throws InvalidProtocolBufferException when the bytes are not a sound message
     * @throws UnknownValueCodeException      when the value is of a kind this version does not know
     * @throws IllegalArgumentException       when the value is out of its type's range or missing
     * @throws java.time.DateTimeException    when a temporal value is out of range
     */
    static Value read(CodedInputStream in, byte[] payload) throws IOException {
        int limit = in.pushLimit(in.readRawVarint32());
        Value value = fields(in, payload);
        in.popLimit(limit);
        return value;
    }

    private static Value fields(CodedInputStream in, byte[] payload) throws IOException {
        Value value = null;
        int unknown = Integer.MAX_VALUE;
        for (int tag = in.readTag(); tag != 0; tag = in.readTag()) {
            Value kind = kind(in, tag, payload);
            if (kind != null) {
                value = kind;
            } else {
                unknown = Math.min(unknown, WireFormat.getTagFieldNumber(tag));
            }
        }
        if (value != null) {
            return value;
        }
        if (unknown != Integer.MAX_VALUE) {
            throw new UnknownValueCodeException(unknown);
        }
        throw new IllegalArgumentException("the value is missing");
    }

    /** The value of one field of a {@code WireValue}; {@code null} for a field of another kind, skipped. */
    private static Value kind(CodedInputStream in, int tag, byte[] payload) throws IOException {
        return switch (tag) {
            case WireTags.NULL -> {
                in.skipField(tag);
                yield Value.NULL;
            }
            case WireTags.BOOLEAN -> new Value.BooleanValue(in.readBool());
            case WireTags.INT -> new Value.IntValue(in.readSInt32());
            case WireTags.LONG -> new Value.LongValue(in.readSInt64());
            case WireTags.STRING -> new Value.StringValue(Utf8Fields.text(in, payload, 0));
            case WireTags.DECIMAL -> decimal(in);
            case WireTags.INSTANT -> new Value.InstantValue(secondsAndNanos(in, Instant::ofEpochSecond));
            case WireTags.LOCAL_DATE -> new Value.LocalDateValue(LocalDate.ofEpochDay(in.readSInt64()));
            case WireTags.LOCAL_DATE_TIME -> new Value.LocalDateTimeValue(dateTime(in));
            case WireTags.ENUM -> new Value.EnumValue(Utf8Fields.text(in, payload, 0));
            case WireTags.BYTES -> new Value.BytesValue(in.readByteArray());
            case WireTags.DOUBLE -> new Value.DoubleValue(in.readDouble());
            case WireTags.SHORT -> new Value.ShortValue((short) inRange(in.readSInt32(), Short.MIN_VALUE, Short.MAX_VALUE));
            case WireTags.BYTE -> new Value.ByteValue((byte) inRange(in.readSInt32(), Byte.MIN_VALUE, Byte.MAX_VALUE));
            case WireTags.UUID -> new Value.UuidValue(uuid(in));
            case WireTags.FLOAT -> new Value.FloatValue(in.readFloat());
            case WireTags.CHAR -> new Value.CharValue((char) inRange(in.readUInt32(), Character.MIN_VALUE, Character.MAX_VALUE));
            case WireTags.LOCAL_TIME -> new Value.LocalTimeValue(LocalTime.ofNanoOfDay(in.readInt64()));
            case WireTags.OFFSET_DATE_TIME -> new Value.OffsetDateTimeValue(offsetDateTime(in));
            case WireTags.DURATION -> new Value.DurationValue(secondsAndNanos(in, Duration::ofSeconds));
            case WireTags.BIG_INTEGER -> new Value.BigIntegerValue(new BigInteger(in.readByteArray()));
            default -> {
                in.skipField(tag);
                yield null;
            }
        };
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

    /** A {@code Decimal} message: unscaled (1) and scale (2). */
    private static Value decimal(CodedInputStream in) throws IOException {
        int limit = in.pushLimit(in.readRawVarint32());
        byte[] unscaled = new byte[0];
        int scale = 0;
        for (int tag = in.readTag(); tag != 0; tag = in.readTag()) {
            switch (tag) {
                case WireTags.DECIMAL_UNSCALED -> unscaled = in.readByteArray();
                case WireTags.DECIMAL_SCALE -> scale = in.readSInt32();
                default -> in.skipField(tag);
            }
        }
        in.popLimit(limit);
        return new Value.DecimalValue(new BigDecimal(new BigInteger(unscaled), scale));
    }

    private static Uuid uuid(UUID value) {
        return Uuid.newBuilder()
                .setMostSignificant(value.getMostSignificantBits())
                .setLeastSignificant(value.getLeastSignificantBits())
                .build();
    }

    /** A {@code Uuid} message: most (1) and least (2) significant bits. */
    static UUID uuid(CodedInputStream in) throws IOException {
        int limit = in.pushLimit(in.readRawVarint32());
        long most = 0;
        long least = 0;
        for (int tag = in.readTag(); tag != 0; tag = in.readTag()) {
            switch (tag) {
                case WireTags.UUID_MOST_SIGNIFICANT -> most = in.readFixed64();
                case WireTags.UUID_LEAST_SIGNIFICANT -> least = in.readFixed64();
                default -> in.skipField(tag);
            }
        }
        in.popLimit(limit);
        return new UUID(most, least);
    }

    private static LocalDateTimeParts dateTime(LocalDateTime value) {
        return LocalDateTimeParts.newBuilder()
                .setEpochDay(value.toLocalDate().toEpochDay())
                .setNanoOfDay(value.toLocalTime().toNanoOfDay())
                .build();
    }

    /** A {@code LocalDateTimeParts} message: epoch day (1) and nano of day (2). */
    private static LocalDateTime dateTime(CodedInputStream in) throws IOException {
        int limit = in.pushLimit(in.readRawVarint32());
        long epochDay = 0;
        long nanoOfDay = 0;
        for (int tag = in.readTag(); tag != 0; tag = in.readTag()) {
            switch (tag) {
                case WireTags.EPOCH_DAY -> epochDay = in.readSInt64();
                case WireTags.NANO_OF_DAY -> nanoOfDay = in.readInt64();
                default -> in.skipField(tag);
            }
        }
        in.popLimit(limit);
        return LocalDateTime.of(LocalDate.ofEpochDay(epochDay), LocalTime.ofNanoOfDay(nanoOfDay));
    }

    private static OffsetDateTimeParts offsetDateTime(OffsetDateTime value) {
        return OffsetDateTimeParts.newBuilder()
                .setLocal(dateTime(value.toLocalDateTime()))
                .setOffsetSeconds(value.getOffset().getTotalSeconds())
                .build();
    }

    /** An {@code OffsetDateTimeParts} message: local date and time (1) and offset seconds (2). */
    private static OffsetDateTime offsetDateTime(CodedInputStream in) throws IOException {
        int limit = in.pushLimit(in.readRawVarint32());
        LocalDateTime local = LocalDateTime.of(LocalDate.EPOCH, LocalTime.MIDNIGHT);
        int offsetSeconds = 0;
        for (int tag = in.readTag(); tag != 0; tag = in.readTag()) {
            switch (tag) {
                case WireTags.LOCAL -> local = dateTime(in);
                case WireTags.OFFSET_SECONDS -> offsetSeconds = in.readSInt32();
                default -> in.skipField(tag);
            }
        }
        in.popLimit(limit);
        return OffsetDateTime.of(local, ZoneOffset.ofTotalSeconds(offsetSeconds));
    }

    private static SecondsAndNanos instant(Instant value) {
        return SecondsAndNanos.newBuilder().setSeconds(value.getEpochSecond()).setNanos(value.getNano()).build();
    }

    /** A {@code SecondsAndNanos} message, seconds (1) and nanoseconds (2), as what {@code of} makes of them. */
    static <T> T secondsAndNanos(CodedInputStream in, SecondsAndNanosOf<T> of) throws IOException {
        int limit = in.pushLimit(in.readRawVarint32());
        long seconds = 0;
        int nanos = 0;
        for (int tag = in.readTag(); tag != 0; tag = in.readTag()) {
            switch (tag) {
                case WireTags.SECONDS -> seconds = in.readSInt64();
                case WireTags.NANOS -> nanos = in.readInt32();
                default -> in.skipField(tag);
            }
        }
        in.popLimit(limit);
        return of.of(seconds, nanos);
    }

    /** What a {@code SecondsAndNanos} stands for: an instant, a duration. */
    @FunctionalInterface
    interface SecondsAndNanosOf<T> {
        T of(long seconds, long nanos);
    }

    private static SecondsAndNanos duration(Duration value) {
        return SecondsAndNanos.newBuilder().setSeconds(value.getSeconds()).setNanos(value.getNano()).build();
    }

    /** A value whose kind number this version does not know. */
    static final class UnknownValueCodeException extends RuntimeException {

        private static final long serialVersionUID = 1L;

        UnknownValueCodeException(int code) {
            super("value code " + code + " is unknown to this decoder", null, false, false);
        }
    }
}
