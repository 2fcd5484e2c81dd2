// SPDX-License-Identifier: Apache-2.0
package org.outpost.changestream.wire;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.params.provider.Arguments.arguments;

import java.lang.reflect.Field;
import java.lang.reflect.Modifier;
import java.util.Arrays;
import java.util.Set;
import java.util.stream.Collectors;
import java.util.stream.Stream;

import com.google.protobuf.Descriptors.Descriptor;
import com.google.protobuf.Descriptors.FieldDescriptor;
import com.google.protobuf.WireFormat;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.outpost.changestream.model.ValueType;
import org.outpost.changestream.wire.proto.BatchedChangeSet;
import org.outpost.changestream.wire.proto.ChangeBatch;
import org.outpost.changestream.wire.proto.ChangeSetPayload;
import org.outpost.changestream.wire.proto.Column;
import org.outpost.changestream.wire.proto.Decimal;
import org.outpost.changestream.wire.proto.LocalDateTimeParts;
import org.outpost.changestream.wire.proto.NumberedColumn;
import org.outpost.changestream.wire.proto.NumberedRow;
import org.outpost.changestream.wire.proto.OffsetDateTimeParts;
import org.outpost.changestream.wire.proto.Row;
import org.outpost.changestream.wire.proto.SecondsAndNanos;
import org.outpost.changestream.wire.proto.Uuid;
import org.outpost.changestream.wire.proto.WireValue;

/** Each tag the decoders read is the number and wire type of its field in the generated schema. */
class WireTagsTest {

    @ParameterizedTest(name = "{0}")
    @MethodSource("tags")
    void tagIsItsFieldsNumberAndWireType(String constant, Descriptor message, String field) throws ReflectiveOperationException {
        FieldDescriptor descriptor = message.findFieldByName(field);

        assertEquals(descriptor.getNumber() << 3 | WireFormat.FieldType.valueOf(descriptor.getType().name()).getWireType(),
                WireTags.class.getDeclaredField(constant).getInt(null), message.getName() + "." + field);
    }

    @Test
    void everyTagIsHeldAgainstTheSchema() {
        Set<String> constants = Arrays.stream(WireTags.class.getDeclaredFields())
                .filter(field -> !Modifier.isPrivate(field.getModifiers()))
                .map(Field::getName)
                .collect(Collectors.toSet());

        assertEquals(constants, tags().map(arguments -> (String) arguments.get()[0]).collect(Collectors.toSet()));
    }

    static Stream<Arguments> tags() {
        Stream<Arguments> kinds = Arrays.stream(ValueType.values())
                .map(type -> arguments(type.name(), WireValue.getDescriptor(), type.name().toLowerCase() + "_value"));
        Stream<Arguments> others = Stream.of(
                arguments("UUID_MOST_SIGNIFICANT", Uuid.getDescriptor(), "most_significant"),
                arguments("UUID_LEAST_SIGNIFICANT", Uuid.getDescriptor(), "least_significant"),
                arguments("SECONDS", SecondsAndNanos.getDescriptor(), "seconds"),
                arguments("NANOS", SecondsAndNanos.getDescriptor(), "nanos"),
                arguments("DECIMAL_UNSCALED", Decimal.getDescriptor(), "unscaled"),
                arguments("DECIMAL_SCALE", Decimal.getDescriptor(), "scale"),
                arguments("EPOCH_DAY", LocalDateTimeParts.getDescriptor(), "epoch_day"),
                arguments("NANO_OF_DAY", LocalDateTimeParts.getDescriptor(), "nano_of_day"),
                arguments("LOCAL", OffsetDateTimeParts.getDescriptor(), "local"),
                arguments("OFFSET_SECONDS", OffsetDateTimeParts.getDescriptor(), "offset_seconds"),
                arguments("PAYLOAD_EPOCH", ChangeSetPayload.getDescriptor(), "epoch"),
                arguments("PAYLOAD_SEQUENCE", ChangeSetPayload.getDescriptor(), "sequence"),
                arguments("PAYLOAD_COMMIT_TIME", ChangeSetPayload.getDescriptor(), "commit_time"),
                arguments("PAYLOAD_ROWS", ChangeSetPayload.getDescriptor(), "rows"),
                arguments("ROW_ENTITY", Row.getDescriptor(), "entity"),
                arguments("ROW_ID", Row.getDescriptor(), "id"),
                arguments("ROW_VERSION", Row.getDescriptor(), "version"),
                arguments("ROW_OPERATION", Row.getDescriptor(), "operation"),
                arguments("ROW_COLUMNS", Row.getDescriptor(), "columns"),
                arguments("ROW_BEFORE", Row.getDescriptor(), "before"),
                arguments("COLUMN_NAME", Column.getDescriptor(), "name"),
                arguments("COLUMN_VALUE", Column.getDescriptor(), "value"),
                arguments("BATCH_EPOCH", ChangeBatch.getDescriptor(), "epoch"),
                arguments("BATCH_FIRST_SEQUENCE", ChangeBatch.getDescriptor(), "first_sequence"),
                arguments("BATCH_SCHEMA", ChangeBatch.getDescriptor(), "schema"),
                arguments("BATCH_CHANGE_SETS", ChangeBatch.getDescriptor(), "change_sets"),
                arguments("BATCHED_COMMIT_MICROS", BatchedChangeSet.getDescriptor(), "commit_micros"),
                arguments("BATCHED_COMMIT_NANOS", BatchedChangeSet.getDescriptor(), "commit_nanos"),
                arguments("BATCHED_ROWS", BatchedChangeSet.getDescriptor(), "rows"),
                arguments("NUMBERED_ROW_ENTITY", NumberedRow.getDescriptor(), "entity"),
                arguments("NUMBERED_ROW_ENTITY_NAME", NumberedRow.getDescriptor(), "entity_name"),
                arguments("NUMBERED_ROW_OPERATION", NumberedRow.getDescriptor(), "operation"),
                arguments("NUMBERED_ROW_ID", NumberedRow.getDescriptor(), "id"),
                arguments("NUMBERED_ROW_VERSION", NumberedRow.getDescriptor(), "version"),
                arguments("NUMBERED_ROW_COLUMNS", NumberedRow.getDescriptor(), "columns"),
                arguments("NUMBERED_ROW_BEFORE", NumberedRow.getDescriptor(), "before"),
                arguments("NUMBERED_COLUMN_NUMBER", NumberedColumn.getDescriptor(), "number"),
                arguments("NUMBERED_COLUMN_NAME", NumberedColumn.getDescriptor(), "name"),
                arguments("NUMBERED_COLUMN_VALUE", NumberedColumn.getDescriptor(), "value"));
        return Stream.concat(kinds, others);
    }
}
