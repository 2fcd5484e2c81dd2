// SPDX-License-Identifier: Apache-2.0
package org.outpost.bench;

import static org.outpost.bench.ReplicationBench.figure;
import static org.outpost.bench.ReplicationBench.line;

import java.io.PrintStream;
import java.net.InetSocketAddress;
import java.net.URI;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.function.IntFunction;

import org.jboss.dmr.ModelNode;
import org.outpost.bench.scale.MainRelayBridge;
import org.outpost.bench.scale.RegionalRelay;
import org.outpost.bench.scale.StepFigures;
import org.outpost.bench.scale.Topology;
import org.outpost.changestream.transport.BrokerCredentials;
import org.outpost.testsupport.WildFlyServer;
import org.outpost.wan.LinkStats;
import org.outpost.wan.WanEmulator;
import org.outpost.wan.WanLink;

/**
 * The scale benchmark (issue 13, item 5) against a running main and up to nine edges: what main's change stream costs
 * as edges are added, with every edge subscribed at main's broker and with a regional relay, measured the same way for
 * 1, 2, 4 and 8 edges (by default), and printed as {@code name: value} lines; progress goes to standard error.
 * <ol>
 * <li><b>setup</b>: the bench application is deployed on main, the seed items committed, and main warmed up by the
 * same writes as a window's; then a window with no
 * edge deployed gives main's cost alone ({@code _edges_0});</li>
 * <li><b>relay</b>: a {@link RegionalRelay} starts in this JVM, main gets a core bridge to it
 * ({@link MainRelayBridge}), and every edge's {@code broker-url} is set to the relay (a reload each); then, for each
 * number of edges N, the application is (re)deployed on edges 1..N, which then follow main through the relay, and a
 * window is measured; afterwards the edges undeploy, main's bridge is removed, and the edges' {@code broker-url} is
 * undefined again;</li>
 * <li><b>direct</b>: the same windows with every edge subscribed at main's broker.</li>
 * </ol>
 * The relay runs first so that no edge keeps a durable subscription on main's broker (it would fill while the edge is
 * away, and cost main) during the relay's windows. A window: the edges' figures start afresh with their deployment,
 * the links' counters are reset and main's process CPU time read (management, {@code process-cpu-time} of the
 * platform's operating-system bean), main commits a fixed number of single-item updates at a fixed rate; when main
 * has published the last one and every edge has applied it, and one second more for their acknowledgements, the CPU
 * time and the links are read again. Main is not polled during the window beyond that, so that the bench's own
 * management calls do not grow with N. Nothing here asserts a time.
 */
public final class ScaleBench {

    /** After the edges applied the last change set: lets their acknowledgements cross the links. */
    private static final Duration SETTLE = Duration.ofSeconds(1);
    private static final Duration POLL = Duration.ofMillis(100);
    private static final int MAX_IN_FLIGHT = 64;
    private static final String REGION = "bench";
    /** The edges' user on main's broker, as {@code edge-server.cli} configures it by default; the relay's bridges use it too. */
    private static final BrokerCredentials EDGE_USER = new BrokerCredentials("outpost-edge", "outpost-edge-demo");

    private final ScaleSettings settings;
    private final WildFlyServer main;
    private final List<WildFlyServer> edges;
    private final WanEmulator wan;
    private final BenchApplication app;
    private final PrintStream out;
    private final List<StepFigures> windows = new ArrayList<>();
    private int round;

    private ScaleBench(ScaleSettings settings, WildFlyServer main, List<WildFlyServer> edges, WanEmulator wan, PrintStream out) {
        this.settings = settings;
        this.main = main;
        this.edges = edges;
        this.wan = wan;
        this.app = new BenchApplication(main);
        this.out = out;
    }

