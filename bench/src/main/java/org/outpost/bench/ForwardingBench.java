// SPDX-License-Identifier: Apache-2.0
package org.outpost.bench;

import java.io.PrintStream;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

import org.jboss.dmr.ModelNode;
import org.outpost.testsupport.OpClient;
import org.outpost.testsupport.WildFlyServer;
import org.outpost.wan.LinkProxy;
import org.outpost.wan.LinkStats;
import org.outpost.wan.WanEmulator;

/**
 * The forwarding benchmark against a running main and edge: runs the two WAN links between them in this JVM (the
 * change stream's, which the edge's {@code outpost.main.url} points at, and the forwarded calls', its
 * {@code outpost.forwarding.url}), deploys the bench application with {@code bid} declared {@code execute-at="main"}
 * on both, and measures what a forwarded write costs and what read-your-writes adds. Prints {@code name: value} lines
 * on standard output; progress goes to standard error.
 * <ul>
 * <li>{@code wan_round_trips_per_forwarded_call}: round trips counted by the forwarding link, per call, after a
 * warm-up;</li>
 * <li>{@code forwarded_call_ms_median}, {@code _p99}: a request to the edge whose work is one forwarded write (a bid),
 * as its client sees it;</li>
 * <li>{@code ryw_added_ms_median}, {@code _p99}: right after each write, its writer reads the item's bids on the edge
 * with the bookmark, and another user reads them without: the difference of the two read times;</li>
 * <li>{@code ryw_stale_reads}: bookmarked reads that showed less than the writer's own write; the driver fails unless
 * it is 0.</li>
 * </ul>
 * Nothing here asserts a time.
 */
public final class ForwardingBench {

    private static final int WARM_UP = 20;

    private final ForwardingSettings settings;
    private final WildFlyServer main;
    private final WildFlyServer edge;
    private final LinkProxy forwarding;
    private final PrintStream out;

    private ForwardingBench(ForwardingSettings settings, WildFlyServer main, WildFlyServer edge, LinkProxy forwarding,
            PrintStream out) {
        this.settings = settings;
        this.main = main;
        this.edge = edge;
        this.forwarding = forwarding;
        this.out = out;
    }

    public static void main(String[] args) throws Exception {
        ForwardingSettings settings;
        try {
            settings = ForwardingSettings.parse(args);
        } catch (IllegalArgumentException e) {
            System.err.println("forwarding bench: " + e.getMessage());
            System.exit(2);
            return;
        }
        try (WanEmulator wan = WanEmulator.start(settings.links().toMain(settings.servers()));
             WildFlyServer main = settings.servers().main();
             WildFlyServer edge = settings.servers().edge()) {
            new ForwardingBench(settings, main, edge, wan.link(EdgeMainLinks.FORWARDING), System.out).run();
        }
    }

    private void run() throws InterruptedException {
        progress("deploying " + BenchApplication.EAR + " (bid runs on main) on main and the edge");
        this.main.deploy(BenchApplication.forwardingArchive());
        try {
            this.edge.deploy(BenchApplication.forwardingArchive());
            long item = new BenchApplication(this.main).insert(1, 1)[0];
            this.edge.awaitInStepWith(this.main, BenchApplication.EAR, this.settings.timeout());
            progress("the edge is in step with main; " + WARM_UP + " warm-up calls, then " + this.settings.calls());
            measure(item);
        } finally {
            // Before the links close, so that the edge stops following main cleanly rather than losing its broker.
            this.edge.undeployIfPresent(BenchApplication.EAR);
            this.main.undeployIfPresent(BenchApplication.EAR);
        }
    }

    private void measure(long item) {
        OpClient writer = BenchApplication.user(this.edge);
        OpClient other = BenchApplication.user(this.edge);
        for (int i = 0; i < WARM_UP; i++) {
            writer.call("bid", "id", item, "amount", i);
            writer.call("bids", "id", item);
            other.call("bids", "id", item);
        }
        ModelNode before = this.edge.forwarding();
        this.forwarding.counters().reset();
        int calls = this.settings.calls();
        List<Double> callMillis = new ArrayList<>();
        List<Double> addedMillis = new ArrayList<>();
        int stale = 0;
        for (int i = 0; i < calls; i++) {
            long started = System.nanoTime();
            String bids = writer.call("bid", "id", item, "amount", WARM_UP + i);
            callMillis.add(millisSince(started));
            // Alternate who reads first, so neither read profits from the other's timing.
            double bookmarked;
            double plain;
            String seen;
            if (i % 2 == 0) {
                started = System.nanoTime();
                seen = writer.call("bids", "id", item);
                bookmarked = millisSince(started);
                started = System.nanoTime();
                other.call("bids", "id", item);
                plain = millisSince(started);
            } else {
                started = System.nanoTime();
                other.call("bids", "id", item);
                plain = millisSince(started);
                started = System.nanoTime();
                seen = writer.call("bids", "id", item);
                bookmarked = millisSince(started);
            }
            if (!seen.equals(bids)) {
                stale++;
            }
            addedMillis.add(bookmarked - plain);
        }
        LinkStats link = this.forwarding.counters().snapshot();
        ModelNode after = this.edge.forwarding();
        print("wan_one_way_delay_ms", this.settings.wanDelay().toMillis());
        print("forwarded_calls", calls);
        print("wan_round_trips_per_forwarded_call", format((double) link.roundTrips() / calls));
        print("wan_new_connections", link.connections());
        print("forwarded_call_ms_median", format(percentile(callMillis, 50)));
        print("forwarded_call_ms_p99", format(percentile(callMillis, 99)));
        print("ryw_added_ms_median", format(percentile(addedMillis, 50)));
        print("ryw_added_ms_p99", format(percentile(addedMillis, 99)));
        long waits = difference(before, after, "bookmark-waits");
        print("ryw_reads_that_waited", waits);
        print("ryw_wait_ms_mean_when_waiting", format(waits == 0 ? 0 : (double) difference(before, after, "bookmark-wait-ms-total") / waits));
        print("ryw_wait_timeouts", difference(before, after, "bookmark-wait-timeouts"));
        print("ryw_stale_reads", stale);
        if (stale > 0) {
            throw new IllegalStateException(stale + " bookmarked read(s) showed less than the writer's own write");
        }
    }

    private static long difference(ModelNode before, ModelNode after, String counter) {
        return after.get(counter).asLong() - before.get(counter).asLong();
    }

    private static double millisSince(long started) {
        return (System.nanoTime() - started) / 1e6;
    }

    /** Nearest rank. */
    static double percentile(List<Double> values, int percentile) {
        List<Double> sorted = new ArrayList<>(values);
        Collections.sort(sorted);
        int index = (int) Math.ceil(percentile / 100.0 * sorted.size()) - 1;
        return sorted.get(Math.max(0, Math.min(sorted.size() - 1, index)));
    }

    private static String format(double value) {
        return ReplicationBench.decimal(value, 2);
    }

    private void print(String name, Object value) {
        this.out.println(ReplicationBench.line(name, value));
        this.out.flush();
    }

    private static void progress(String message) {
        System.err.println("forwarding bench: " + message);
    }
}
