// SPDX-License-Identifier: Apache-2.0
package org.outpost.bench;

import java.io.IOException;
import java.io.OutputStream;
import java.io.PrintStream;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.time.LocalDateTime;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.atomic.AtomicBoolean;

import org.jboss.dmr.ModelNode;
import org.outpost.rubis.generator.Dataset;
import org.outpost.rubis.generator.DatasetSize;
import org.outpost.rubis.generator.Generate;
import org.outpost.testsupport.WildFlyServer;
import org.outpost.wan.LinkProxy;
import org.outpost.wan.LinkStats;
import org.outpost.wan.WanEmulator;
import org.outpost.wan.WanLink;

/**
 * The snapshot benchmark against a running main and edge: how fast an edge installs a snapshot of RUBiS' dataset, and
 * that it serves its previous state meanwhile. The edge first holds {@code --previous-dataset} (RUBiS in the
 * configuration that replicates every table, c6, deployed on both); then the application is undeployed, main's
 * database gets {@code --dataset} (the generator drops the outbox, so main starts a new epoch), and the application is
 * deployed on main and then on the edge, whose catch-up finds its epoch gone and installs a snapshot. While it loads, a
 * reader asks the edge, every {@code --read-interval}, for the page of a user only the new dataset has and for one
 * both have. Prints {@code name: value} lines; progress on standard error.
 */
public final class SnapshotBench {

    private static final String USER_PAGE = "/rubis_servlets/servlet/edu.rice.rubis.servlets.ViewUserInfo?userId=";

    private final SnapshotSettings settings;
    private final WildFlyServer main;
    private final WildFlyServer edge;
    private final LinkProxy link;
    private final PrintStream out;
    /** The deployment's name: the EAR's file name. */
    private final String deployment;

    private SnapshotBench(SnapshotSettings settings, WildFlyServer main, WildFlyServer edge, LinkProxy link,
            PrintStream out) {
        this.settings = settings;
        this.main = main;
        this.edge = edge;
        this.link = link;
        this.out = out;
        this.deployment = settings.ear().getFileName().toString();
    }

    public static void main(String[] args) throws Exception {
        SnapshotSettings settings;
        try {
            settings = SnapshotSettings.parse(args);
        } catch (IllegalArgumentException e) {
            System.err.println("snapshot bench: " + e.getMessage());
            System.exit(2);
            return;
        }
        long start = System.nanoTime();
        WanLink edgeToMain = WanLink.of("edge-main", settings.servers().mainHttpAddress(), Duration.ZERO)
                .withListen(settings.linkAddress());
        try (WanEmulator wan = WanEmulator.start(List.of(edgeToMain));
             WildFlyServer main = settings.servers().main();
             WildFlyServer edge = settings.servers().edge()) {
            new SnapshotBench(settings, main, edge, wan.link("edge-main"), System.out).run();
        }
        System.out.println(ReplicationBench.line("bench_s", ReplicationBench.decimal((System.nanoTime() - start) / 1e9, 1)));
    }

    private void run() throws Exception {
        try {
            load(this.settings.previous(), "previous");
            this.main.deploy(this.settings.ear());
            this.edge.deploy(this.settings.ear());
            ModelNode previous = awaitEdgeInStep();
            progress("the edge holds the " + this.settings.previous() + " dataset: " + previous.get("snapshot-rows").asLong()
                    + " rows");
            this.edge.undeploy(this.deployment);
            this.main.undeploy(this.deployment);
            long rows = load(this.settings.dataset(), "measured");
            this.main.deploy(this.settings.ear());
            measure(rows);
        } finally {
            // Before the link closes, so that the edge stops following main cleanly rather than losing its broker.
            this.edge.undeployIfPresent(this.deployment);
            this.main.undeployIfPresent(this.deployment);
        }
    }

    private long load(DatasetSize size, String which) throws Exception {
        progress("loading the " + size + " dataset (" + which + ") into " + this.settings.jdbcUrl());
        long started = System.nanoTime();
        long rows = Generate.COMMAND.load(new Dataset(size, this.settings.seed(), LocalDateTime.of(2026, 1, 1, 0, 0)),
                this.settings.jdbcUrl(), "outpost", "outpost", new PrintStream(OutputStream.nullOutputStream()));
        progress("loaded " + rows + " rows in " + seconds(System.nanoTime() - started) + " s");
        return rows;
    }