    public static void main(String[] args) throws Exception {
        ScaleSettings settings;
        try {
            settings = ScaleSettings.parse(args);
        } catch (IllegalArgumentException e) {
            System.err.println("scale bench: " + e.getMessage());
            System.exit(2);
            return;
        }
        long start = System.nanoTime();
        List<WildFlyServer> edges = new ArrayList<>();
        for (int i = 1; i <= settings.maxEdges(); i++) {
            edges.add(WildFlyServer.onLoopback("edge-" + i, settings.edgeOffsets().get(i - 1)));
        }
        try (WanEmulator wan = WanEmulator.start(links(settings));
             WildFlyServer main = WildFlyServer.onLoopback("main", settings.mainOffset())) {
            new ScaleBench(settings, main, edges, wan, System.out).run();
        } finally {
            edges.forEach(WildFlyServer::close);
        }
        System.out.println(line("bench_s", ReplicationBench.decimal((System.nanoTime() - start) / 1e9, 1)));
    }

    /**
     * Every link the bench counts: each edge's WAN link to main's HTTP port ({@code edge-<i>-main}) and, with the relay,
     * each edge's link to the relay ({@code edge-<i>-relay}, no delay: the region's LAN), main's bridge to the relay
     * ({@code main-relay}) and the relay's bridges to main's HTTP port ({@code relay-main}).
     */
    static List<WanLink> links(ScaleSettings settings) {
        InetSocketAddress mainHttp = BenchArguments.loopback(WildFlyServer.HTTP_PORT + settings.mainOffset());
        InetSocketAddress relay = BenchArguments.loopback(settings.ports().relayAcceptor());
        Duration delay = settings.wanDelay();
        List<WanLink> links = new ArrayList<>();
        for (int i = 1; i <= settings.maxEdges(); i++) {
            links.add(wan(edgeToMain(i), mainHttp, delay, settings.ports().edgeToMain(i)));
            if (settings.topologies().contains(Topology.RELAY)) {
                links.add(wan(edgeToRelay(i), relay, Duration.ZERO, settings.ports().edgeToRelay(i)));
            }
        }
        if (settings.topologies().contains(Topology.RELAY)) {
            links.add(wan("main-relay", relay, delay, settings.ports().mainToRelay()));
            links.add(wan("relay-main", mainHttp, delay, settings.ports().relayToMain()));
        }
        return links;
    }

    private static WanLink wan(String name, InetSocketAddress target, Duration delay, int listen) {
        return WanLink.of(name, target, delay).withListen(BenchArguments.loopback(listen)).withHandshake(!delay.isZero());
    }

    private static String edgeToMain(int edge) {
        return "edge-" + edge + "-main";
    }

    private static String edgeToRelay(int edge) {
        return "edge-" + edge + "-relay";
    }

    private void run() throws Exception {
        try {
            long[] seed = setUp();
            record(window(Topology.DIRECT, List.of(), seed));
            if (this.settings.topologies().contains(Topology.RELAY)) {
                relay(seed);
            }
            if (this.settings.topologies().contains(Topology.DIRECT)) {
                for (int n : this.settings.steps()) {
                    record(step(Topology.DIRECT, n, seed));
                }
            }
            StepFigures.ratios(this.windows).forEach(this::print);
        } finally {
            this.edges.forEach(ScaleBench::undeployQuietly);
        }
    }

    private static void undeployQuietly(WildFlyServer server) {
        try {
            server.undeployIfPresent(BenchApplication.EAR);
        } catch (RuntimeException e) {
            progress(server + ": " + e.getMessage());
        }
    }

    /** Deploys on main, commits the seed items (in transactions of 10) and the warm-up writes. */
    private long[] setUp() throws InterruptedException {
        progress("deploying " + BenchApplication.EAR + " on main");
        this.main.deploy(BenchApplication.archive());
        long[] seed = this.app.insert(10, Math.max(1, this.settings.seedItems() / 10));
        progress("committed seed items " + seed[0] + ".." + seed[1]);
        if (this.settings.warmUpWrites() > 0) {
            progress("warm-up: " + this.settings.warmUpWrites() + " updates");
            this.app.bids(seed, this.settings.warmUpWrites(), this.settings.writeRate(), 0, MAX_IN_FLIGHT, this.settings.timeout());
        }
        print("wan_delay_ms", this.settings.wanDelay().toMillis());
        print("change_sets_per_window", this.settings.writes());
        print("write_rate_tx_per_s", this.settings.writeRate());
        return seed;
    }

