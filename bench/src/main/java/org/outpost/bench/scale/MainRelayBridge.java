// SPDX-License-Identifier: Apache-2.0
package org.outpost.bench.scale;

import java.net.InetSocketAddress;

import org.jboss.dmr.ModelNode;
import org.outpost.changestream.transport.BrokerCredentials;
import org.outpost.testsupport.WildFlyServer;

/**
 * The core bridge on main's embedded broker that feeds one region's {@link RegionalRelay}, added and removed through
 * main's management API as an operator would with the CLI commands of {@code docs/operations.md}: an outbound socket
 * binding to the relay's acceptor, a remote connector over it, a durable queue on the change topic's address, which
 * holds what the relay has not received yet (while the relay or the WAN is down), and the bridge, which forwards each
 * message of that queue to the relay's topic address with routing type {@code STRIP} (a bridge to a topic drops its
 * messages with the default {@code PASS}) and without a duplicate-detection property (edges skip duplicates by
 * sequence). Every resource is named after the region: {@code outpost-relay-<region>}, queue
 * {@code outpost.relay.<region>}. None needs a reload of main.
 */
public final class MainRelayBridge {

    private static final String STANDARD_SOCKETS = "standard-sockets";

    private MainRelayBridge() {
    }

    /** Adds the bridge of {@code region} to the relay at {@code relay} (the address main connects to). */
    public static void add(WildFlyServer main, String region, InetSocketAddress relay, BrokerCredentials credentials) {
        String name = name(region);
        ModelNode binding = operation("add", socketBinding(name));
        binding.get("host").set(relay.getHostString());
        binding.get("port").set(relay.getPort());
        main.run(binding);
        ModelNode connector = operation("add", messaging("remote-connector", name));
        connector.get("socket-binding").set(name);
        main.run(connector);
        ModelNode queue = operation("add", messaging("queue", queue(region)));
        queue.get("queue-address").set(RegionalRelay.TOPIC_ADDRESS);
        queue.get("durable").set(true);
        queue.get("routing-type").set("MULTICAST");
        main.run(queue);
        ModelNode bridge = operation("add", messaging("bridge", name));
        bridge.get("queue-name").set(queue(region));
        bridge.get("forwarding-address").set(RegionalRelay.TOPIC_ADDRESS);
        bridge.get("static-connectors").add(name);
        bridge.get("routing-type").set("STRIP");
        bridge.get("use-duplicate-detection").set(false);
        bridge.get("reconnect-attempts").set(-1);
        bridge.get("user").set(credentials.user());
        bridge.get("password").set(credentials.password());
        main.run(bridge);
    }

    /** Removes what {@link #add} added, the queue with whatever it still holds. */
    public static void remove(WildFlyServer main, String region) {
        String name = name(region);
        main.run(operation("remove", messaging("bridge", name)));
        main.run(operation("remove", messaging("queue", queue(region))));
        main.run(operation("remove", messaging("remote-connector", name)));
        main.run(operation("remove", socketBinding(name)));
    }

    private static String name(String region) {
        return "outpost-relay-" + region;
    }

    private static String queue(String region) {
        return "outpost.relay." + region;
    }

    private static ModelNode socketBinding(String name) {
        return new ModelNode().add("socket-binding-group", STANDARD_SOCKETS).add("remote-destination-outbound-socket-binding", name);
    }

    private static ModelNode messaging(String type, String name) {
        return new ModelNode().add("subsystem", "messaging-activemq").add("server", "default").add(type, name);
    }

    private static ModelNode operation(String name, ModelNode address) {
        ModelNode operation = new ModelNode();
        operation.get("operation").set(name);
        operation.get("address").set(address);
        return operation;
    }
}
