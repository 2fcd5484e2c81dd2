// SPDX-License-Identifier: Apache-2.0
package org.outpost.bench;

import java.io.PrintStream;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Locale;

import org.jboss.dmr.ModelNode;
import org.outpost.bench.link.BrokerLinkAccounting;
import org.outpost.bench.link.LayerCounts;
import org.outpost.bench.link.LinkLayer;
import org.outpost.testsupport.WildFlyServer;
import org.outpost.wan.Direction;
import org.outpost.wan.LinkProxy;
import org.outpost.wan.LinkStats;
import org.outpost.wan.WanEmulator;
import org.outpost.wan.WanLink;

/**
 * The replication benchmark (issue "Read-only replicas", item 9) against a running main and edge: deploys the bench
 * application on both, runs the WAN link between them in this JVM (the edge was started with main's URL pointing at
 * it), and prints {@code name: value} lines on standard output; progress goes to standard error. Phases, in order:
 * <ol>
 * <li><b>setup</b>: the seed items are committed on main before the edge deploys, so the edge starts with a snapshot;</li>
 * <li><b>bytes</b>: the idle link is measured for a few seconds (the subscriber polls main's broker), then single-item
 * updates of two columns at a moderate rate; the link's bytes in each direction, from the first update until the edge
 * applied the last one (plus a second for its acknowledgement), divided by the updates; beside them the Java serialized
 * size of the same entities;</li>
 * <li><b>lag</b>: the edge's application is redeployed, which starts its figures afresh, then updates at a fixed rate
 * for a fixed window; the edge's lag percentiles then cover exactly the window's change sets ({@code lag-samples}
 * is checked);</li>
 * <li><b>throughput</b>, in rounds ({@link EdgeAbsence}): the edge goes away, by an undeployment of its application
 * (its durable subscription stays) or a cut of the WAN link, rows are committed on main, the edge comes back
 * (redeployed, or the link restored) and is timed until it has applied main's last sequence; then whatever the durable
 * subscription still sends is skipped as duplicates, and its bytes are counted too. The first round applies with code
 * the edge's JIT has not compiled yet, as an edge's first catch-up does; a redeployment adds its own compilations.
 * Beside each round's rate: what the edge's JVM spent from its return until it had caught up (CPU, JIT compilations,
 * collections; {@link JvmCosts}) and main's CPU meanwhile, so that a slow round shows where the two cores went.</li>
 * </ol>
 * Nothing here asserts a time: the figures are printed side by side.
 */
public final class ReplicationBench {

    /** After the edge applied the last change set: lets its acknowledgement cross the link. */
    private static final Duration SETTLE = Duration.ofSeconds(1);
    /**
     * How long the idle link is measured: long enough to hold several of the edge's heartbeats (every 10 s) and of its
     * idle receives (each ends with a forced delivery, a round trip to main's broker).
     */
    private static final Duration IDLE = Duration.ofSeconds(30);
    private static final int MAX_IN_FLIGHT = 64;

    private final BenchSettings settings;
    private final WildFlyServer main;
    private final WildFlyServer edge;
    private final BenchApplication app;
    private final LinkProxy link;
    private final BrokerLinkAccounting layers;
    private final PrintStream out;

    private ReplicationBench(BenchSettings settings, WildFlyServer main, WildFlyServer edge, LinkProxy link,
            BrokerLinkAccounting layers, PrintStream out) {
        this.settings = settings;
        this.main = main;
        this.edge = edge;
        this.app = new BenchApplication(main);
        this.link = link;
        this.layers = layers;
        this.out = out;
    }

    public static void main(String[] args) throws Exception {
        BenchSettings settings;
        try {
            settings = BenchSettings.parse(args);
        } catch (IllegalArgumentException e) {
            System.err.println("replication bench: " + e.getMessage());
            System.exit(2);
            return;
        }
        long start = System.nanoTime();
        BrokerLinkAccounting layers = new BrokerLinkAccounting();
        WanLink edgeToMain = WanLink.of("edge-main", settings.servers().mainHttpAddress(),
                settings.wanDelay()).withListen(settings.linkAddress()).withHandshake(!settings.wanDelay().isZero())
                .withTap(layers);
        try (WanEmulator wan = WanEmulator.start(List.of(edgeToMain));
             WildFlyServer main = settings.servers().main();
             WildFlyServer edge = settings.servers().edge()) {
            new ReplicationBench(settings, main, edge, wan.link("edge-main"), layers, System.out).run();
        }
        System.out.println(line("bench_s", seconds(System.nanoTime() - start)));
    }

