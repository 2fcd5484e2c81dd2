// SPDX-License-Identifier: Apache-2.0
package org.outpost.testsuite;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Path;

import org.jboss.as.controller.client.ModelControllerClient;
import org.jboss.as.controller.client.Operation;
import org.jboss.as.controller.client.OperationBuilder;
import org.jboss.dmr.ModelNode;
import org.jboss.shrinkwrap.api.Archive;
import org.jboss.shrinkwrap.api.exporter.ZipExporter;

/**
 * One of the two servers the testsuite runs (main and edge), reached through its management port.
 */
public enum Server {
    MAIN(9990, 8080, "outpost.main.home"),
    EDGE(10090, 8180, "outpost.edge.home");

    private final int managementPort;
    private final int httpPort;
    private final String homeProperty;

    Server(int managementPort, int httpPort, String homeProperty) {
        this.managementPort = managementPort;
        this.httpPort = httpPort;
        this.homeProperty = homeProperty;
    }

    /** The HTTP port: applications, and on main the edges' broker, replay and snapshot connections. */
    public int httpPort() {
        return this.httpPort;
    }

    /** {@code /subsystem=outpost:read-attribute(name=replication)}: the figures of each change stream. */
    public ModelNode replication() {
        ModelNode operation = operation("read-attribute", subsystemAddress());
        operation.get("name").set("replication");
        return success(execute(Operation.Factory.create(operation)));
    }

    /** Removes a deployment, failing the test if that fails. */
    public void undeploy(String name) {
        success(execute(Operation.Factory.create(operation("remove", new ModelNode().add("deployment", name)))));
    }

    /** Runs a management operation, failing the test unless it succeeds; returns its result. */
    public ModelNode run(ModelNode operation) {
        return success(execute(Operation.Factory.create(operation)));
    }

    Path home() {
        return Path.of(System.getProperty(this.homeProperty));
    }

    /** {@code /subsystem=outpost:read-resource(include-runtime=true)}. */
    ModelNode readOutpostSubsystem() {
        ModelNode operation = operation("read-resource", subsystemAddress());
        operation.get("include-runtime").set(true);
        return success(execute(Operation.Factory.create(operation)));
    }

    /** Deploys an archive and returns the raw outcome, success or failure. */
    public ModelNode deploy(Archive<?> archive) {
        ModelNode operation = operation("add", new ModelNode().add("deployment", archive.getName()));
        operation.get("enabled").set(true);
        operation.get("content").add().get("input-stream-index").set(0);
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        archive.as(ZipExporter.class).exportTo(bytes);
        return execute(OperationBuilder.create(operation).addInputStream(new ByteArrayInputStream(bytes.toByteArray())).build());
    }

    public boolean hasDeployment(String name) {
        ModelNode operation = operation("read-children-names", new ModelNode().setEmptyList());
        operation.get("child-type").set("deployment");
        return success(execute(Operation.Factory.create(operation))).asList().stream().anyMatch(child -> child.asString().equals(name));
    }

    private static ModelNode subsystemAddress() {
        return new ModelNode().add("subsystem", "outpost");
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

    private static ModelNode success(ModelNode outcome) {
        assertEquals("success", outcome.get("outcome").asString(), outcome::toString);
        return outcome.get("result");
    }
}
