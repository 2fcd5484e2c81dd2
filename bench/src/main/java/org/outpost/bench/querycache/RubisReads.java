// SPDX-License-Identifier: Apache-2.0
package org.outpost.bench.querycache;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.SplittableRandom;

import org.outpost.rubis.generator.Dataset;
import org.outpost.rubis.generator.DatasetSize;

/**
 * The reads whose results the caches hold during the measurement, those RUBiS' browsing pages make: the category and
 * region lists, each region by name, the first page (25 items) of every category and of every category in every
 * region, and the bid history of {@code items} items and the comments of {@code users} users drawn at random.
 */
final class RubisReads {

    /** RUBiS' items per page. */
    static final int PAGE = 25;

    private RubisReads() {
    }

    static List<CachedRead> of(DatasetSize size, int items, int users, long seed) {
        List<CachedRead> reads = new ArrayList<>();
        reads.add(new CachedRead("Category.all", Map.of(), 0, -1));
        reads.add(new CachedRead("Region.all", Map.of(), 0, -1));
        for (int region = 1; region <= size.regions(); region++) {
            reads.add(new CachedRead("Region.byName", Map.of("name", Dataset.regionName(region)), 0, -1));
        }
        for (int category = 1; category <= size.categories(); category++) {
            reads.add(new CachedRead("Item.byCategory", Map.of("category", category), 0, PAGE));
            for (int region = 1; region <= size.regions(); region++) {
                reads.add(new CachedRead("Item.byCategoryAndRegion", Map.of("category", category, "region", region),
                        0, PAGE));
            }
        }
        SplittableRandom random = new SplittableRandom(seed);
        for (int item : distinct(random, items, size.items())) {
            reads.add(new CachedRead("Bid.forItem", Map.of("item", item), 0, -1));
        }
        for (int user : distinct(random, users, size.users())) {
            reads.add(new CachedRead("Comment.toUser", Map.of("user", user), 0, -1));
        }
        return List.copyOf(reads);
    }

    /** {@code count} distinct ids in 1..{@code of}, in the order drawn. */
    private static Set<Integer> distinct(SplittableRandom random, int count, int of) {
        Set<Integer> ids = new LinkedHashSet<>();
        while (ids.size() < Math.min(count, of)) {
            ids.add(1 + random.nextInt(of));
        }
        return ids;
    }
}