    private void run() throws Exception {
        try {
            long[] seed = setUp();
            measureBytes(seed);
            measureLag(seed);
            measureThroughput();
        } finally {
            // Before the link closes, so that the edge stops following main cleanly rather than losing its broker.
            undeployQuietly(this.edge);
        }
    }

    private static void undeployQuietly(WildFlyServer server) {
        try {
            server.undeploy(BenchApplication.EAR);
        } catch (RuntimeException e) {
            progress(server + ": " + e.getMessage());
        }
    }

    /** Deploys on main, commits the seed items, deploys on the edge (a snapshot) and waits for it to be caught up. */
    private long[] setUp() throws InterruptedException {
        progress("deploying " + BenchApplication.EAR + " on main");
        this.main.deploy(BenchApplication.archive());
        int transactions = this.settings.seedItems() / this.settings.rowsPerTransaction();
        long[] seed = this.app.insert(this.settings.rowsPerTransaction(), transactions);
        if (seed[1] - seed[0] + 1 != this.settings.seedItems()) {
            throw new IllegalStateException("seed ids are not consecutive: " + seed[0] + ".." + seed[1]);
        }
        progress("committed " + this.settings.seedItems() + " seed items (ids " + seed[0] + ".." + seed[1] + "); deploying on the edge");
        this.edge.deploy(BenchApplication.archive());
        ModelNode figures = awaitEdgeCaughtUp();
        progress("edge caught up: " + brief(figures));
        print("wan_delay_ms", this.settings.wanDelay().toMillis());
        print("stream", figures.get("stream").asString());
        return seed;
    }

    /** Bytes on the link per single-item update, against Java serialization of the same entity. */
    private void measureBytes(long[] seed) throws InterruptedException {
        if (this.settings.warmUpUpdates() > 0) {
            progress("warm-up: " + this.settings.warmUpUpdates() + " updates");
            bids(seed, this.settings.warmUpUpdates(), this.settings.updateRate(), 1);
            awaitEdgeCaughtUp();
        }
        Thread.sleep(SETTLE.toMillis());
        progress("bytes: the idle link for " + IDLE.toSeconds() + " s");
        this.link.counters().reset();
        LayerCounts idleBefore = this.layers.snapshot();
        long idleStart = System.nanoTime();
        Thread.sleep(IDLE.toMillis());
        LinkStats idle = this.link.counters().snapshot();
        LayerCounts idleLayers = this.layers.snapshot().minus(idleBefore);
        double idleSeconds = (System.nanoTime() - idleStart) / 1e9;

        ModelNode before = this.edge.stream(BenchApplication.EAR);
        int updates = this.settings.updates();
        progress("bytes: " + updates + " updates at " + this.settings.updateRate() + "/s");
        this.link.counters().reset();
        LayerCounts layersBefore = this.layers.snapshot();
        long phaseStart = System.nanoTime();
        PacedWrites.Result result = bids(seed, updates, this.settings.updateRate(), 1_000);
        awaitEdgeCaughtUp();
        Thread.sleep(SETTLE.toMillis());
        LinkStats stats = this.link.counters().snapshot();
        LayerCounts window = this.layers.snapshot().minus(layersBefore);
        double phaseSeconds = (System.nanoTime() - phaseStart) / 1e9;
        ModelNode after = this.edge.stream(BenchApplication.EAR);

        long applied = figure(after, "change-sets-applied") - figure(before, "change-sets-applied");
        long duplicates = figure(after, "duplicates-skipped") - figure(before, "duplicates-skipped");
        long payload = figure(after, "bytes-received") - figure(before, "bytes-received");
        if (applied != updates || duplicates != 0) {
            progress("WARNING: the edge applied " + applied + " change sets and skipped " + duplicates
                    + " duplicates during the bytes phase, expected " + updates + " and 0");
        }
        double wanPerUpdate = (double) stats.bytesServerToClient() / updates;
        print("updates", updates);
        print("update_rate_tx_per_s", decimal(result.achievedRate(), 1));
        print("update_failures", result.failures());
        print("bytes_window_s", decimal(phaseSeconds, 1));
        print("wan_bytes_main_to_edge", stats.bytesServerToClient());
        print("wan_bytes_edge_to_main", stats.bytesClientToServer());
        print("wan_connections_opened", stats.connections());
        print("wan_idle_bytes_per_s_main_to_edge", decimal(idle.bytesServerToClient() / idleSeconds, 1));
        print("wan_idle_bytes_per_s_edge_to_main", decimal(idle.bytesClientToServer() / idleSeconds, 1));
        print("wan_bytes_per_update", decimal(wanPerUpdate, 1));
        print("wan_bytes_edge_to_main_per_update", decimal((double) stats.bytesClientToServer() / updates, 1));
        print("change_set_bytes_per_update", decimal((double) payload / updates, 1));
        print("wan_messages_main_to_edge", window.messages());
        print("change_sets_per_message", decimal((double) updates / Math.max(1, window.messages()), 2));
        print("wan_message_property_names", String.join(" ", this.layers.propertyNames()));
        printLayers("wan_bytes_per_update", window, updates);
        printLayers("wan_idle_bytes_per_s", idleLayers, idleSeconds);
        if (window.total(Direction.SERVER_TO_CLIENT) != stats.bytesServerToClient()
                || window.total(Direction.CLIENT_TO_SERVER) != stats.bytesClientToServer()) {
            progress("WARNING: the layers hold " + window.total(Direction.SERVER_TO_CLIENT) + " and "
                    + window.total(Direction.CLIENT_TO_SERVER) + " bytes, the link counted " + stats.bytesServerToClient()
                    + " and " + stats.bytesClientToServer());
        }

        long[] java = this.app.javaSerializedBytes(seed[0], seed[0] + updates - 1);
        double javaPerUpdate = (double) java[1] / java[0];
        print("java_serialized_bytes_per_update", decimal(javaPerUpdate, 1));
        print("java_serialized_bytes_min_max", java[2] + " " + java[3]);
        print("bytes_ratio", decimal(wanPerUpdate / javaPerUpdate, 3));
    }

