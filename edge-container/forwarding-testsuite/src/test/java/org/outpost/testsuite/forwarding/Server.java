// SPDX-License-Identifier: Apache-2.0
package org.outpost.testsuite.forwarding;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.UncheckedIOException;

import org.jboss.as.controller.client.ModelControllerClient;
import org.jboss.as.controller.client.Operation;
import org.jboss.as.controller.client.OperationBuilder;
import org.jboss.dmr.ModelNode;
import org.jboss.shrinkwrap.api.Archive;
import org.jboss.shrinkwrap.api.exporter.ZipExporter;

/**
 * The two servers of this suite (see {@code arquillian.xml}), reached through their management port.
 */
public enum Server {
    MAIN(10590, 8680),
    EDGE(10690, 8780);

    private final int managementPort;
    private final int httpPort;

    Server(int managementPort, int httpPort) {
        this.managementPort = managementPort;
        this.httpPort = httpPort;
    }

    public int httpPort() {
        return this.httpPort;
    }

    /** {@code /subsystem=outpost:read-attribute(name=...)}. */
    public ModelNode outpostAttribute(String name) {
        ModelNode operation = operation("read-attribute", new ModelNode().add("subsystem", "outpost"));
        operation.get("name").set(name);
        return run(operation);
    }

    /** The forwarding counters of this server. */
    public ModelNode forwarding() {
        return outpostAttribute("forwarding");
    }

    /** The figures of this server's only stream of {@code deployment}. */
    public ModelNode stream(String deployment) {
        ModelNode streams = outpostAttribute("replication");
        for (String stream : streams.keys()) {
            if (streams.get(stream, "persistence-unit").asString().contains(deployment)) {
                return streams.get(stream);
            }
        }
        throw new AssertionError("no stream of " + deployment + " on " + this + ": " + streams);
    }

    /**
     * Waits until the edge follows main's stream of {@code deployment} and applied all main committed: an edge starts
     * cut off, and its first subscription takes several round trips over the WAN.
     */
    static void awaitEdgeInStep(String deployment, java.time.Duration timeout) throws InterruptedException {
        long deadline = System.nanoTime() + timeout.toNanos();
        String last = "";
        while (System.nanoTime() < deadline) {
            ModelNode edge = EDGE.stream(deployment);
            ModelNode main = MAIN.stream(deployment);
            if (edge.get("subscription").asString().equals("CONNECTED")
                    && edge.get("applied-sequence").asLong() >= main.get("last-sequence").asLong()) {
                return;
            }
            last = "edge " + edge + ", main " + main;
            Thread.sleep(200);
        }
        throw new AssertionError("the edge did not catch up with main within " + timeout + ": " + last);
    }

    public ModelNode deploy(Archive<?> archive) {
        ModelNode operation = operation("add", new ModelNode().add("deployment", archive.getName()));
        operation.get("enabled").set(true);
        operation.get("content").add().get("input-stream-index").set(0);
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        archive.as(ZipExporter.class).exportTo(bytes);
        return execute(OperationBuilder.create(operation).addInputStream(new ByteArrayInputStream(bytes.toByteArray())).build());
    }

    public void undeployIfPresent(String name) {
        ModelNode names = operation("read-children-names", new ModelNode().setEmptyList());
        names.get("child-type").set("deployment");
        if (run(names).asList().stream().anyMatch(child -> child.asString().equals(name))) {
            run(operation("remove", new ModelNode().add("deployment", name)));
        }
    }

    public ModelNode run(ModelNode operation) {
        ModelNode outcome = execute(Operation.Factory.create(operation));
        assertEquals("success", outcome.get("outcome").asString(), () -> this + ": " + outcome);
        return outcome.get("result");
    }

    private static ModelNode operation(String name, ModelNode address) {
        ModelNode operation = new ModelNode();
        operation.get("operation").set(name);
        operation.get("address").set(address);
        return operation;
    }

    private ModelNode execute(Operation operation) {
        try (ModelControllerClient client = ModelControllerClient.Factory.create("127.0.0.1", this.managementPort)) {
            return client.execute(operation);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
