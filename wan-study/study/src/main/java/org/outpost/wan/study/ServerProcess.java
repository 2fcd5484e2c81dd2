// SPDX-License-Identifier: Apache-2.0
package org.outpost.wan.study;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;

/**
 * One WildFly of the topology: a provisioned installation started with a server base directory of its own (a fresh
 * copy of the installation's {@code standalone/} without its data and logs), so that several servers share one
 * installation, and each starts with an empty replica store. {@code standalone.sh} runs with
 * {@code LAUNCH_JBOSS_IN_BACKGROUND}, so that a SIGTERM to it stops the server cleanly.
 */
final class ServerProcess {

    private static final Duration STOP_TIMEOUT = Duration.ofSeconds(30);
    private static final Duration POLL = Duration.ofMillis(500);
    private static final Set<String> NOT_COPIED = Set.of("data", "log", "tmp");
    private static final int LOG_LINES_SHOWN = 20;

    private final Site site;
    private final Process process;
    private final Path log;
    private final URI readiness;

    private ServerProcess(Site site, Process process, Path log, URI readiness) {
        this.site = site;
        this.process = process;
        this.log = log;
        this.readiness = readiness;
    }

    /**
     * Starts a server; it boots in the background ({@link #awaitReady}).
     *
     * @param home       the provisioned installation
     * @param base       the server's base directory: replaced by a fresh copy of the installation's when
     *                   {@code fresh}, else started again as it was left (data, deployments and all; the console log
     *                   appended to)
     * @param fresh      whether to start from a fresh base directory
     * @param ports      the topology's ports
     * @param properties system properties beyond the port offset, node and transaction ids
     * @param environment environment variables beyond {@code JAVA_OPTS}
     */
    static ServerProcess start(Site site, Path home, Path base, boolean fresh, StudyPorts ports, String javaOpts,
            List<String> properties, Map<String, String> environment) throws IOException {
        if (fresh) {
            copyBase(home.resolve("standalone"), base);
        }
        Path log = base.resolve("console.log");
        List<String> command = new ArrayList<>(List.of(home.resolve("bin/standalone.sh").toString(),
                "-Djboss.server.base.dir=" + base, "-Djboss.socket.binding.port-offset=" + ports.offset(site),
                "-Djboss.node.name=" + site.id(), "-Djboss.tx.node.id=wan-" + site.id()));
        command.addAll(properties);
        ProcessBuilder builder = new ProcessBuilder(command).redirectErrorStream(true)
                .redirectOutput(fresh ? ProcessBuilder.Redirect.to(log.toFile()) : ProcessBuilder.Redirect.appendTo(log.toFile()));
        builder.environment().putAll(environment);
        builder.environment().put("JAVA_OPTS", javaOpts);
        builder.environment().put("LAUNCH_JBOSS_IN_BACKGROUND", "1");
        builder.environment().put("JBOSS_PIDFILE", base.resolve("server.pid").toString());
        URI readiness = URI.create("http://127.0.0.1:" + ports.managementPort(site) + "/health/ready");
        return new ServerProcess(site, builder.start(), log, readiness);
    }

    /** Waits until the server reports itself ready; fails with the end of its log if it stops or takes too long. */
    void awaitReady(Duration timeout) throws InterruptedException {
        HttpClient http = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(1)).build();
        long deadline = System.nanoTime() + timeout.toNanos();
        while (true) {
            if (!this.process.isAlive()) {
                throw new IllegalStateException(this.site.id() + " stopped while booting (exit " + this.process.exitValue() + ")" + logTail());
            }
            if (ready(http)) {
                return;
            }
            if (System.nanoTime() > deadline) {
                throw new IllegalStateException(this.site.id() + " was not ready within " + timeout.toSeconds() + " s" + logTail());
            }
            Thread.sleep(POLL.toMillis());
        }
    }

    /** Whether the server's process is still there (it may have died by itself, e.g. a crash of its JVM). */
    boolean isAlive() {
        return this.process.isAlive();
    }

    /** Stops the server with SIGTERM (a clean shutdown), and kills it if it is still there after 30 s. */
    void stop() {
        List<ProcessHandle> tree = new ArrayList<>(this.process.descendants().toList());
        tree.add(this.process.toHandle());
        this.process.destroy();
        long deadline = System.nanoTime() + STOP_TIMEOUT.toNanos();
        for (ProcessHandle handle : tree) {
            try {
                handle.onExit().get(Math.max(0, deadline - System.nanoTime()), TimeUnit.NANOSECONDS);
            } catch (Exception e) {
                handle.destroyForcibly();
            }
        }
    }

    /** Kills the server at once (SIGKILL, like {@code kill -9}: no shutdown hook runs) and waits until it is gone. */
    void kill() {
        List<ProcessHandle> tree = new ArrayList<>(this.process.descendants().toList());
        tree.forEach(ProcessHandle::destroyForcibly);
        this.process.destroyForcibly();
        tree.add(this.process.toHandle());
        for (ProcessHandle handle : tree) {
            try {
                handle.onExit().get(STOP_TIMEOUT.toMillis(), TimeUnit.MILLISECONDS);
            } catch (Exception e) {
                // gone or unkillable: nothing more to do
            }
        }
    }

    Site site() {
        return this.site;
    }

    Path log() {
        return this.log;
    }

    private boolean ready(HttpClient http) throws InterruptedException {
        try {
            return http.send(HttpRequest.newBuilder(this.readiness).timeout(Duration.ofSeconds(2)).build(),
                    HttpResponse.BodyHandlers.discarding()).statusCode() == 200;
        } catch (IOException e) {
            return false;
        }
    }

    private String logTail() {
        try {
            List<String> lines = Files.readAllLines(this.log);
            return "; last lines of " + this.log + ":\n" + String.join("\n", lines.subList(Math.max(0, lines.size() - LOG_LINES_SHOWN), lines.size()));
        } catch (IOException e) {
            return "; its log " + this.log + " cannot be read: " + e.getMessage();
        }
    }

    private static void copyBase(Path standalone, Path base) throws IOException {
        deleteTree(base);
        try (Stream<Path> files = Files.walk(standalone)) {
            for (Path source : (Iterable<Path>) files::iterator) {
                Path relative = standalone.relativize(source);
                if (relative.getNameCount() > 0 && NOT_COPIED.contains(relative.getName(0).toString())) {
                    continue;
                }
                Path target = base.resolve(relative.toString());
                if (Files.isDirectory(source)) {
                    Files.createDirectories(target);
                } else {
                    Files.copy(source, target);
                }
            }
        }
    }

    static void deleteTree(Path root) throws IOException {
        if (!Files.exists(root)) {
            return;
        }
        try (Stream<Path> files = Files.walk(root)) {
            files.sorted(Comparator.reverseOrder()).forEach(path -> {
                try {
                    Files.delete(path);
                } catch (IOException e) {
                    throw new UncheckedIOException("Cannot delete " + path, e);
                }
            });
        }
    }
}