    /**
     * One line per layer and direction: {@code <prefix>_main_to_edge_<layer>} and {@code <prefix>_edge_to_main_<layer>},
     * the layer's bytes divided by {@code per}.
     */
    private void printLayers(String prefix, LayerCounts counts, double per) {
        for (Direction direction : List.of(Direction.SERVER_TO_CLIENT, Direction.CLIENT_TO_SERVER)) {
            String way = direction == Direction.SERVER_TO_CLIENT ? "_main_to_edge_" : "_edge_to_main_";
            for (LinkLayer layer : LinkLayer.values()) {
                print(prefix + way + layer.figureName(), decimal(counts.bytes(layer, direction) / per, 1));
            }
        }
    }

    /** Lag percentiles over a window of writes at a fixed rate, on freshly started edge figures. */
    private void measureLag(long[] seed) throws InterruptedException {
        progress("lag: redeploying on the edge so that its figures cover the window only");
        this.edge.undeploy(BenchApplication.EAR);
        this.edge.deploy(BenchApplication.archive());
        ModelNode before = awaitEdgeCaughtUp();
        if (figure(before, "lag-samples") != 0) {
            progress("WARNING: the redeployed edge already has " + figure(before, "lag-samples") + " lag samples");
        }
        double rate = this.settings.lagRate();
        int writes = (int) Math.round(rate * this.settings.lagWindow().toMillis() / 1000.0);
        progress("lag: " + writes + " updates at " + rate + "/s");
        PacedWrites.Result result = bids(seed, writes, rate, 2_000);
        ModelNode after = awaitEdgeCaughtUp();
        long samples = figure(after, "lag-samples") - figure(before, "lag-samples");
        if (samples != writes - result.failures()) {
            progress("WARNING: the lag percentiles cover " + samples + " change sets, the window committed "
                    + (writes - result.failures()));
        }
        print("write_rate_tx_per_s", decimal(result.achievedRate(), 1));
        print("lag_window_s", decimal(result.sendSeconds(), 1));
        print("lag_change_sets", samples);
        long replayed = figure(after, "replayed-change-sets") - figure(before, "replayed-change-sets");
        print("lag_change_sets_via_topic", samples - replayed);
        print("lag_messages_via_topic", figure(after, "received") - figure(before, "received"));
        print("lag_ms_p50", figure(after, "lag-ms-p50"));
        print("lag_ms_p99", figure(after, "lag-ms-p99"));
    }

    /**
     * Rows per second an edge applies catching up with a backlog, and what crosses the link meanwhile, in each round:
     * the first round's figures under their plain names, a later round's with {@code _round_<n>} appended.
     */
    private void measureThroughput() throws InterruptedException {
        List<EdgeAbsence> rounds = this.settings.catchUpAfter();
        for (int round = 1; round <= rounds.size(); round++) {
            catchUp(round == 1 ? "" : "_round_" + round, rounds.get(round - 1));
        }
    }

