// SPDX-License-Identifier: Apache-2.0
package org.outpost.testsupport;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.UnknownHostException;
import java.nio.file.Path;
import java.time.Duration;
import java.util.concurrent.CancellationException;
import java.util.concurrent.ExecutionException;

import org.jboss.as.controller.client.ModelControllerClient;
import org.jboss.as.controller.client.Operation;
import org.jboss.as.controller.client.OperationBuilder;
import org.jboss.dmr.ModelNode;
import org.jboss.shrinkwrap.api.Archive;
import org.jboss.shrinkwrap.api.exporter.ZipExporter;

/**
 * A running WildFly (a main or an edge) reached through its management port: deployments, management operations and
 * the {@code outpost} subsystem's figures. A failed operation throws {@link IllegalStateException} naming the server,
 * what failed and the server's failure description; an unreachable server {@link UncheckedIOException}.
 * <p>
 * The management connection opens on first use and stays open until {@link #close()}; one instance may be used from
 * several threads.
 */
public final class WildFlyServer implements AutoCloseable {

    /** WildFly's HTTP port without a port offset. */
    public static final int HTTP_PORT = 8080;
    /** WildFly's management port without a port offset. */
    public static final int MANAGEMENT_PORT = 9990;

    private static final Duration POLL = Duration.ofMillis(100);

    private final String name;
    private final String host;
    private final int managementPort;
    private final int httpPort;
    private ModelControllerClient client;

    /**
     * @param name           what messages call it ({@code main}, {@code edge-1})
     * @param host           the address of its management and HTTP interfaces
     * @param managementPort its management port
     * @param httpPort       its HTTP port (applications; on main also the edges' broker, replay and snapshot connections)
     */
    public WildFlyServer(String name, String host, int managementPort, int httpPort) {
        this.name = name;
        this.host = host;
        this.managementPort = managementPort;
        this.httpPort = httpPort;
    }

    /** A server on 127.0.0.1 started with {@code jboss.socket.binding.port-offset=portOffset}. */
    public static WildFlyServer onLoopback(String name, int portOffset) {
        return new WildFlyServer(name, "127.0.0.1", MANAGEMENT_PORT + portOffset, HTTP_PORT + portOffset);
    }

    public String name() {
        return this.name;
    }

    public String host() {
        return this.host;
    }

    public int managementPort() {
        return this.managementPort;
    }

    public int httpPort() {
        return this.httpPort;
    }

    @Override
    public String toString() {
        return this.name;
    }

    /** Deploys and enables an archive under its name; fails unless the deployment succeeds. */
    public void deploy(Archive<?> archive) {
        success(deployOutcome(archive), "deploy " + archive.getName());
    }

    /** Deploys and enables an EAR (or any deployment) file under its file name; fails unless the deployment succeeds. */
    public void deploy(Path file) {
        String deployment = file.getFileName().toString();
        success(execute(OperationBuilder.create(deployOperation(deployment)).addFileAsAttachment(file.toFile()).build()),
                "deploy " + file);
    }

    /** Deploys and enables an archive, and returns the server's outcome as it is, success or failure. */
    public ModelNode deployOutcome(Archive<?> archive) {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        archive.as(ZipExporter.class).exportTo(bytes);
        return execute(OperationBuilder.create(deployOperation(archive.getName()))
                .addInputStream(new ByteArrayInputStream(bytes.toByteArray())).build());
    }

    /** Undeploys and removes a deployment; fails unless it is there and goes. */
    public void undeploy(String deployment) {
        run(operation("remove", new ModelNode().add("deployment", deployment)));
    }

    /** Undeploys and removes a deployment if the server has it. */
    public void undeployIfPresent(String deployment) {
        if (hasDeployment(deployment)) {
            undeploy(deployment);
        }
    }

    public boolean hasDeployment(String deployment) {
        ModelNode names = operation("read-children-names", new ModelNode().setEmptyList());
        names.get("child-type").set("deployment");
        return run(names).asList().stream().anyMatch(child -> child.asString().equals(deployment));
    }

    /** Runs a management operation; its result, or a failure naming this server, the operation and why. */
    public ModelNode run(ModelNode operation) {
        return success(execute(Operation.Factory.create(operation)), operation.get("operation").asString() + " "
                + operation.get("address").asString());
    }

    /** {@code /subsystem=outpost:read-resource(include-runtime=true)}. */
    public ModelNode readOutpostSubsystem() {
        ModelNode operation = operation("read-resource", outpostAddress());
        operation.get("include-runtime").set(true);
        return run(operation);
    }

    /** {@code /subsystem=outpost:read-attribute(name=...)}. */
    public ModelNode outpostAttribute(String attribute) {
        ModelNode operation = operation("read-attribute", outpostAddress());
        operation.get("name").set(attribute);
        return run(operation);
    }

    /** The forwarding and bookmark counters: the {@code outpost} subsystem's attribute {@code forwarding}. */
    public ModelNode forwarding() {
        return outpostAttribute("forwarding");
    }

    /**
     * The figures of each change stream this server runs for {@code deployment} (attribute {@code replication} of the
     * {@code outpost} subsystem, the streams whose persistence unit belongs to the deployment), by stream id; an empty
     * object when it runs none.
     */
    public ModelNode streams(String deployment) {
        return ChangeStreams.of(outpostAttribute("replication"), deployment);
    }

