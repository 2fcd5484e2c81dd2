// SPDX-License-Identifier: Apache-2.0
package org.outpost.changestream.capture;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import org.outpost.changestream.model.ColumnValue;
import org.outpost.changestream.model.Operation;
import org.outpost.changestream.model.RowChange;
import org.outpost.changestream.model.Value;

/** Assertions on row changes that ignore column order (Hibernate's attribute order is its own business). */
final class Rows {

    private Rows() {
    }

    static Map<String, Value> map(Object... columnsAndValues) {
        Map<String, Value> map = new LinkedHashMap<>();
        for (int i = 0; i < columnsAndValues.length; i += 2) {
            Object value = columnsAndValues[i + 1];
            map.put((String) columnsAndValues[i], value instanceof Value v ? v : Value.of(value));
        }
        return map;
    }

    static Map<String, Value> map(List<ColumnValue> columns) {
        Map<String, Value> map = new LinkedHashMap<>();
        columns.forEach(column -> map.put(column.column(), column.value()));
        return map;
    }

    static void assertRow(RowChange row, Class<?> entity, Operation op, Map<String, Value> id, Long version,
                          Map<String, Value> columns) {
        assertEquals(entity.getName(), row.entity(), "entity");
        assertEquals(op, row.op(), () -> "operation of " + row);
        assertEquals(id, map(row.id()), () -> "id of " + row);
        assertEquals(version, row.version(), () -> "version of " + row);
        assertEquals(columns, map(row.columns()), () -> "columns of " + row);
    }
}
