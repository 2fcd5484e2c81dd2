// SPDX-License-Identifier: Apache-2.0
package org.outpost.rubis.testsuite;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.time.Duration;

import org.jboss.as.controller.client.ModelControllerClient;
import org.jboss.as.controller.client.Operation;
import org.jboss.as.controller.client.OperationBuilder;
import org.jboss.dmr.ModelNode;

/**
 * The two servers of {@link RubisEdgeTestCase} (see {@code arquillian.xml}), reached through their management port:
 * main at port offset 300, an edge of it at offset 800.
 */
enum RubisServer {
    MAIN(10290, 8380),
    EDGE(10790, 8880);

    private final int managementPort;
    private final int httpPort;

    RubisServer(int managementPort, int httpPort) {
        this.managementPort = managementPort;
        this.httpPort = httpPort;
    }

    /** A new browser, without cookies, of the RUBiS pages on this server. */
    RubisPages browser() {
        return new RubisPages(this.httpPort);
    }

    /** Deploys {@code ear} under its file name; fails naming the server and the failure. */
    void deploy(Path ear) {
        ModelNode operation = operation("add", new ModelNode().add("deployment", ear.getFileName().toString()));
        operation.get("enabled").set(true);
        operation.get("content").add().get("input-stream-index").set(0);
        run(OperationBuilder.create(operation).addFileAsAttachment(ear.toFile()).build());
    }

    void undeployIfPresent(String name) {
        ModelNode names = operation("read-children-names", new ModelNode().setEmptyList());
        names.get("child-type").set("deployment");
        if (run(Operation.Factory.create(names)).asList().stream().anyMatch(child -> child.asString().equals(name))) {
            run(Operation.Factory.create(operation("remove", new ModelNode().add("deployment", name))));
        }
    }

    /** This server's figures ({@code /subsystem=outpost} attribute {@code replication}) of the streams of {@code deployment}, by stream id. */
    ModelNode streams(String deployment) {
        ModelNode read = operation("read-attribute", new ModelNode().add("subsystem", "outpost"));
        read.get("name").set("replication");
        ModelNode streams = new ModelNode().setEmptyObject();
        run(Operation.Factory.create(read)).asPropertyList().stream()
                .filter(stream -> stream.getValue().get("persistence-unit").asString().startsWith(deployment))
                .forEach(stream -> streams.get(stream.getName()).set(stream.getValue()));
        return streams;
    }

    /**
     * Waits until the edge follows every stream main runs for {@code deployment} and has applied all main committed
     * (a new edge installs a snapshot first); returns at once when the deployment replicates nothing.
     */
    static void awaitEdgeInStep(String deployment, Duration timeout) throws InterruptedException {
        long deadline = System.nanoTime() + timeout.toNanos();
        while (true) {
            ModelNode main = MAIN.streams(deployment);
            ModelNode edge = EDGE.streams(deployment);
            boolean inStep = main.keys().stream().allMatch(stream -> edge.has(stream)
                    && edge.get(stream, "subscription").asString().equals("CONNECTED")
                    && edge.get(stream, "applied-sequence").asLong() >= main.get(stream, "last-sequence").asLong());
            if (inStep) {
                return;
            }
            if (System.nanoTime() > deadline) {
                throw new AssertionError("the edge did not catch up with main within " + timeout + ": edge " + edge + ", main " + main);
            }
            Thread.sleep(200);
        }
    }

    private ModelNode run(Operation operation) {
        try (ModelControllerClient client = ModelControllerClient.Factory.create("127.0.0.1", this.managementPort)) {
            ModelNode outcome = client.execute(operation);
            assertEquals("success", outcome.get("outcome").asString(), () -> this + ": " + outcome);
            return outcome.get("result");
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static ModelNode operation(String name, ModelNode address) {
        ModelNode operation = new ModelNode();
        operation.get("operation").set(name);
        operation.get("address").set(address);
        return operation;
    }
}
