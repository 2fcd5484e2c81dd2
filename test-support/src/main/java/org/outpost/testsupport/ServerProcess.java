// SPDX-License-Identifier: Apache-2.0
package org.outpost.testsupport;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.TimeUnit;

import org.jboss.dmr.ModelNode;

/**
 * A WildFly server this JVM starts from a provisioned directory, for tests and benchmarks that kill a server the hard
 * way ({@code kill -9}) and start it again, which a managed Arquillian container does not offer. The server runs from
 * {@code bin/standalone.sh} in the background of its script ({@code LAUNCH_JBOSS_IN_BACKGROUND}), its output in a log
 * file, its JVM's pid in a pid file next to it; {@link #start} returns once the management interface reports it
 * running. Stopping ({@link #close()}) asks the JVM to shut down cleanly and kills it after 30 s.
 */
public final class ServerProcess implements AutoCloseable {

    private static final Duration STOP_TIMEOUT = Duration.ofSeconds(30);
    private static final int LOG_TAIL_LINES = 40;

    /**
     * What to start.
     *
     * @param home        the server's directory (a copy of a provisioned server: it writes its data and logs there)
     * @param name        what messages call it, also the log file's name ({@code <name>.log} in {@code home}'s parent)
     * @param portOffset  {@code jboss.socket.binding.port-offset}
     * @param javaOptions {@code JAVA_OPTS} (heap and the like)
     * @param arguments   more arguments of {@code standalone.sh}, typically {@code -Dname=value}
     * @param environment more environment variables
     */
    public record Launch(Path home, String name, int portOffset, String javaOptions, List<String> arguments,
                         Map<String, String> environment) {

        public Launch {
            arguments = List.copyOf(arguments);
            environment = Map.copyOf(environment);
        }

        /** The server's management client (on 127.0.0.1); close it. */
        public WildFlyServer server() {
            return WildFlyServer.onLoopback(this.name, this.portOffset);
        }

        Path log() {
            return this.home.toAbsolutePath().getParent().resolve(this.name + ".log");
        }

        Path pidFile() {
            return this.home.toAbsolutePath().getParent().resolve(this.name + ".pid");
        }
    }

    private final Launch launch;
    private final Process script;
    private final ProcessHandle jvm;

    private ServerProcess(Launch launch, Process script, ProcessHandle jvm) {
        this.launch = launch;
        this.script = script;
        this.jvm = jvm;
    }

    /**
     * Starts the server and waits until it runs.
     *
     * @throws IllegalStateException naming the server and quoting its log when it exits or does not run within
     *                               {@code timeout} (it is then stopped)
     */
    public static ServerProcess start(Launch launch, Duration timeout) throws InterruptedException {
        Path log = launch.log();
        List<String> command = new ArrayList<>();
        command.add(launch.home().resolve("bin/standalone.sh").toString());
        command.add("-Djboss.socket.binding.port-offset=" + launch.portOffset());
        command.addAll(launch.arguments());
        ProcessBuilder builder = new ProcessBuilder(command).redirectErrorStream(true)
                .redirectOutput(ProcessBuilder.Redirect.to(log.toFile()))
                .redirectInput(ProcessBuilder.Redirect.from(new java.io.File("/dev/null")));
        builder.environment().putAll(launch.environment());
        builder.environment().put("JAVA_OPTS", launch.javaOptions());
        builder.environment().put("LAUNCH_JBOSS_IN_BACKGROUND", "1");
        builder.environment().put("JBOSS_PIDFILE", launch.pidFile().toString());
        Process script;
        try {
            Files.deleteIfExists(launch.pidFile());
            script = builder.start();
        } catch (IOException e) {
            throw new UncheckedIOException("Cannot start " + launch.name() + " from " + launch.home(), e);
        }
        long deadline = System.nanoTime() + timeout.toNanos();
        ProcessHandle jvm = awaitPid(launch, script, deadline);
        ServerProcess process = new ServerProcess(launch, script, jvm);
        try (WildFlyServer server = launch.server()) {
            while (!process.running(server)) {
                if (!jvm.isAlive() || System.nanoTime() > deadline) {
                    throw new IllegalStateException(launch.name() + " did not start within " + timeout.toSeconds()
                            + " s (" + (jvm.isAlive() ? "still starting" : "exited") + "); end of " + log + ":\n" + tail(log));
                }
                Thread.sleep(200);
            }
        } catch (RuntimeException | InterruptedException e) {
            process.close();
            throw e;
        }
        return process;
    }

