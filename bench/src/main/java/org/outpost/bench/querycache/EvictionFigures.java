// SPDX-License-Identifier: Apache-2.0
package org.outpost.bench.querycache;

import java.time.LocalDateTime;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

import org.outpost.annotation.RefreshMode;
import org.outpost.descriptor.CacheableQuery;
import org.outpost.descriptor.OutpostDescriptor;
import org.outpost.rubis.generator.Dataset;
import org.outpost.rubis.generator.DatasetSize;

/**
 * The evictions part of {@code bench/query-cache}: starts RUBiS' main with a generated dataset and an edge from main's
 * snapshot, in this JVM, and measures what a stream of bids and new items evicts ({@link EvictionMeasurement}).
 */
public final class EvictionFigures {

    /** The figure that counts the results the edge read that differed from main's; 0 unless something is wrong. */
    public static final String DIFFERING = "edge_results_differing_from_main";

    private EvictionFigures() {
    }

    /**
     * What to measure.
     *
     * @param dataset      the RUBiS dataset's size
     * @param seed         the seed of the dataset, the stream and the reads
     * @param changes      the stream's length
     * @param newItemShare the share of new items in it
     * @param bidHistories the items whose bid history is cached
     * @param commentPages the users whose comments are cached
     */
    public record Run(DatasetSize dataset, long seed, int changes, double newItemShare, int bidHistories,
                      int commentPages) {
    }

    /**
     * Runs {@code run} on the cacheable queries of {@code configuration}, each cached with {@code refresh="invalidate"}
     * (a touched result is evicted, where {@code push} would reload it: the same results either way); returns the
     * figures, in print order.
     */
    public static Map<String, Object> measure(OutpostDescriptor configuration, Run run) throws Exception {
        OutpostDescriptor descriptor = invalidating(configuration);
        List<CachedRead> reads = RubisReads.of(run.dataset(), run.bidHistories(), run.commentPages(), run.seed());
        List<RubisChange> stream = BidsAndNewItems.of(run.dataset(), run.changes(), run.newItemShare(), run.seed());
        Evictions evictions;
        try (RubisMain main = RubisMain.start(descriptor, new Dataset(run.dataset(), run.seed(), LocalDateTime.now()));
             RubisEdge edge = RubisEdge.start(descriptor, SnapshotBytes.read(main.snapshot(), main.codec()))) {
            evictions = new EvictionMeasurement(main, edge, reads).run(stream);
        }
        Map<String, Object> figures = new LinkedHashMap<>();
        figures.put("rubis_dataset", run.dataset().name().toLowerCase(Locale.ROOT));
        figures.put("entries_cached", evictions.entries);
        figures.put("changes_applied", evictions.changes());
        figures.put("bids", evictions.bids);
        figures.put("new_items", evictions.newItems);
        figures.put("evicted_per_change", decimal(evictions.perParameterPerChange()));
        figures.put("evicted_per_change_table_level", decimal(evictions.tableLevelPerChange()));
        figures.put("table_level_over_per_parameter", decimal(Evictions.ratio(evictions.tableLevelPerChange(),
                evictions.perParameterPerChange())));
        figures.put("evicted_per_bid", decimal(Evictions.ratio(evictions.perParameterOnBids, evictions.bids)));
        figures.put("evicted_per_bid_table_level", decimal(Evictions.ratio(evictions.tableLevelOnBids, evictions.bids)));
        figures.put("evicted_per_new_item", decimal(Evictions.ratio(evictions.perParameterOnNewItems,
                evictions.newItems)));
        figures.put("evicted_per_new_item_table_level", decimal(Evictions.ratio(evictions.tableLevelOnNewItems,
                evictions.newItems)));
        figures.put(DIFFERING, evictions.differingResults);
        return figures;
    }

    /** The same descriptor with every cacheable query evicted when a change touches it, rather than pushed. */
    private static OutpostDescriptor invalidating(OutpostDescriptor descriptor) {
        List<CacheableQuery> queries = descriptor.cacheableQueries().stream()
                .map(query -> new CacheableQuery(query.name(), query.source(), RefreshMode.INVALIDATE,
                        query.invalidatedBy(), query.maxEntries(), query.maxStaleness(), query.whenDisconnected(),
                        query.origin()))
                .toList();
        return new OutpostDescriptor(descriptor.replicatedEntities(), queries, descriptor.facades());
    }

    private static String decimal(double value) {
        return String.format(Locale.ROOT, "%.2f", value);
    }
}
