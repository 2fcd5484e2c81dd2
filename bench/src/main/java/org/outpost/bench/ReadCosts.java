// SPDX-License-Identifier: Apache-2.0
package org.outpost.bench;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import org.jboss.dmr.ModelNode;
import org.outpost.testsupport.OpClient;
import org.outpost.testsupport.WildFlyServer;
import org.outpost.wan.LinkProxy;
import org.outpost.wan.LinkStats;

/**
 * The read costs part of {@code bench/query-cache}, on a running main and edge: the bench application with
 * {@link org.outpost.bench.app.Item#BY_CATEGORY} cached at the edge, and the same result read three ways on the edge,
 * side by side in rounds: through the cache, on the replica store, and from main through one forwarded call behind
 * the forwarding link. Each read is one call of the application's façade, timed in the edge's servlet around that
 * call, so the HTTP request that carries it is not counted.
 */
final class ReadCosts {

    static final String QUERY = "Item.byCategory";
    private static final int CATEGORIES = 20;

    private final ReadSettings settings;
    private final WildFlyServer main;
    private final WildFlyServer edge;
    private final LinkProxy forwarding;

    ReadCosts(ReadSettings settings, WildFlyServer main, WildFlyServer edge, LinkProxy forwarding) {
        this.settings = settings;
        this.main = main;
        this.edge = edge;
        this.forwarding = forwarding;
    }

    /** Deploys, measures, undeploys; returns the figures in print order. */
    Map<String, Object> measure() throws InterruptedException {
        progress("deploying " + BenchApplication.EAR + " (" + QUERY + " cached at the edge) on main and the edge");
        this.main.deploy(BenchApplication.queryCacheArchive());
        try {
            this.edge.deploy(BenchApplication.queryCacheArchive());
            new BenchApplication(this.main).insert(this.settings.items() / 10, 10);
            this.edge.awaitInStepWith(this.main, BenchApplication.EAR, this.settings.timeout());
            progress("the edge is in step with main; " + this.settings.rounds() + " rounds of reads");
            return reads(BenchApplication.user(this.edge));
        } finally {
            this.edge.undeployIfPresent(BenchApplication.EAR);
            this.main.undeployIfPresent(BenchApplication.EAR);
        }
    }

    private Map<String, Object> reads(OpClient user) {
        for (int category = 1; category <= CATEGORIES; category++) {
            for (Way way : Way.values()) {
                read(user, way, category, 1, new ArrayList<>());
            }
        }
        ModelNode before = queryFigures();
        long forwardedBefore = this.edge.forwarding().get("forwarded-calls").asLong();
        this.forwarding.counters().reset();
        Map<Way, List<Double>> micros = new LinkedHashMap<>();
        for (Way way : Way.values()) {
            micros.put(way, new ArrayList<>());
        }
        int rows = 0;
        for (int round = 0; round < this.settings.rounds(); round++) {
            int category = 1 + round % CATEGORIES;
            for (int i = 0; i < Way.values().length; i++) {
                // Rotate which way goes first, so that none profits from the others' warming.
                Way way = Way.values()[(round + i) % Way.values().length];
                int calls = way == Way.FORWARDED ? this.settings.forwardedCalls() : this.settings.localCalls();
                rows = read(user, way, category, calls, micros.get(way));
            }
        }
        LinkStats link = this.forwarding.counters().snapshot();
        ModelNode after = queryFigures();
        long forwarded = this.edge.forwarding().get("forwarded-calls").asLong() - forwardedBefore;
        double cached = ForwardingBench.percentile(micros.get(Way.CACHED), 50);
        double store = ForwardingBench.percentile(micros.get(Way.STORE), 50);
        double fromMain = ForwardingBench.percentile(micros.get(Way.FORWARDED), 50);
        Map<String, Object> figures = new LinkedHashMap<>();
        figures.put("wan_one_way_delay_ms", this.settings.wanDelay().toMillis());
        figures.put("result_rows", rows);
        figures.put("cached_reads", micros.get(Way.CACHED).size());
        figures.put("local_store_reads", micros.get(Way.STORE).size());
        figures.put("forwarded_reads", micros.get(Way.FORWARDED).size());
        figures.put("cached_read_us_median", decimal(cached));
        figures.put("local_store_read_us_median", decimal(store));
        figures.put("forwarded_read_ms_median", decimal(fromMain / 1000));
        figures.put("local_store_over_cached", decimal(store / cached));
        figures.put("forwarded_over_cached", decimal(fromMain / cached));
        figures.put("cached_reads_served_from_cache", difference(before, after, "hits"));
        figures.put("cached_reads_loaded", difference(before, after, "loads"));
        figures.put("wan_round_trips_per_forwarded_read", decimal((double) link.roundTrips() / forwarded));
        return figures;
    }

    /** Reads category {@code category} {@code calls} times one way; adds each call's microseconds; returns the rows. */
    private static int read(OpClient user, Way way, int category, int calls, List<Double> micros) {
        String[] answer = user.call("read-times", "how", way.how, "category", category, "calls", calls).split(" ");
        for (int i = 1; i < answer.length; i++) {
            micros.add(Long.parseLong(answer[i]) / 1e3);
        }
        return Integer.parseInt(answer[0]);
    }

    private ModelNode queryFigures() {
        return this.edge.outpostAttribute("query-cache").get(BenchApplication.EAR, QUERY);
    }

    private static long difference(ModelNode before, ModelNode after, String counter) {
        return after.get(counter).asLong() - before.get(counter).asLong();
    }

    private static String decimal(double value) {
        return ReplicationBench.decimal(value, 2);
    }

    private static void progress(String message) {
        System.err.println("query-cache bench: " + message);
    }

    /** The three ways of reading the same result, as the servlet names them. */
    private enum Way {
        CACHED("cached"), STORE("store"), FORWARDED("main");

        final String how;

        Way(String how) {
            this.how = how;
        }
    }
}
