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
 * from another thread while {@link #start} runs, and stops whatever has started. From {@link #start} on it also runs
 * when the JVM shuts down first (Ctrl-C, SIGTERM), so that no server outlives the process that started it.
 */
public final class Topology implements AutoCloseable {

    private final TopologySettings settings;
    private final Progress progress;
    private final Map<Site, ServerProcess> processes = new EnumMap<>(Site.class);
    private final Map<Site, WildFlyServer> servers = new EnumMap<>(Site.class);
    private final Thread shutdownHook = new Thread(this::close, "topology-stop");
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
            Runtime.getRuntime().addShutdownHook(this.shutdownHook);
            this.wan = WanEmulator.start(links());
        }
        this.progress.say("WAN links up: " + this.settings.wanDelay().toMillis() + " ms one way, "
                + this.settings.wanBandwidth() / 1_000_000 + " Mbit/s, ports " + this.settings.ports().linkPort(StudyLink.values()[0])
                + "-" + this.settings.ports().linkPort(StudyLink.values()[StudyLink.values().length - 1]));
        for (Site site : Site.values()) {
            synchronized (this) {
                requireOpen();
                this.processes.put(site, startServer(site, true));
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

    /**
     * Kills a server at once (SIGKILL, like {@code kill -9}); its base directory stays as it was, for
     * {@link #restart(Site)}.
     */
    public void kill(Site site) {
        this.servers.get(site).close();
        process(site).kill();
        this.progress.say("killed " + site.id());
    }

    /** Whether a server's process is still running: false once it was stopped or killed, or its JVM died. */
    public boolean isRunning(Site site) {
        return process(site).isAlive();
    }

    /** Stops a server cleanly (SIGTERM); its base directory stays as it was, for {@link #restart(Site)}. */
    public void stop(Site site) {
        this.servers.get(site).close();
        stop(process(site));
    }

    /**
     * Starts a stopped or killed server again on its base directory as it was left (its data, its deployments), and
     * waits until it is ready.
     */
    public void restart(Site site) throws IOException, InterruptedException {
        ServerProcess process;
        synchronized (this) {
            requireOpen();
            process = startServer(site, false);
            this.processes.put(site, process);
        }
        process.awaitReady(this.settings.bootTimeout());
        this.progress.say(site.id() + " is up again");
    }

    /** A server's base directory ({@code jboss.server.base.dir}). */
    public Path base(Site site) {
        return this.settings.work().resolve(site.id());
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
        try {
            Runtime.getRuntime().removeShutdownHook(this.shutdownHook);
        } catch (IllegalStateException e) {
            // the JVM is shutting down: this is the hook, or it runs and finds the topology closed
        }
        this.progress.say("stopped");
    }

    private void stop(ServerProcess process) {
        this.progress.say("stopping " + process.site().id());
        process.stop();
    }

    private synchronized ServerProcess process(Site site) {
        ServerProcess process = this.processes.get(site);
        if (process == null) {
            throw new IllegalStateException(site.id() + " was not started");
        }
        return process;
    }

    private void requireOpen() {
        if (this.closed) {
            throw new IllegalStateException("the topology was closed while starting");
        }
    }

    private ServerProcess startServer(Site site, boolean fresh) throws IOException {
        StudyPorts ports = this.settings.ports();
        Path work = base(site);
        if (site == Site.MAIN) {
            return ServerProcess.start(site, this.settings.servers().resolve("main-server"), work, fresh, ports, this.settings.javaOpts(),
                    List.of(), Map.of("OUTPOST_DB_URL", this.settings.jdbcUrl()));
        }
        List<String> properties = new ArrayList<>(List.of("-Doutpost.edge.id=" + site.id(),
                "-Doutpost.main.url=http://127.0.0.1:" + ports.linkPort(StudyLink.stream(site)),
                "-Doutpost.forwarding.url=http://127.0.0.1:" + ports.linkPort(StudyLink.calls(site))));
        properties.addAll(this.settings.edgeProperties(site));
        return ServerProcess.start(site, this.settings.servers().resolve("edge-server"), work, fresh, ports, this.settings.javaOpts(),
                properties, Map.of());
    }

    private List<WanLink> links() {
        InetSocketAddress main = new InetSocketAddress(InetAddress.getLoopbackAddress(), this.settings.ports().httpPort(Site.MAIN));
        List<WanLink> links = new ArrayList<>();
        for (StudyLink link : StudyLink.values()) {
            WanLink wanLink = WanLink.of(link.id(), main, this.settings.wanDelay())
                    .withListen(new InetSocketAddress(InetAddress.getLoopbackAddress(), this.settings.ports().linkPort(link)))
                    .withBandwidth(this.settings.wanBandwidth())
                    .withClassifier(ConnectionKind.CLASSIFIER);
            links.add(link.isStream() ? wanLink.withFraming(this.settings.streamFraming()) : wanLink);
        }
        return links;
    }
}