    /** Deploys on the edge, reads from it while its snapshot loads, and prints the figures. */
    private void measure(long datasetRows) throws Exception {
        int newUser = this.settings.previous().users() + 1;
        Reader reader = new Reader(this.edge.httpPort(), newUser, this.settings.readInterval());
        Thread reading = new Thread(reader, "snapshot-bench-reader");
        this.link.counters().reset();
        progress("deploying on the edge: its epoch is gone, it installs a snapshot of " + datasetRows + " rows");
        long started = System.nanoTime();
        this.edge.deploy(this.settings.ear());
        double deploySeconds = (System.nanoTime() - started) / 1e9;
        reading.start();
        ModelNode figures;
        try {
            figures = awaitEdgeInStep();
        } finally {
            reader.stop();
            reading.join();
        }
        double inStepSeconds = (System.nanoTime() - started) / 1e9;
        LinkStats link = this.link.counters().snapshot();
        long snapshotRows = ReplicationBench.figure(figures, "snapshot-rows");
        long snapshotMillis = ReplicationBench.figure(figures, "snapshot-ms");
        print("dataset", this.settings.dataset().name().toLowerCase(Locale.ROOT));
        print("dataset_rows", datasetRows);
        print("snapshot_rows", snapshotRows);
        print("snapshot_s", ReplicationBench.decimal(snapshotMillis / 1000.0, 2));
        print("snapshot_rows_per_s", Math.round(snapshotRows * 1000.0 / Math.max(1, snapshotMillis)));
        print("edge_deploy_s", ReplicationBench.decimal(deploySeconds, 2));
        print("in_step_s", ReplicationBench.decimal(inStepSeconds, 2));
        print("snapshot_rows_per_s_from_deploy", Math.round(snapshotRows / inStepSeconds));
        print("snapshot_wan_bytes_main_to_edge", link.bytesServerToClient());
        print("reads_during_snapshot", reader.reads);
        print("reads_previous_state", reader.previous);
        print("reads_new_state", reader.current);
        print("reads_failed", reader.failed);
        print("reads_previous_after_new", reader.previousAfterNew);
        if (snapshotRows != datasetRows) {
            progress("WARNING: the snapshot installed " + snapshotRows + " rows, the dataset has " + datasetRows);
        }
    }

    /**
     * Reads two users' pages on the edge until stopped: one both datasets have (it must always be served), one only the
     * new dataset has (absent until the snapshot's swap, present after, never absent again).
     */
    private static final class Reader implements Runnable {

        private final HttpClient client = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(10)).build();
        private final int httpPort;
        private final int newUser;
        private final Duration interval;
        private final AtomicBoolean stopped = new AtomicBoolean();
        private volatile long reads;
        private volatile long previous;
        private volatile long current;
        private volatile long failed;
        private volatile long previousAfterNew;

        Reader(int httpPort, int newUser, Duration interval) {
            this.httpPort = httpPort;
            this.newUser = newUser;
            this.interval = interval;
        }

        void stop() {
            this.stopped.set(true);
        }

        @Override
        public void run() {
            while (!this.stopped.get()) {
                String common = page(1);
                String added = page(this.newUser);
                this.reads++;
                if (common == null || !common.contains("user1") || added == null) {
                    this.failed++;
                } else if (added.contains("user" + this.newUser)) {
                    this.current++;
                } else {
                    this.previous++;
                    if (this.current > 0) {
                        this.previousAfterNew++;
                    }
                }
                try {
                    Thread.sleep(this.interval.toMillis());
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                    return;
                }
            }
        }

        /** The page of user {@code id}, {@code null} when the edge did not answer 200. */
        private String page(int id) {
            try {
                HttpResponse<String> response = this.client.send(HttpRequest.newBuilder(
                        URI.create("http://127.0.0.1:" + this.httpPort + USER_PAGE + id)).timeout(Duration.ofSeconds(30))
                        .build(), HttpResponse.BodyHandlers.ofString());
                return response.statusCode() == 200 ? response.body() : null;
            } catch (IOException e) {
                return null;
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                return null;
            }
        }
    }

    private ModelNode awaitEdgeInStep() throws InterruptedException {
        this.edge.awaitInStepWith(this.main, this.deployment, this.settings.timeout());
        return this.edge.stream(this.deployment);
    }

    private void print(String name, Object value) {
        this.out.println(ReplicationBench.line(name, value));
        this.out.flush();
    }

    private static String seconds(long nanos) {
        return ReplicationBench.decimal(nanos / 1e9, 1);
    }

    private static void progress(String message) {
        System.err.println("snapshot bench: " + message);
    }
}
