// SPDX-License-Identifier: Apache-2.0
package org.outpost.wan.study;

import java.io.IOException;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.URI;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;

import org.outpost.testsupport.WildFlyServer;
import org.outpost.wan.WanEmulator;
import org.outpost.wan.WanLink;

/**
 * The paper's topology on one machine (§3.1): main (beside PostgreSQL), edge 1 and edge 2, and the emulated WAN
 * between each edge and main and between the remote clients and main ({@link StudyLink}). Clients reach their own
 * server over loopback, the paper's LAN. {@link #close()} stops the edges, then main, then the WAN; it may be called
 * from a shutdown hook while {@link #start} runs, and stops whatever has started.
 */
public final class Topology implements AutoCloseable {

    private final TopologySettings settings;
    private final Progress progress;
    private final Map<Site, ServerProcess> processes = new EnumMap<>(Site.class);
    private final Map<Site, WildFlyServer> servers = new EnumMap<>(Site.class);
    private WanEmulator wan;
    private boolean closed;

    public Topology(TopologySettings settings, Progress progress) {
        this.settings = settings;
        this.progress = progress;
        for (Site site : Site.values()) {
            this.servers.put(site, WildFlyServer.onLoopback(site.id(), settings.ports().offset(site)));
        }
    }

    /** Starts the WAN links, then the three servers side by side, and waits until each is ready. */
    public void start() throws IOException, InterruptedException {
        synchronized (this) {
            requireOpen();
            this.wan = WanEmulator.start(links());
        }
        this.progress.say("WAN links up: " + this.settings.wanDelay().toMillis() + " ms one way, "
                + this.settings.wanBandwidth() / 1_000_000 + " Mbit/s, ports " + this.settings.ports().linkPort(StudyLink.values()[0])
                + "-" + this.settings.ports().linkPort(StudyLink.values()[StudyLink.values().length - 1]));
        for (Site site : Site.values()) {
            synchronized (this) {
                requireOpen();
                this.processes.put(site, startServer(site));
            }
            this.progress.say("starting " + site.id() + " (HTTP " + this.settings.ports().httpPort(site) + ", management "
                    + this.settings.ports().managementPort(site) + "), log " + this.processes.get(site).log());
        }
        long started = System.nanoTime();
        for (Site site : Site.values()) {
            this.processes.get(site).awaitReady(this.settings.bootTimeout());
            this.progress.say(site.id() + " is up after " + (System.nanoTime() - started) / 1_000_000_000 + " s");
        }
    }

    /** The management client of a server. */
    public WildFlyServer server(Site site) {
        return this.servers.get(site);
    }

    /** The emulated WAN, to read and reset its counters. */
    public WanEmulator wan() {
        return this.wan;
    }

    public TopologySettings settings() {
        return this.settings;
    }

    /** A server's HTTP address, as its LAN's clients reach it. */
    public URI url(Site site) {
        return URI.create("http://127.0.0.1:" + this.settings.ports().httpPort(site));
    }

    /** Main's HTTP address as the clients near an edge reach it across the WAN (without an edge). */
    public URI urlThroughWan(ClientGroup group) {
        return URI.create("http://127.0.0.1:" + this.settings.ports().linkPort(StudyLink.toMain(group)));
    }

    /** Stops the edges (side by side), then main, then the WAN links; idempotent. */
    @Override
    public void close() {
        List<ServerProcess> edges = new ArrayList<>();
        ServerProcess main;
        WanEmulator links;
        synchronized (this) {
            if (this.closed) {
                return;
            }
            this.closed = true;
            this.processes.forEach((site, process) -> {
                if (site.isEdge()) {
                    edges.add(process);
                }
            });
            main = this.processes.get(Site.MAIN);
            links = this.wan;
        }
        this.servers.values().forEach(WildFlyServer::close);
        List<Thread> stopping = new ArrayList<>();
        for (ServerProcess edge : edges) {
            Thread thread = new Thread(() -> stop(edge), "stop-" + edge.site().id());
            thread.start();
            stopping.add(thread);
        }
        for (Thread thread : stopping) {
            try {
                thread.join();
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        }
        if (main != null) {
            stop(main);
        }
        if (links != null) {
            links.close();
        }
    }

    private void stop(ServerProcess process) {
        this.progress.say("stopping " + process.site().id());
        process.stop();
    }

    private void requireOpen() {
        if (this.closed) {
            throw new IllegalStateException("the topology was closed while starting");
        }
    }

    private ServerProcess startServer(Site site) throws IOException {
        StudyPorts ports = this.settings.ports();
        Path work = this.settings.work().resolve(site.id());
        if (site == Site.MAIN) {
            return ServerProcess.start(site, this.settings.servers().resolve("main-server"), work, ports, this.settings.javaOpts(),
                    List.of(), Map.of("OUTPOST_DB_URL", this.settings.jdbcUrl()));
        }
        return ServerProcess.start(site, this.settings.servers().resolve("edge-server"), work, ports, this.settings.javaOpts(),
                List.of("-Doutpost.edge.id=" + site.id(),
                        "-Doutpost.main.url=http://127.0.0.1:" + ports.linkPort(StudyLink.stream(site)),
                        "-Doutpost.forwarding.url=http://127.0.0.1:" + ports.linkPort(StudyLink.calls(site))),
                Map.of());
    }

    private List<WanLink> links() {
        InetSocketAddress main = new InetSocketAddress(InetAddress.getLoopbackAddress(), this.settings.ports().httpPort(Site.MAIN));
        List<WanLink> links = new ArrayList<>();
        for (StudyLink link : StudyLink.values()) {
            links.add(WanLink.of(link.id(), main, this.settings.wanDelay())
                    .withListen(new InetSocketAddress(InetAddress.getLoopbackAddress(), this.settings.ports().linkPort(link)))
                    .withBandwidth(this.settings.wanBandwidth())
                    .withClassifier(ConnectionKind.CLASSIFIER));
        }
        return links;
    }
}
