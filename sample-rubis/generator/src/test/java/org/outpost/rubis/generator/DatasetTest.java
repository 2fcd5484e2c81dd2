// SPDX-License-Identifier: Apache-2.0
package org.outpost.rubis.generator;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;

import java.time.LocalDateTime;
import java.util.Map;

import org.junit.jupiter.api.Test;
import org.outpost.sample.load.DigestSink;

class DatasetTest {

    private static final LocalDateTime REFERENCE = LocalDateTime.of(2026, 1, 1, 12, 0);

    @Test
    void theSameSeedGivesTheSameRows() throws Exception {
        assertEquals(digest(DatasetSize.SMALL, 42, REFERENCE).hex(), digest(DatasetSize.SMALL, 42, REFERENCE).hex());
        assertEquals(digest(DatasetSize.PAPER, 7, REFERENCE).hex(), digest(DatasetSize.PAPER, 7, REFERENCE).hex());
    }

    @Test
    void anotherSeedGivesOtherRows() throws Exception {
        assertNotEquals(digest(DatasetSize.SMALL, 42, REFERENCE).hex(), digest(DatasetSize.SMALL, 43, REFERENCE).hex());
    }

    @Test
    void anotherReferenceTimeGivesOtherDates() throws Exception {
        assertNotEquals(digest(DatasetSize.SMALL, 42, REFERENCE).hex(), digest(DatasetSize.SMALL, 42, REFERENCE.plusDays(1)).hex());
    }

    @Test
    void thePaperSizeIsTheSizeOfSection3_4() throws Exception {
        Map<String, Long> rows = digest(DatasetSize.PAPER, 1, REFERENCE).rowsByTable();
        assertEquals(400L, rows.get("users"));
        assertEquals(20L, rows.get("regions"));
        assertEquals(400L, rows.get("items"));
        assertEquals(20L, rows.get("categories"));
    }

    @Test
    void theSmallSizeHasEveryKindOfRow() throws Exception {
        Map<String, Long> rows = digest(DatasetSize.SMALL, 1, REFERENCE).rowsByTable();
        assertEquals(Map.of("regions", 10L, "categories", 20L, "users", 500L, "items", 1000L, "old_items", 200L, "comments", 500L, "buy_now", 100L),
                Map.of("regions", rows.get("regions"), "categories", rows.get("categories"), "users", rows.get("users"), "items", rows.get("items"),
                        "old_items", rows.get("old_items"), "comments", rows.get("comments"), "buy_now", rows.get("buy_now")));
        long bids = rows.get("bids");
        assertEquals(true, bids > 2_000 && bids < 4_000, "about 3,000 bids, not " + bids);
    }

    private static DigestSink digest(DatasetSize size, long seed, LocalDateTime reference) throws Exception {
        DigestSink sink = new DigestSink();
        new Dataset(size, seed, reference).writeTo(sink);
        return sink;
    }
}