    /**
     * One round: the edge away as {@code absence} says while main commits the backlog, then its catch-up; figures
     * named with {@code suffix}.
     */
    private void catchUp(String suffix, EdgeAbsence absence) throws InterruptedException {
        // A redeployed stream counts from zero; one that stays deployed counts on.
        StreamCounts before = absence == EdgeAbsence.REDEPLOY ? StreamCounts.NONE
                : StreamCounts.of(this.edge.stream(BenchApplication.EAR));
        progress("throughput" + suffix + ": " + absence.leaving());
        absence.leave(this.edge, this.link);
        int rowsPerTransaction = this.settings.rowsPerTransaction();
        int transactions = this.settings.backlogRows() / rowsPerTransaction;
        long firstSequence = mainLastSequence() + 1;
        long started = System.nanoTime();
        for (int done = 0; done < transactions; done += 100) {
            this.app.insert(rowsPerTransaction, Math.min(100, transactions - done));
        }
        ModelNode mainBefore = this.main.stream(BenchApplication.EAR);
        long last = figure(mainBefore, "last-sequence");
        long backlog = last - firstSequence + 1;
        progress("throughput" + suffix + ": committed " + this.settings.backlogRows() + " rows in " + transactions
                + " transactions on main (" + seconds(System.nanoTime() - started) + " s, sequences " + firstSequence
                + ".." + last + "); " + absence.comingBack());
        this.link.counters().reset();
        JvmCosts edgeBefore = JvmCosts.of(this.edge);
        long mainCpuBefore = JvmCosts.processCpuNanos(this.main);
        Instant back = Instant.now();
        long backStart = System.nanoTime();
        absence.comeBack(this.edge, this.link);
        double backSeconds = (System.nanoTime() - backStart) / 1e9;
        ModelNode figures = awaitEdgeCaughtUp();
        LinkStats caughtUp = this.link.counters().snapshot();
        JvmCosts edgeSpent = JvmCosts.of(this.edge).since(edgeBefore);
        double mainCpu = (JvmCosts.processCpuNanos(this.main) - mainCpuBefore) / 1e9;
        Instant lastApplied = Instant.parse(figures.get("last-applied-at").asString());
        double catchUp = Duration.between(back, lastApplied).toNanos() / 1e9;
        double applying = Duration.between(Instant.parse(figures.get("catch-up-started-at").asString()), lastApplied).toNanos() / 1e9;
        long rows = StreamCounts.of(figures).minus(before).rows();
        print("catch_up_after" + suffix, absence.option());
        print("backlog_rows" + suffix, rows);
        print("backlog_change_sets" + suffix, backlog);
        if (absence == EdgeAbsence.REDEPLOY) {
            print("edge_deploy_s" + suffix, decimal(backSeconds, 2));
        }
        print("catch_up_s" + suffix, decimal(catchUp, 2));
        print("catch_up_applying_s" + suffix, decimal(applying, 2));
        print("applied_rows_per_s" + suffix, Math.round(rows / applying));
        print("applied_rows_per_s_from_" + absence.returnName() + suffix, Math.round(rows / catchUp));
        print("catch_up_wan_bytes_main_to_edge" + suffix, caughtUp.bytesServerToClient());
        print("catch_up_edge_cpu_s" + suffix, decimal(edgeSpent.cpuSeconds(), 2));
        print("catch_up_edge_jit_s" + suffix, decimal(edgeSpent.compileSeconds(), 2));
        print("catch_up_edge_gc_s" + suffix, decimal(edgeSpent.gcSeconds(), 2));
        print("catch_up_main_cpu_s" + suffix, decimal(mainCpu, 2));
        if (rows != this.settings.backlogRows()) {
            progress("WARNING: the edge applied " + rows + " rows while catching up, main committed " + this.settings.backlogRows());
        }

        progress("throughput" + suffix + ": waiting for anything more the durable subscription sends (duplicates)");
        StreamCounts drained = StreamCounts.of(awaitDuplicatesSettled()).minus(before);
        LinkStats afterDuplicates = this.link.counters().snapshot();
        long duplicateBytes = afterDuplicates.bytesServerToClient() - caughtUp.bytesServerToClient();
        print("catch_up_replayed_change_sets" + suffix, drained.replayed());
        ModelNode mainAfter = this.main.stream(BenchApplication.EAR);
        for (String source : List.of("memory", "outbox")) {
            print("catch_up_replayed_from_main_" + source + suffix, figure(mainAfter, "replayed-from-" + source)
                    - figure(mainBefore, "replayed-from-" + source));
        }
        print("catch_up_snapshots" + suffix, drained.snapshots());
        print("duplicates_skipped_after_catch_up" + suffix, drained.duplicates());
        print("duplicates_wan_bytes_main_to_edge" + suffix, duplicateBytes);
        print("duplicates_share_of_catch_up" + suffix, decimal((double) duplicateBytes / Math.max(1, caughtUp.bytesServerToClient()), 4));
    }

