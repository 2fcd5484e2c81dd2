// SPDX-License-Identifier: Apache-2.0
package org.outpost.changestream.wire;

import static org.outpost.changestream.wire.WireFormatException.Reason.CORRUPT_PAYLOAD;
import static org.outpost.changestream.wire.WireFormatException.Reason.UNKNOWN_VALUE_CODE;

import java.time.DateTimeException;
import java.time.Instant;
import java.time.LocalDate;
import java.time.LocalTime;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;

import com.google.protobuf.InvalidProtocolBufferException;
import org.outpost.changestream.model.Value;
import org.outpost.changestream.wire.proto.JavaRow;
import org.outpost.changestream.wire.proto.JavaRowsPayload;
import org.outpost.changestream.wire.proto.JavaValue;

/**
 * Encodes rows of Java values, as Hibernate's query result cache holds a result (each row an {@code Object[]} of JDBC
 * values, or one value), into one message and decodes it back: the change stream's values ({@link Value}) in the
 * change stream's envelope, plus the class of each value whose kind does not tell it (an enum, a
 * {@code java.sql.Timestamp}, a {@code java.util.Date}, a {@code java.sql.Date} or {@code Time}), so that the rows
 * decoded are equal to the rows encoded. The payload is {@code java_rows.proto}. Thread-safe; no Java serialization.
 */
public final class JavaRowsCodec {

    private final CodecSettings settings;

    /** A codec with {@link CodecSettings#defaults()}. */
    public JavaRowsCodec() {
        this(CodecSettings.defaults());
    }

    public JavaRowsCodec(CodecSettings settings) {
        this.settings = Objects.requireNonNull(settings, "settings");
    }

    /**
     * The message of these rows.
     *
     * @throws IllegalArgumentException naming the row, the position and the Java type of a value the wire cannot carry
     */
    public byte[] encode(List<?> rows) {
        JavaRowsPayload.Builder payload = JavaRowsPayload.newBuilder();
        Map<String, Integer> types = new LinkedHashMap<>();
        for (int r = 0; r < rows.size(); r++) {
            Object row = rows.get(r);
            JavaRow.Builder wire = payload.addRowsBuilder();
            if (row instanceof Object[] values) {
                for (int i = 0; i < values.length; i++) {
                    wire.addValues(value(values[i], types, r, i));
                }
            } else {
                wire.setSingle(true).addValues(value(row, types, r, 0));
            }
        }
        payload.addAllTypes(types.keySet());
        return Envelope.wrap(Envelope.CHANGE_SET, PayloadMapping.serialize(payload.build()), settings);
    }

    private static JavaValue value(Object java, Map<String, Integer> types, int row, int position) {
        Value value;
        try {
            value = Value.of(java);
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException("Row " + row + ", value " + position + ": " + e.getMessage(), e);
        }
        JavaValue.Builder wire = JavaValue.newBuilder().setValue(ValueMapping.toWire(value));
        if (java != null) {
            Class<?> type = java instanceof Enum<?> constant ? constant.getDeclaringClass() : java.getClass();
            if (type != Value.toJava(value).getClass()) {
                if (!JavaClasses.rebuilds(type)) {
                    throw new IllegalArgumentException("Row " + row + ", value " + position + ": the wire carries no"
                            + " values of type " + type.getName());
                }
                wire.setType(types.computeIfAbsent(type.getName(), name -> types.size() + 1));
            }
        }
        return wire.build();
    }

    /**
     * The rows of a message, whole, or an exception.
     *
     * @param classes loads the classes the message names (the application's enums)
     * @throws WireFormatException when the message is not sound, or names a class {@code classes} does not have
     */
    public List<Object> decode(byte[] message, ClassLoader classes) throws WireFormatException {
        JavaRowsPayload payload;
        try {
            payload = JavaRowsPayload.parseFrom(Envelope.unwrap(message, Envelope.CHANGE_SET, settings));
        } catch (InvalidProtocolBufferException e) {
            throw corrupt("the payload does not parse: " + e.getMessage(), e);
        }
        List<Class<?>> types = new ArrayList<>();
        for (String name : payload.getTypesList()) {
            try {
                types.add(Class.forName(name, false, classes));
            } catch (ClassNotFoundException e) {
                throw corrupt("class " + name + " of a value is unknown here", e);
            }
        }
        List<Object> rows = new ArrayList<>(payload.getRowsCount());
        for (int r = 0; r < payload.getRowsCount(); r++) {
            JavaRow wire = payload.getRows(r);
            if (wire.getSingle() && wire.getValuesCount() != 1) {
                throw corrupt("row " + r + " is one value but holds " + wire.getValuesCount(), null);
            }
            Object[] values = new Object[wire.getValuesCount()];
            for (int i = 0; i < values.length; i++) {
                values[i] = java(wire.getValues(i), types, "row " + r + ", value " + i);
            }
            rows.add(wire.getSingle() ? values[0] : values);
        }
        return rows;
    }

    private static Object java(JavaValue wire, List<Class<?>> types, String place) throws WireFormatException {
        try {
            Object natural = Value.toJava(ValueMapping.fromWire(wire.getValue()));
            if (wire.getType() == 0) {
                return natural;
            }
            if (wire.getType() > types.size()) {
                throw new IllegalArgumentException("type " + wire.getType() + " is not among the " + types.size() + " named");
            }
            return JavaClasses.rebuild(natural, types.get(wire.getType() - 1));
        } catch (ValueMapping.UnknownValueCodeException e) {
            throw new WireFormatException(UNKNOWN_VALUE_CODE, Envelope.PAYLOAD_OFFSET, place + ": " + e.getMessage(), e);
        } catch (IllegalArgumentException | DateTimeException e) {
            throw corrupt(place + ": " + e.getMessage(), e);
        }
    }

    private static WireFormatException corrupt(String message, Throwable cause) {
        return new WireFormatException(CORRUPT_PAYLOAD, Envelope.PAYLOAD_OFFSET, message, cause);
    }

    /** The Java classes a value may have besides its kind's own, and how each is rebuilt from the kind's value. */
    private static final class JavaClasses {

        private JavaClasses() {
        }

        static boolean rebuilds(Class<?> type) {
            return type.isEnum() || type == java.sql.Timestamp.class || type == java.util.Date.class
                    || type == java.sql.Date.class || type == java.sql.Time.class;
        }

        @SuppressWarnings({"unchecked", "rawtypes"})
        static Object rebuild(Object natural, Class<?> type) {
            if (natural == null) {
                return null;
            }
            if (type.isEnum() && natural instanceof String name) {
                return Enum.valueOf((Class<? extends Enum>) type, name);
            }
            if (natural instanceof Instant instant && type == java.sql.Timestamp.class) {
                return java.sql.Timestamp.from(instant);
            }
            if (natural instanceof Instant instant && type == java.util.Date.class) {
                return java.util.Date.from(instant);
            }
            if (natural instanceof LocalDate date && type == java.sql.Date.class) {
                return java.sql.Date.valueOf(date);
            }
            if (natural instanceof LocalTime time && type == java.sql.Time.class) {
                return java.sql.Time.valueOf(time);
            }
            throw new IllegalArgumentException("a " + natural.getClass().getName() + " cannot become a " + type.getName());
        }
    }
}
