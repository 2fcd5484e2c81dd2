// SPDX-License-Identifier: Apache-2.0
package org.outpost.changestream.wire;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;

/** Numbers follow entity names and column order, the fingerprint follows the numbers, and an unknown number is named. */
class SchemaNumberingTest {

    static final SchemaNumbering ITEMS_AND_BIDS = SchemaNumbering.of(Map.of(
            "Item", List.of("id", "version", "name", "nb_of_bids", "max_bid", "quantity", "description"),
            "Bid", List.of("id", "version", "user_id", "item_id", "qty", "bid", "max_bid", "date")));

    @Test
    void entitiesAreNumberedByNameAndColumnsInTheirOrder() {
        assertEquals(1, ITEMS_AND_BIDS.entityNumber("Bid"));
        assertEquals(2, ITEMS_AND_BIDS.entityNumber("Item"));
        assertEquals(0, ITEMS_AND_BIDS.entityNumber("User"));
        assertEquals("Item", ITEMS_AND_BIDS.entityName(2));
        assertEquals(4, ITEMS_AND_BIDS.columnNumber(2, "nb_of_bids"));
        assertEquals(0, ITEMS_AND_BIDS.columnNumber(2, "NB_OF_BIDS"), "names match exactly, so that they decode as sent");
        assertEquals(0, ITEMS_AND_BIDS.columnNumber(0, "id"));
        assertEquals("max_bid", ITEMS_AND_BIDS.columnName(1, 7));
    }

    @Test
    void theFingerprintDependsOnNamesAndOrderOnly() {
        Map<String, List<String>> reordered = new LinkedHashMap<>();
        reordered.put("Item", List.of("id", "version", "name", "nb_of_bids", "max_bid", "quantity", "description"));
        reordered.put("Bid", List.of("id", "version", "user_id", "item_id", "qty", "bid", "max_bid", "date"));
        assertEquals(ITEMS_AND_BIDS.fingerprint(), SchemaNumbering.of(reordered).fingerprint());

        reordered.put("Bid", List.of("id", "version", "item_id", "user_id", "qty", "bid", "max_bid", "date"));
        assertNotEquals(ITEMS_AND_BIDS.fingerprint(), SchemaNumbering.of(reordered).fingerprint());
        assertNotEquals(ITEMS_AND_BIDS.fingerprint(), SchemaNumbering.NONE.fingerprint());
    }

    @Test
    void numbersOutsideTheSchemaAreNamed() {
        IllegalArgumentException entity = assertThrows(IllegalArgumentException.class, () -> ITEMS_AND_BIDS.entityName(3));
        assertTrue(entity.getMessage().contains("entity number 3"), entity.getMessage());
        IllegalArgumentException column = assertThrows(IllegalArgumentException.class, () -> ITEMS_AND_BIDS.columnName(2, 8));
        assertTrue(column.getMessage().contains("column number 8 is not in entity Item"), column.getMessage());
    }

    @Test
    void aColumnGivenTwiceIsRefused() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> SchemaNumbering.of(Map.of("Item", List.of("id", "name", "id"))));
        assertTrue(e.getMessage().contains("Column id appears twice in entity Item"), e.getMessage());
    }
}
