// SPDX-License-Identifier: Apache-2.0
package org.outpost.bench;

import java.nio.file.Path;

import org.outpost.bench.querycache.EvictionFigures;
import org.outpost.rubis.generator.DatasetSize;

/**
 * What {@link QueryCacheBench} drives, from {@code --name value} arguments; every setting has a default matching
 * {@code bench/query-cache}.
 *
 * @param reads       the read costs, on the servers
 * @param evictions   the evictions, in the driver's JVM: {@code --dataset} (RUBiS' size: {@code paper}, {@code small},
 *                    {@code published}), {@code --seed} (of the dataset, the stream and the cached reads),
 *                    {@code --changes} (bids and new items, each one main transaction), {@code --new-item-share},
 *                    {@code --bid-histories} and {@code --comment-pages} (the items and users whose bid history and
 *                    comments are cached)
 * @param descriptor  the RUBiS configuration whose cacheable queries the evictions part caches
 */
record QueryCacheSettings(ReadSettings reads, EvictionFigures.Run evictions, Path descriptor) {

    static final EvictionFigures.Run EVICTIONS = new EvictionFigures.Run(DatasetSize.SMALL, 42, 200, 0.1, 100, 100);
    static final QueryCacheSettings DEFAULTS = new QueryCacheSettings(ReadSettings.DEFAULTS, EVICTIONS,
            Path.of("sample-rubis/configurations/c6-outpost/META-INF/outpost.xml"));

    /** The settings from {@code --name value} pairs over the {@linkplain #DEFAULTS defaults}. */
    static QueryCacheSettings parse(String... args) {
        return BenchArguments.read(args, QueryCacheSettings::read);
    }

    private static QueryCacheSettings read(BenchArguments given) {
        EvictionFigures.Run d = EVICTIONS;
        int changes = given.integer("changes", d.changes());
        int bidHistories = given.integer("bid-histories", d.bidHistories());
        int commentPages = given.integer("comment-pages", d.commentPages());
        BenchArguments.requirePositive("changes", changes);
        BenchArguments.requirePositive("bid-histories", bidHistories);
        BenchArguments.requirePositive("comment-pages", commentPages);
        double newItemShare = given.decimal("new-item-share", d.newItemShare());
        if (!(newItemShare >= 0 && newItemShare <= 1)) {
            throw new IllegalArgumentException("--new-item-share must be between 0 and 1, got " + newItemShare);
        }
        EvictionFigures.Run evictions = new EvictionFigures.Run(
                given.dataset("dataset", d.dataset()),
                given.integer("seed", (int) d.seed()), changes, newItemShare, bidHistories, commentPages);
        return new QueryCacheSettings(ReadSettings.read(given), evictions,
                given.text("descriptor").map(Path::of).orElse(DEFAULTS.descriptor));
    }
}