    /** The relay's windows, between setting the edges' {@code broker-url} to the relay and undefining it again. */
    private void relay(long[] seed) throws Exception {
        Path data = Files.createTempDirectory("outpost-relay-");
        URI mainThroughWan = URI.create("http://127.0.0.1:" + this.settings.ports().relayToMain());
        progress("starting the relay (acceptor 127.0.0.1:" + this.settings.ports().relayAcceptor() + ") and main's bridge to it");
        try (RegionalRelay relay = RegionalRelay.start(REGION, data, this.settings.ports().relayAcceptor(), mainThroughWan, EDGE_USER)) {
            MainRelayBridge.add(this.main, REGION, BenchArguments.loopback(this.settings.ports().mainToRelay()), EDGE_USER);
            try {
                subscribeAt(i -> Optional.of("tcp://127.0.0.1:" + this.settings.ports().edgeToRelay(i)));
                for (int n : this.settings.steps()) {
                    record(step(Topology.RELAY, n, seed));
                }
                this.edges.forEach(ScaleBench::undeployQuietly);
            } finally {
                MainRelayBridge.remove(this.main, REGION);
            }
        }
        if (this.settings.topologies().contains(Topology.DIRECT)) {
            subscribeAt(i -> Optional.empty());
        }
    }

    /** Writes each edge's {@code broker-url} (undefines it when empty) and reloads the edge. */
    private void subscribeAt(IntFunction<Optional<String>> brokerUrl) throws InterruptedException {
        for (int i = 1; i <= this.edges.size(); i++) {
            WildFlyServer edge = this.edges.get(i - 1);
            Optional<String> url = brokerUrl.apply(i);
            progress(edge + ": broker-url " + url.orElse("undefined (main's broker)") + ", reloading");
            ModelNode operation = new ModelNode();
            operation.get("address").add("subsystem", "outpost");
            operation.get("name").set("broker-url");
            if (url.isPresent()) {
                operation.get("operation").set("write-attribute");
                operation.get("value").set(url.get());
            } else {
                operation.get("operation").set("undefine-attribute");
            }
            edge.run(operation);
            edge.reload(this.settings.timeout());
        }
    }

    /**
     * (Re)deploys on edges 1..n so that their figures start afresh, waits until they follow main, and measures. An edge
     * that caught up by replay (it was away during an earlier window) has lag samples of those change sets: it is
     * deployed once more, with nothing left to replay, so that its percentiles cover the window only.
     */
    private StepFigures step(Topology topology, int n, long[] seed) throws InterruptedException {
        List<WildFlyServer> following = this.edges.subList(0, n);
        progress(topology.token() + ", " + n + " edge(s): (re)deploying " + BenchApplication.EAR);
        for (WildFlyServer edge : following) {
            redeploy(edge);
            if (figure(edge.stream(BenchApplication.EAR), "lag-samples") > 0) {
                progress(edge + " caught up by replay; deploying once more");
                redeploy(edge);
            }
        }
        return window(topology, following, seed);
    }

    private void redeploy(WildFlyServer edge) throws InterruptedException {
        edge.undeployIfPresent(BenchApplication.EAR);
        edge.deploy(BenchApplication.archive());
        edge.awaitInStepWith(this.main, BenchApplication.EAR, this.settings.timeout());
    }