    /** The edge stream's counters a catch-up round reports, as the edge gives them or as a difference of two readings. */
    private record StreamCounts(long rows, long replayed, long snapshots, long duplicates) {

        /** The counters of a stream just deployed. */
        static final StreamCounts NONE = new StreamCounts(0, 0, 0, 0);

        static StreamCounts of(ModelNode figures) {
            return new StreamCounts(figure(figures, "rows-applied"), figure(figures, "replayed-change-sets"),
                    figure(figures, "snapshots"), figure(figures, "duplicates-skipped"));
        }

        StreamCounts minus(StreamCounts earlier) {
            return new StreamCounts(rows - earlier.rows, replayed - earlier.replayed, snapshots - earlier.snapshots,
                    duplicates - earlier.duplicates);
        }
    }

    /**
     * Waits until the edge's count of skipped duplicates has not grown for 3 s (an edge that drops its subscription's
     * backlog before catching up receives almost none; one that does not receives the whole backlog again).
     */
    private ModelNode awaitDuplicatesSettled() throws InterruptedException {
        long deadline = System.nanoTime() + this.settings.timeout().toNanos();
        long last = -1;
        long stableSince = System.nanoTime();
        while (System.nanoTime() < deadline && System.nanoTime() - stableSince < Duration.ofSeconds(3).toNanos()) {
            long skipped = figure(this.edge.stream(BenchApplication.EAR), "duplicates-skipped");
            if (skipped != last) {
                last = skipped;
                stableSince = System.nanoTime();
            }
            Thread.sleep(100);
        }
        Thread.sleep(SETTLE.toMillis());
        return this.edge.stream(BenchApplication.EAR);
    }

    /** {@code count} bids at {@code rate}, write i on seed item i (modulo the seed), the amount growing with {@code round}. */
    private PacedWrites.Result bids(long[] seed, int count, double rate, int round) throws InterruptedException {
        return this.app.bids(seed, count, rate, round, MAX_IN_FLIGHT, this.settings.timeout());
    }

    private long mainLastSequence() {
        return figure(this.main.stream(BenchApplication.EAR), "last-sequence");
    }

    /**
     * Waits until the edge is in step with main (connected, main's last sequence applied), at most the settings'
     * timeout; the edge's figures then.
     */
    private ModelNode awaitEdgeCaughtUp() throws InterruptedException {
        this.edge.awaitInStepWith(this.main, BenchApplication.EAR, this.settings.timeout());
        return this.edge.stream(BenchApplication.EAR);
    }

    /** A figure of a stream; fails naming it when the server does not report it (e.g. servers built before it existed). */
    static long figure(ModelNode figures, String name) {
        if (!figures.hasDefined(name)) {
            throw new IllegalStateException("the stream's figures have no '" + name + "' (are the servers built from this"
                    + " checkout?): " + figures);
        }
        return figures.get(name).asLong();
    }

    private static String brief(ModelNode figures) {
        return "applied-sequence " + figures.get("applied-sequence").asLong() + ", snapshots " + figures.get("snapshots").asLong()
                + ", replays " + figures.get("replays").asLong() + ", replayed-change-sets "
                + figures.get("replayed-change-sets").asLong() + ", subscription " + figures.get("subscription").asString();
    }

    private void print(String name, Object value) {
        this.out.println(line(name, value));
        this.out.flush();
    }

    static String line(String name, Object value) {
        return name + ": " + value;
    }

    static String decimal(double value, int decimals) {
        return String.format(Locale.ROOT, "%." + decimals + "f", value);
    }

    private static String seconds(long nanos) {
        return decimal(nanos / 1e9, 1);
    }

    private static void progress(String message) {
        System.err.println("bench: " + message);
    }
}
