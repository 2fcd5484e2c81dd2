// SPDX-License-Identifier: Apache-2.0
package org.outpost.changestream.wire;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;

import java.util.Arrays;

import com.google.protobuf.Descriptors.FieldDescriptor;
import org.junit.jupiter.api.Test;
import org.outpost.changestream.model.Operation;
import org.outpost.changestream.model.ValueType;
import org.outpost.changestream.wire.proto.WireValue;

/** The byte codes are pinned, and each value type code is the kind number of the matching field in the schema. */
class WireCodesTest {

    @Test
    void valueTypeCodesArePinned() {
        int[] codes = Arrays.stream(ValueType.values()).mapToInt(ValueType::code).toArray();

        assertArrayEquals(new int[] {1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21}, codes);
    }

    @Test
    void everyValueTypeIsItsKindInTheSchema() {
        for (ValueType type : ValueType.values()) {
            FieldDescriptor field = WireValue.getDescriptor().findFieldByNumber(type.code());
            assertNotNull(field, type.name());
            assertEquals(type.name().toLowerCase() + "_value", field.getName());
            assertEquals("kind", field.getContainingOneof().getName());
        }
        assertEquals(ValueType.values().length, WireValue.getDescriptor().getOneofs().get(0).getFieldCount());
    }

    @Test
    void operationAndCompressionCodesArePinned() {
        assertEquals(1, Operation.INSERT.code());
        assertEquals(2, Operation.UPDATE.code());
        assertEquals(3, Operation.DELETE.code());
        assertEquals(0, Compression.NONE.code());
        assertEquals(1, Compression.LZ4.code());
    }
}
