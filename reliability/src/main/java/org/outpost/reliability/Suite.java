// SPDX-License-Identifier: Apache-2.0
package org.outpost.reliability;

import java.io.IOException;
import java.io.PrintStream;
import java.net.URI;
import java.time.Duration;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;

import org.outpost.annotation.DisconnectedPolicy;
import org.outpost.wan.ArtemisCoreFraming;
import org.outpost.wan.study.Configuration;
import org.outpost.wan.study.ConfigurationDeployer;
import org.outpost.wan.study.Progress;
import org.outpost.wan.study.Site;
import org.outpost.wan.study.StudyApp;
import org.outpost.wan.study.StudyPorts;
import org.outpost.wan.study.Topology;
import org.outpost.wan.study.TopologySettings;

/**
 * One run of the reliability suite: starts the topology (WildFly offsets 3000/3100/3200, WAN links from port 18100,
 * database {@code outpost_reliability}, the edges' change-stream links framed as Artemis core), deploys RUBiS c6 on the
 * {@code small} dataset and the probe, starts the write load and the lag monitor, then for each planned fault:
 * injects it, measures how long the edges take to catch up with main under load, and runs a {@link Checkpoint}; one
 * more checkpoint at the end. Stops everything it started, also on failure.
 */
final class Suite {

    /** The suite's ports: WildFly offsets 3000, 3100 and 3200; WAN links 18100 to 18105. */
    static final StudyPorts PORTS = new StudyPorts(3000, 3100, 3200, 18100);
    static final String DATABASE = "outpost_reliability";
    static final StudyApp APP = StudyApp.RUBIS;
    /** How long the edges may take to catch up after a fault before it counts as unrecovered. */
    static final Duration RECOVERY_LIMIT = Duration.ofMinutes(5);
    /** The edge server's {@code when-disconnected} default, as {@code edge-server.cli} reads it. */
    static final String WHEN_DISCONNECTED_PROPERTY = "outpost.when.disconnected";
    /** Writers per server. */
    static final int WRITERS = 2;

    private final ReliabilityOptions options;
    private final Progress progress;

    Suite(ReliabilityOptions options, Progress progress) {
        this.options = options;
        this.progress = progress;
    }

    /**
     * Runs the faults and prints the figures to {@code out}.
     *
     * @return the figures, to decide the exit status
     */
    Outcome run(PrintStream out) throws Exception {
        TopologySettings settings = TopologySettings.of(PORTS, DATABASE, this.options.servers(), this.options.work())
                .withWanDelay(this.options.wanDelay()).withStreamFraming(new ArtemisCoreFraming());
        for (Map.Entry<Site, DisconnectedPolicy> policy : this.options.policies().entrySet()) {
            settings = settings.withEdgeProperty(policy.getKey(), WHEN_DISCONNECTED_PROPERTY, policy.getValue().token());
        }
        try (Topology topology = new Topology(settings, this.progress)) {
            return run(topology, out);
        }
    }

    /** What a run found. */
    record Outcome(Figures figures, RequestTally tally) {

        boolean failed() {
            return this.figures.failed(this.tally);
        }
    }

    private Outcome run(Topology topology, PrintStream out) throws Exception {
        long started = System.nanoTime();
        topology.start();
        new ConfigurationDeployer(topology, this.options.ears(), this.progress).deploy(APP, Configuration.C6, "small");
        for (Site site : Site.values()) {
            ReplicaProbe.deploy(topology.server(site));
        }
        Baseline baseline = Baseline.read(topology.settings().jdbcUrl());
        Ledger ledger = new Ledger();
        RequestTally tally = new RequestTally();
        Figures figures = new Figures();
        Writes writes = new Writes(ledger, tally, baseline, this.options.policies(), this.progress);
        Map<Site, URI> servers = new LinkedHashMap<>();
        for (Site site : Site.values()) {
            servers.put(site, topology.url(site));
        }
        List<PlannedFault> plan = PlannedFault.plan(this.options.faults(), this.options.seed(), this.options.kinds());
        Checkpoint checkpoint = new Checkpoint(topology, APP.earName(), ledger, baseline, figures, this.progress);
        FaultInjector injector = new FaultInjector(topology, this.options, writes, this.progress);
        try (WriteLoad load = new WriteLoad(writes, servers, WRITERS, this.options.seed());
             LagMonitor lag = new LagMonitor(topology, APP.earName())) {
            load.start();
            lag.start();
            this.progress.say("load started: " + WRITERS + " writers on each server; " + plan.size() + " faults planned, seed "
                    + this.options.seed() + "; when-disconnected: "
                    + this.options.policies().entrySet().stream().sorted(Map.Entry.comparingByKey())
                            .map(policy -> policy.getKey().id() + " " + policy.getValue().token()).collect(Collectors.joining(", ")));
            for (PlannedFault fault : plan) {
                if (this.options.budget() != null && System.nanoTime() - started > this.options.budget().toNanos()) {
                    this.progress.say("the " + this.options.budget().toMinutes() + " minutes are over: no further fault");
                    break;
                }
                String label = fault.describe(plan.size());
                this.progress.say(label + ": " + fault.kind().description());
                injector.inject(fault);
                revive(topology, figures, fault);
                List<Site> edges = fault.edge() == null ? List.of(Site.EDGE_1, Site.EDGE_2) : List.of(fault.edge());
                double recovery = Streams.awaitCaughtUp(topology, APP.earName(), edges, RECOVERY_LIMIT);
                figures.injected(fault.kind(), recovery);
                this.progress.say(label + ": " + (recovery < 0 ? "NOT recovered within " + RECOVERY_LIMIT.toMinutes() + " min"
                        : String.format(java.util.Locale.ROOT, "recovered in %.1f s", recovery)));
                checkpointed(load, () -> checkpoint.run("after " + label, false));
            }
            checkpointed(load, () -> checkpoint.run("final checkpoint", true));
            figures.findings().forEach(this.progress::say);
            figures.print(out, tally, lag, ledger, (System.nanoTime() - started) / 6e10);
        }
        return new Outcome(figures, tally);
    }

    /**
     * Starts again, on its data, every server whose JVM died during the fault, as after a {@code kill -9}: the run goes
     * on and the crash is counted ({@code server_crashes}); the checkpoints still show whether anything was lost.
     */
    private void revive(Topology topology, Figures figures, PlannedFault fault) throws IOException, InterruptedException {
        for (Site site : Site.values()) {
            if (!topology.isRunning(site)) {
                this.progress.say(site.id() + "'s JVM died during the fault (its console.log and any hs_err_pid*.log tell why);"
                        + " starting it again on its data");
                figures.crashed(site, fault.number());
                topology.restart(site);
            }
        }
    }

    /** Runs {@code check} with the load paused. */
    private static void checkpointed(WriteLoad load, Check check) throws Exception {
        load.pause();
        try {
            check.run();
        } finally {
            load.resume();
        }
    }

    @FunctionalInterface
    private interface Check {
        void run() throws Exception;
    }
}