    /** The server's JVM, as its script wrote it to the pid file. */
    private static ProcessHandle awaitPid(Launch launch, Process script, long deadline) throws InterruptedException {
        while (true) {
            Optional<ProcessHandle> jvm = readPid(launch.pidFile()).flatMap(ProcessHandle::of);
            if (jvm.isPresent()) {
                return jvm.get();
            }
            if (!script.isAlive() || System.nanoTime() > deadline) {
                script.destroyForcibly();
                throw new IllegalStateException(launch.name() + " wrote no pid to " + launch.pidFile() + "; end of "
                        + launch.log() + ":\n" + tail(launch.log()));
            }
            Thread.sleep(100);
        }
    }

    private static Optional<Long> readPid(Path pidFile) {
        try {
            String text = Files.readString(pidFile, StandardCharsets.US_ASCII).strip();
            return text.isEmpty() ? Optional.empty() : Optional.of(Long.parseLong(text));
        } catch (IOException | NumberFormatException e) {
            return Optional.empty();
        }
    }

    private boolean running(WildFlyServer server) {
        try {
            ModelNode operation = new ModelNode();
            operation.get("operation").set("read-attribute");
            operation.get("address").setEmptyList();
            operation.get("name").set("server-state");
            return "running".equals(server.run(operation).asString());
        } catch (RuntimeException e) {
            server.close();
            return false;
        }
    }

    public Launch launch() {
        return this.launch;
    }

    /** The server's JVM process id. */
    public long pid() {
        return this.jvm.pid();
    }

    /** Kills the server's JVM at once (SIGKILL, like {@code kill -9}: no shutdown hook runs) and waits until it is gone. */
    public void killHard() throws InterruptedException {
        this.jvm.destroyForcibly();
        awaitExit(STOP_TIMEOUT);
    }

    /** Stops the server (SIGTERM: a clean shutdown), killing it if it still runs after 30 s. */
    @Override
    public void close() {
        try {
            if (this.jvm.isAlive()) {
                this.jvm.destroy();
                if (!awaitExit(STOP_TIMEOUT)) {
                    this.jvm.destroyForcibly();
                    awaitExit(STOP_TIMEOUT);
                }
            }
        } catch (InterruptedException e) {
            this.jvm.destroyForcibly();
            Thread.currentThread().interrupt();
        }
    }

    private boolean awaitExit(Duration timeout) throws InterruptedException {
        long deadline = System.nanoTime() + timeout.toNanos();
        while (this.jvm.isAlive()) {
            if (System.nanoTime() > deadline) {
                return false;
            }
            Thread.sleep(50);
        }
        return this.script.waitFor(Math.max(1, (deadline - System.nanoTime()) / 1_000_000), TimeUnit.MILLISECONDS);
    }

    private static String tail(Path log) {
        try {
            List<String> lines = Files.readAllLines(log, StandardCharsets.UTF_8);
            return String.join("\n", lines.subList(Math.max(0, lines.size() - LOG_TAIL_LINES), lines.size()));
        } catch (IOException | UncheckedIOException e) {
            return "(log unreadable: " + e.getMessage() + ")";
        }
    }

    @Override
    public String toString() {
        return this.launch.name() + " (pid " + this.jvm.pid() + ", port offset " + this.launch.portOffset() + ")";
    }
}