    private StepFigures window(Topology topology, List<WildFlyServer> following, long[] seed) throws InterruptedException {
        Thread.sleep(SETTLE.toMillis());
        List<Long> samplesBefore = new ArrayList<>();
        for (WildFlyServer edge : following) {
            samplesBefore.add(figure(edge.stream(BenchApplication.EAR), "lag-samples"));
        }
        progress(topology.token() + ", " + following.size() + " edge(s): " + this.settings.writes() + " updates at "
                + this.settings.writeRate() + "/s");
        this.wan.resetCounters();
        long cpuBefore = JvmCosts.processCpuNanos(this.main);
        PacedWrites.Result result = this.app.bids(seed, this.settings.writes(), this.settings.writeRate(), ++this.round,
                MAX_IN_FLIGHT, this.settings.timeout());
        long last = awaitPublished();
        awaitApplied(following, last);
        Thread.sleep(SETTLE.toMillis());
        long cpu = JvmCosts.processCpuNanos(this.main) - cpuBefore;
        long changeSets = result.writes() - result.failures();
        long lagP50 = 0;
        long lagP99 = 0;
        long wanBytes = 0;
        long lanBytes = 0;
        for (int i = 1; i <= following.size(); i++) {
            ModelNode figures = following.get(i - 1).stream(BenchApplication.EAR);
            long samples = figure(figures, "lag-samples") - samplesBefore.get(i - 1);
            if (samples != changeSets) {
                progress("WARNING: " + following.get(i - 1) + "'s lag percentiles cover " + samples
                        + " change sets, the window committed " + changeSets);
            }
            lagP50 = Math.max(lagP50, figure(figures, "lag-ms-p50"));
            lagP99 = Math.max(lagP99, figure(figures, "lag-ms-p99"));
        }
        for (int i = 1; i <= this.edges.size(); i++) {
            wanBytes += bytes(edgeToMain(i));
            if (topology == Topology.RELAY) {
                lanBytes += bytes(edgeToRelay(i));
            }
        }
        if (topology == Topology.RELAY) {
            wanBytes += bytes("main-relay") + bytes("relay-main");
        }
        return new StepFigures(topology, following.size(), changeSets, cpu, lagP50, lagP99, wanBytes, lanBytes);
    }

    private long bytes(String link) {
        LinkStats stats = this.wan.link(link).counters().snapshot();
        return stats.bytesClientToServer() + stats.bytesServerToClient();
    }

    /** Waits until main has published every change set committed; main's last sequence. */
    private long awaitPublished() throws InterruptedException {
        long deadline = System.nanoTime() + this.settings.timeout().toNanos();
        while (true) {
            ModelNode figures = this.main.stream(BenchApplication.EAR);
            long last = figure(figures, "last-sequence");
            if (figure(figures, "published-sequence") >= last) {
                return last;
            }
            if (System.nanoTime() > deadline) {
                throw new IllegalStateException("main did not publish up to " + last + " within "
                        + this.settings.timeout().toSeconds() + " s: " + figures);
            }
            Thread.sleep(POLL.toMillis());
        }
    }

    /** Waits until each edge has applied {@code sequence}, asking the edges only. */
    private void awaitApplied(List<WildFlyServer> following, long sequence) throws InterruptedException {
        long deadline = System.nanoTime() + this.settings.timeout().toNanos();
        for (WildFlyServer edge : following) {
            ModelNode figures = edge.stream(BenchApplication.EAR);
            while (figure(figures, "applied-sequence") < sequence) {
                if (System.nanoTime() > deadline) {
                    throw new IllegalStateException(edge + " did not apply " + sequence + " within "
                            + this.settings.timeout().toSeconds() + " s: " + figures);
                }
                Thread.sleep(POLL.toMillis());
                figures = edge.stream(BenchApplication.EAR);
            }
        }
    }

    private void record(StepFigures window) {
        this.windows.add(window);
        window.lines().forEach(this::print);
    }

    private void print(String name, Object value) {
        this.out.println(line(name, value));
        this.out.flush();
    }

    private static void progress(String message) {
        System.err.println("scale: " + message);
    }
}