    /**
     * The figures of the only change stream of {@code deployment}, with its id added as {@code stream}; fails when the
     * deployment has none or several.
     */
    public ModelNode stream(String deployment) {
        return ChangeStreams.only(streams(deployment), this + ": " + deployment);
    }

    /**
     * On an edge, waits until it is in step with {@code main} for {@code deployment}: for every stream main runs for it,
     * the edge's subscription is {@code CONNECTED} and its {@code applied-sequence} has reached main's
     * {@code last-sequence} (an edge starts cut off, and installs a snapshot or replays before it follows main). Returns
     * at once when main runs no stream for the deployment.
     *
     * @return this edge's streams of the deployment as last read
     * @throws IllegalStateException when not in step within {@code timeout}, with both servers' figures
     */
    public ModelNode awaitInStepWith(WildFlyServer main, String deployment, Duration timeout) throws InterruptedException {
        long deadline = System.nanoTime() + timeout.toNanos();
        while (true) {
            ModelNode mainStreams = main.streams(deployment);
            ModelNode edgeStreams = streams(deployment);
            if (ChangeStreams.inStep(mainStreams, edgeStreams)) {
                return edgeStreams;
            }
            if (System.nanoTime() > deadline) {
                throw new IllegalStateException(this + " was not in step with " + main + " for " + deployment + " within "
                        + timeout.toSeconds() + " s: " + this + " " + edgeStreams + ", " + main + " " + mainStreams);
            }
            Thread.sleep(POLL.toMillis());
        }
    }

    /**
     * Reloads the server ({@code :reload}) and waits until it runs again and its deployments are up. The server is
     * suspended first ({@code :suspend}): the old server then answers {@code suspend-state} {@code SUSPENDED} until it
     * goes down, and only the reloaded one answers {@code server-state} {@code running} with {@code suspend-state}
     * {@code RUNNING}, so the wait cannot mistake the server before the reload for the one after it; and so the answer
     * to {@code :reload}, which the server may not send before it closes the management channel, is not needed.
     *
     * @throws IllegalStateException when it does not run again within {@code timeout}
     */
    public void reload(Duration timeout) throws InterruptedException {
        ModelNode suspend = operation("suspend", new ModelNode().setEmptyList());
        suspend.get("suspend-timeout").set(0);
        run(suspend);
        try {
            run(operation("reload", new ModelNode().setEmptyList()));
        } catch (UncheckedIOException e) {
            if (!closedBeforeItsAnswer(e)) {
                throw e;
            }
            // The server went down before its answer reached us: the wait below tells whether it reloaded.
        }
        close();
        long deadline = System.nanoTime() + timeout.toNanos();
        while (!runningAndResumed()) {
            if (System.nanoTime() > deadline) {
                throw new IllegalStateException(this + " did not run again within " + timeout.toSeconds() + " s of :reload");
            }
            Thread.sleep(POLL.toMillis() * 5);
        }
    }

    /**
     * Whether an operation failed because the server closed the management channel before its answer, as a server
     * that reloads may do with the answer to {@code :reload}: the client then cancels the operation.
     */
    private static boolean closedBeforeItsAnswer(Throwable failure) {
        for (Throwable cause = failure; cause != null; cause = cause.getCause()) {
            if (cause instanceof CancellationException || cause instanceof ExecutionException) {
                return true;
            }
        }
        return false;
    }

    /** Whether the server answers that it is running and not suspended; false while it cannot answer. */
    private boolean runningAndResumed() {
        try {
            return "running".equals(run(readAttribute("server-state")).asString())
                    && "RUNNING".equals(run(readAttribute("suspend-state")).asString());
        } catch (IllegalStateException | UncheckedIOException e) {
            close();
            return false;
        }
    }

    private static ModelNode readAttribute(String name) {
        ModelNode read = operation("read-attribute", new ModelNode().setEmptyList());
        read.get("name").set(name);
        return read;
    }

    @Override
    public synchronized void close() {
        if (this.client != null) {
            try {
                this.client.close();
            } catch (IOException e) {
                // closing: nothing left to do with it
            }
            this.client = null;
        }
    }

    private static ModelNode outpostAddress() {
        return new ModelNode().add("subsystem", "outpost");
    }

    private static ModelNode deployOperation(String deployment) {
        ModelNode operation = operation("add", new ModelNode().add("deployment", deployment));
        operation.get("enabled").set(true);
        operation.get("content").add().get("input-stream-index").set(0);
        return operation;
    }

    private static ModelNode operation(String name, ModelNode address) {
        ModelNode operation = new ModelNode();
        operation.get("operation").set(name);
        operation.get("address").set(address);
        return operation;
    }

    private ModelNode execute(Operation operation) {
        try {
            return client().execute(operation);
        } catch (IOException e) {
            throw new UncheckedIOException(this + ": management operation at " + this.host + ":" + this.managementPort
                    + " failed: " + e.getMessage(), e);
        }
    }

    private synchronized ModelControllerClient client() throws UnknownHostException {
        if (this.client == null) {
            this.client = ModelControllerClient.Factory.create(this.host, this.managementPort);
        }
        return this.client;
    }

    private ModelNode success(ModelNode outcome, String what) {
        if (!"success".equals(outcome.get("outcome").asString())) {
            ModelNode why = outcome.hasDefined("failure-description") ? outcome.get("failure-description") : outcome;
            throw new IllegalStateException(this + ": " + what + " failed: " + why);
        }
        return outcome.get("result");
    }
}
