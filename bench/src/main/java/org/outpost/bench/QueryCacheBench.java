// SPDX-License-Identifier: Apache-2.0
package org.outpost.bench;

import java.io.IOException;
import java.io.InputStream;
import java.io.PrintStream;
import java.nio.file.Files;
import java.util.Locale;
import java.util.Map;
import java.util.logging.Level;
import java.util.logging.Logger;

import org.outpost.bench.querycache.EvictionFigures;
import org.outpost.descriptor.OutpostDescriptor;
import org.outpost.descriptor.xml.DescriptorParser;
import org.outpost.descriptor.xml.ParsedDescriptor;
import org.outpost.testsupport.WildFlyServer;
import org.outpost.wan.WanEmulator;

/**
 * The query-cache benchmark. Prints {@code name: value} lines on standard output; progress goes to standard error.
 * <p>
 * <b>Read costs</b>, on a running main and edge ({@link ReadCosts}), the WAN links between them in this JVM as in
 * {@link ForwardingBench}: the same result (the items of a category) read on the edge through the query cache, on the
 * replica store, and from main through one forwarded call:
 * <ul>
 * <li>{@code cached_read_us_median}, {@code local_store_read_us_median}, {@code forwarded_read_ms_median}: one façade
 * call each, timed in the edge's servlet;</li>
 * <li>{@code local_store_over_cached}, {@code forwarded_over_cached}: the medians' ratios;</li>
 * <li>{@code cached_reads_served_from_cache}, {@code cached_reads_loaded}: the edge's counters of the query over the
 * measured reads (every read a hit, none loaded), {@code wan_round_trips_per_forwarded_read}.</li>
 * </ul>
 * <b>Evictions</b>, in this JVM with Outpost's real components ({@link EvictionFigures}): RUBiS' main and one edge as
 * Hibernate session factories on H2, the configuration's cacheable queries cached at the edge with
 * {@code refresh="invalidate"} and by Hibernate's query cache on main, the same reads cached by both, the same stream
 * of bids and new items committed on main and applied at the edge:
 * <ul>
 * <li>{@code entries_cached}, {@code changes_applied}, {@code bids}, {@code new_items};</li>
 * <li>{@code evicted_per_change}: results Outpost's cache evicted per change (maintained per parameter);</li>
 * <li>{@code evicted_per_change_table_level}: results Hibernate's query cache no longer served per change (every
 * result over a written table goes), and the same two per bid and per new item;</li>
 * <li>{@code edge_results_differing_from_main}: after each change both read every result again and compare them; the
 * driver fails unless it is 0.</li>
 * </ul>
 * Nothing here asserts a time.
 */
public final class QueryCacheBench {

    /** Hibernate's start-up lines; held, because the logging keeps its levels only as long as the logger lives. */
    private static final Logger HIBERNATE = Logger.getLogger("org.hibernate");

    private final QueryCacheSettings settings;
    private final PrintStream out;

    private QueryCacheBench(QueryCacheSettings settings, PrintStream out) {
        this.settings = settings;
        this.out = out;
    }

    public static void main(String[] args) throws Exception {
        HIBERNATE.setLevel(Level.WARNING);
        QueryCacheSettings settings;
        try {
            settings = QueryCacheSettings.parse(args);
        } catch (IllegalArgumentException e) {
            System.err.println("query-cache bench: " + e.getMessage());
            System.exit(2);
            return;
        }
        new QueryCacheBench(settings, System.out).run();
    }

    private void run() throws Exception {
        long started = System.nanoTime();
        ReadSettings reads = settings.reads();
        try (WanEmulator wan = WanEmulator.start(reads.links().toMain(reads.servers()));
             WildFlyServer main = reads.servers().main();
             WildFlyServer edge = reads.servers().edge()) {
            new ReadCosts(reads, main, edge, wan.link(EdgeMainLinks.FORWARDING)).measure().forEach(this::print);
        }
        EvictionFigures.Run run = settings.evictions();
        progress("evictions: RUBiS " + run.dataset().name().toLowerCase(Locale.ROOT) + " dataset, " + run.changes()
                + " changes, queries of " + settings.descriptor());
        Map<String, Object> evictions = EvictionFigures.measure(descriptor(), run);
        evictions.forEach(this::print);
        print("bench_s", ReplicationBench.decimal((System.nanoTime() - started) / 1e9, 1));
        Object differing = evictions.get(EvictionFigures.DIFFERING);
        if (!differing.equals(0L)) {
            throw new IllegalStateException(differing + " result(s) read at the edge differed from main's");
        }
    }

    private OutpostDescriptor descriptor() throws IOException {
        try (InputStream in = Files.newInputStream(settings.descriptor())) {
            ParsedDescriptor parsed = DescriptorParser.parse(in, settings.descriptor().toString());
            if (!parsed.ok()) {
                throw new IllegalArgumentException(settings.descriptor() + ": " + parsed.problems());
            }
            return parsed.descriptor();
        }
    }

    private void print(String name, Object value) {
        out.println(ReplicationBench.line(name, value));
        out.flush();
    }

    private static void progress(String message) {
        System.err.println("query-cache bench: " + message);
    }
}
