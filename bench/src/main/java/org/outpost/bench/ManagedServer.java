// SPDX-License-Identifier: Apache-2.0
package org.outpost.bench;

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

/** A running WildFly (main or the edge) reached through its management port on 127.0.0.1. */
final class ManagedServer implements AutoCloseable {

    private final String name;
    private final ModelControllerClient client;

    ManagedServer(String name, int managementPort) {
        this.name = name;
        try {
            this.client = ModelControllerClient.Factory.create("127.0.0.1", managementPort);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    @Override
    public String toString() {
        return this.name;
    }

    /** Deploys and enables an archive; fails with the server's outcome unless it succeeds. */
    void deploy(Archive<?> archive) {
        ModelNode operation = operation("add", new ModelNode().add("deployment", archive.getName()));
        operation.get("enabled").set(true);
        operation.get("content").add().get("input-stream-index").set(0);
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        archive.as(ZipExporter.class).exportTo(bytes);
        success(execute(OperationBuilder.create(operation).addInputStream(new ByteArrayInputStream(bytes.toByteArray())).build()),
                "deploy " + archive.getName());
    }

    /** Undeploys and removes a deployment. */
    void undeploy(String deployment) {
        success(execute(Operation.Factory.create(operation("remove", new ModelNode().add("deployment", deployment)))),
                "undeploy " + deployment);
    }

    /**
     * The figures of the change stream of {@code deployment} ({@code /subsystem=outpost:read-attribute(name=replication)}),
     * or {@code null} while it has none.
     */
    ModelNode stream(String deployment) {
        ModelNode operation = operation("read-attribute", new ModelNode().add("subsystem", "outpost"));
        operation.get("name").set("replication");
        ModelNode streams = success(execute(Operation.Factory.create(operation)), "read replication figures");
        if (!streams.isDefined()) {
            return null;
        }
        for (String stream : streams.keys()) {
            if (streams.get(stream, "persistence-unit").asString().contains(deployment)) {
                ModelNode figures = streams.get(stream).clone();
                figures.get("stream").set(stream);
                return figures;
            }
        }
        return null;
    }

    private static ModelNode operation(String name, ModelNode address) {
        ModelNode operation = new ModelNode();
        operation.get("operation").set(name);
        operation.get("address").set(address);
        return operation;
    }

    private ModelNode execute(Operation operation) {
        try {
            return this.client.execute(operation);
        } catch (IOException e) {
            throw new UncheckedIOException(this.name + ": management operation failed: " + e.getMessage(), e);
        }
    }

    private ModelNode success(ModelNode outcome, String what) {
        if (!"success".equals(outcome.get("outcome").asString())) {
            throw new IllegalStateException(this.name + ": " + what + " failed: " + outcome.get("failure-description"));
        }
        return outcome.get("result");
    }

    @Override
    public void close() {
        try {
            this.client.close();
        } catch (IOException e) {
            // closing: nothing to do
        }
    }
}
