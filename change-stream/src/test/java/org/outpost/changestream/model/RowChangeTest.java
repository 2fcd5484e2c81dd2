// SPDX-License-Identifier: Apache-2.0
package org.outpost.changestream.model;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.UUID;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.function.Executable;

/** Rows and change sets refuse what the change stream cannot mean, naming the culprit, and are immutable. */
class RowChangeTest {

    private static final List<ColumnValue> ID = List.of(ColumnValue.of("id", 7L));

    @Test
    void deleteCarriesNoColumns() {
        assertRefused("A delete of Item carries no columns besides its id",
                () -> new RowChange("Item", ID, 1L, Operation.DELETE, List.of(ColumnValue.of("name", "x"))));
    }

    @Test
    void idIsRequiredAndNotNull() {
        assertRefused("A row of Item needs at least one id column", () -> RowChange.delete("Item", List.of(), null));
        assertRefused("Id column id of Item is null", () -> RowChange.delete("Item", List.of(ColumnValue.of("id", null)), null));
    }

    @Test
    void columnAppearsOnce() {
        assertRefused("Column id appears twice in a row of Item",
                () -> RowChange.update("Item", ID, 2L, List.of(ColumnValue.of("id", 8L))));
    }

    @Test
    void columnAppearsOnceInANarrowAndInAWideRow() {
        for (int width : new int[] {5, 100}) {
            List<ColumnValue> columns = new ArrayList<>();
            for (int i = 0; i < width; i++) {
                columns.add(ColumnValue.of("c" + i, i));
            }
            RowChange.insert("Item", ID, 1L, columns);
            columns.add(ColumnValue.of("c" + (width - 2), 0));
            assertRefused("Column c" + (width - 2) + " appears twice in a row of Item",
                    () -> RowChange.insert("Item", ID, 1L, columns));
        }
    }

    @Test
    void columnNeedsAName() {
        assertRefused("A column value needs a column name", () -> ColumnValue.of(" ", 1));
    }

    @Test
    void changeSetNeedsRowsAndAPositiveSequence() {
        RowChange row = RowChange.delete("Item", ID, null);
        assertRefused("A change set sequence starts at 1, got 0", () -> new ChangeSet(UUID.randomUUID(), 0, Instant.EPOCH, List.of(row)));
        assertRefused("Change set 5 has no rows", () -> new ChangeSet(UUID.randomUUID(), 5, Instant.EPOCH, List.of()));
    }

    @Test
    void listsAreCopied() {
        List<ColumnValue> columns = new ArrayList<>(List.of(ColumnValue.of("name", "x")));
        RowChange row = RowChange.insert("Item", ID, 0L, columns);
        columns.clear();

        assertEquals(1, row.columns().size());
        assertThrows(UnsupportedOperationException.class, () -> row.columns().clear());
    }

    @Test
    void operationCodesRoundTrip() {
        for (Operation operation : Operation.values()) {
            assertEquals(operation, Operation.ofCode(operation.code()).orElseThrow());
        }
        assertEquals(Optional.empty(), Operation.ofCode(0));
    }

    private static void assertRefused(String message, Executable construction) {
        assertEquals(message, assertThrows(IllegalArgumentException.class, construction).getMessage());
    }
}
