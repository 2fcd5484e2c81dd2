// SPDX-License-Identifier: Apache-2.0
package org.outpost.bench.querycache;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;

import org.junit.jupiter.api.Test;
import org.outpost.descriptor.OutpostDescriptor;
import org.outpost.descriptor.xml.DescriptorParser;
import org.outpost.rubis.generator.DatasetSize;

/** The evictions part of bench/query-cache on the paper's RUBiS dataset and a short stream: counts, not times. */
class EvictionFiguresTest {

    private static final Path C6 = Path.of("../sample-rubis/configurations/c6-outpost/META-INF/outpost.xml");

    @Test
    void theEdgeEvictsFewerResultsThanATableLevelCacheAndServesWhatMainHas() throws Exception {
        OutpostDescriptor descriptor;
        try (InputStream in = Files.newInputStream(C6)) {
            descriptor = DescriptorParser.parse(in, C6.toString()).descriptor();
        }
        Map<String, Object> figures = EvictionFigures.measure(descriptor,
                new EvictionFigures.Run(DatasetSize.PAPER, 7, 12, 0.25, 20, 20));
        // 2 lists, 20 regions by name, 20 categories, 400 category-region pages, 20 bid histories, 20 comment pages.
        assertEquals(482, figures.get("entries_cached"));
        assertEquals(12, figures.get("changes_applied"));
        assertEquals(0L, figures.get(EvictionFigures.DIFFERING));
        double perParameter = Double.parseDouble((String) figures.get("evicted_per_change"));
        double tableLevel = Double.parseDouble((String) figures.get("evicted_per_change_table_level"));
        assertTrue(perParameter > 0 && perParameter < tableLevel, figures.toString());
        // Every bid and every new item writes items: a table-level cache loses all 420 pages of items at least.
        assertTrue(tableLevel >= 420, figures.toString());
    }
}
