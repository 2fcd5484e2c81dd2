// SPDX-License-Identifier: Apache-2.0
package org.outpost.petstore.generator;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;
import org.outpost.sample.load.DigestSink;
import org.outpost.sample.load.RowSink;

class DatasetTest {

    @Test
    void theSameSeedGivesTheSameRows() throws Exception {
        assertEquals(digest(7), digest(7));
        assertNotEquals(digest(7), digest(8));
    }

    @Test
    void thePaperSizeIsPetStoresCatalogEnlargedAsSection3_4Says() throws Exception {
        Map<String, List<Object[]>> rows = rows(DatasetSize.PAPER, 1);
        assertEquals(5 + 5, rows.get("category").size());
        assertEquals(16 + 50, rows.get("product").size());
        assertEquals(28 + 300, rows.get("item").size());
        assertEquals(328, rows.get("inventory").size());
        assertEquals(1 + 1_000, rows.get("signon").size());
        assertEquals(1 + 1_000, rows.get("account").size());
        assertEquals(100, rows.get("orders").size());
    }

    @Test
    void petStoresOwnCatalogComesFirstAndUnchanged() throws Exception {
        Map<String, List<Object[]>> rows = rows(DatasetSize.PAPER, 3);
        assertEquals(List.of("FISH", "Fish"), List.of(rows.get("category").get(0)).subList(0, 2));
        assertEquals(List.of("FI-SW-01", "FISH", "Angelfish", "Salt Water fish from Australia"), List.of(rows.get("product").get(0)));
        assertEquals(List.of("EST-1", "FI-SW-01", new BigDecimal("16.50"), new BigDecimal("10.00"), 1, "P", "Large"), List.of(rows.get("item").get(0)));
        assertEquals(List.of("EST-28", 10_000), List.of(rows.get("inventory").get(27)));
        assertEquals(List.of("j2ee", "j2ee"), List.of(rows.get("signon").get(0)));
        assertEquals(List.of("user1000", "password1000"), List.of(rows.get("signon").get(1_000)));
    }

    @Test
    void everyProductHasItemsAndEveryIdIsItsOwn() throws Exception {
        Map<String, List<Object[]>> rows = rows(DatasetSize.PAPER, 5);
        Map<Object, Integer> itemsPerProduct = new HashMap<>();
        rows.get("item").forEach(item -> itemsPerProduct.merge(item[1], 1, Integer::sum));
        assertEquals(66, itemsPerProduct.size());
        for (String table : List.of("category", "product", "item")) {
            assertEquals(rows.get(table).size(), rows.get(table).stream().map(row -> row[0]).distinct().count(), table);
        }
        for (int number = 1; number <= 66; number++) {
            assertEquals(Dataset.productId(number), rows.get("product").get(number - 1)[0]);
        }
        for (int number = 1; number <= 10; number++) {
            assertEquals(Dataset.categoryId(number), rows.get("category").get(number - 1)[0]);
        }
    }

    @Test
    void anOrdersTotalIsTheSumOfItsLinesAtTheItemsPrices() throws Exception {
        Map<String, List<Object[]>> rows = rows(DatasetSize.PAPER, 9);
        Map<Object, BigDecimal> prices = new HashMap<>();
        rows.get("item").forEach(item -> prices.put(item[0], (BigDecimal) item[2]));
        Map<Object, BigDecimal> totals = new LinkedHashMap<>();
        for (Object[] line : rows.get("lineitem")) {
            assertEquals(prices.get(line[2]), line[4]);
            totals.merge(line[0], ((BigDecimal) line[4]).multiply(BigDecimal.valueOf((Integer) line[3])), BigDecimal::add);
        }
        for (Object[] order : rows.get("orders")) {
            assertEquals(totals.get(order[0]), order[16], () -> "order " + order[0]);
        }
    }

    @Test
    void theLargeSizesIdsFitTheirColumns() {
        assertEquals("SPIDERS-19", Dataset.categoryId(DatasetSize.LARGE.categories()));
        assertEquals("EST-200000", Dataset.itemId(DatasetSize.LARGE.items()));
        assertTrue(Dataset.productId(DatasetSize.LARGE.products()).length() <= 10, Dataset.productId(DatasetSize.LARGE.products()));
        for (DatasetSize size : DatasetSize.values()) {
            assertEquals(0, (size.categories() - Dataset.CLASSIC_CATEGORIES) % 5, size + ": artificial categories come in fives, one per theme");
        }
    }

    private static String digest(long seed) throws Exception {
        DigestSink sink = new DigestSink();
        new Dataset(DatasetSize.PAPER, seed).writeTo(sink);
        return sink.hex();
    }

    /** Every row of every table of a dataset, in order. */
    static Map<String, List<Object[]>> rows(DatasetSize size, long seed) throws Exception {
        Map<String, List<Object[]>> tables = new LinkedHashMap<>();
        new Dataset(size, seed).writeTo(new RowSink() {
            private List<Object[]> rows;

            @Override
            public void begin(String table, String... columns) {
                this.rows = new ArrayList<>();
                tables.put(table, this.rows);
            }

            @Override
            public void row(Object... values) {
                this.rows.add(values.clone());
            }

            @Override
            public long end() {
                return this.rows.size();
            }
        });
        return tables;
    }
}
