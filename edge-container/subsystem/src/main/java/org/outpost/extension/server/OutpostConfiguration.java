// SPDX-License-Identifier: Apache-2.0
package org.outpost.extension.server;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

import org.jboss.as.controller.OperationFailedException;
import org.jboss.dmr.ModelNode;
import org.outpost.annotation.DescriptorToken;
import org.outpost.annotation.DisconnectedPolicy;
import org.outpost.changestream.outbox.RetentionPolicy;

/**
 * The resolved settings of the {@code outpost} subsystem on one server.
 *
 * @param role what this server is
 * @param edgeId the name of this edge (its durable subscription); required on an edge
 * @param mainUrl main's HTTP URL, the edge's only way to main; required on an edge
 * @param brokerUrl where an edge subscribes to the change topic when not at main's broker: a regional relay's
 *                  acceptor ({@code tcp://host:port}) that main's broker feeds through a core bridge
 * @param brokerUser the user an edge authenticates as on main's broker and EJB endpoint
 * @param replicaStore JNDI name of the datasource holding an edge's replicas; required on an edge
 * @param lagWaitMillis how long a read at an edge may wait for a bookmark to be applied
 * @param syncTimeoutMillis how long a writer of a sync entity on main waits for the edges to apply its change
 * @param publishIntervalMillis the shortest time between two messages of a stream's relay on main, unless someone
 *                              waits for a change set (0: each commit at once)
 * @param outboxRetention which published change sets main's outboxes keep for replay
 * @param replayMemoryBytes how many bytes of each stream's latest topic messages main keeps in memory to answer
 *                          replays with (0: none; replays then read the outbox)
 * @param whenDisconnected what replicated reads do when main is unreachable, unless an entity says otherwise
 */
public record OutpostConfiguration(Role role, Optional<String> edgeId, Optional<String> mainUrl, Optional<String> brokerUrl,
                                   Optional<String> brokerUser,
                                   Optional<String> replicaStore, long lagWaitMillis, long syncTimeoutMillis, long publishIntervalMillis,
                                   RetentionPolicy outboxRetention, long replayMemoryBytes,
                                   DisconnectedPolicy whenDisconnected) {

    // The names of the subsystem's attributes, which its resource registrar defines.
    public static final String ROLE = "role";
    public static final String EDGE_ID = "edge-id";
    public static final String MAIN_URL = "main-url";
    public static final String BROKER_URL = "broker-url";
    public static final String BROKER_USER = "broker-user";
    public static final String REPLICA_STORE = "replica-store";
    public static final String LAG_WAIT = "lag-wait";
    public static final String SYNC_TIMEOUT = "sync-timeout";
    public static final String PUBLISH_INTERVAL = "publish-interval";
    public static final String OUTBOX_MAX_AGE = "outbox-max-age";
    public static final String OUTBOX_MAX_COUNT = "outbox-max-count";
    public static final String REPLAY_MEMORY = "replay-memory";
    public static final String WHEN_DISCONNECTED = "when-disconnected";

    /** Milliseconds an edge waits for main to answer a forwarded call or a forwarded read. */
    static final String FORWARDING_TIMEOUT_PROPERTY = "outpost.forwarding.timeout";
    static final long DEFAULT_FORWARDING_TIMEOUT_MILLIS = 30_000;
    /** Where an edge sends forwarded calls and reads, when not to {@code main-url} (e.g. a separately measured WAN link). */
    static final String FORWARDING_URL_PROPERTY = "outpost.forwarding.url";

    /** The resolved value of one of the subsystem's attributes, by name. */
    @FunctionalInterface
    public interface AttributeValues {
        ModelNode resolve(String attribute) throws OperationFailedException;
    }

    /**
     * The configuration the subsystem's attributes describe, logged once resolved.
     *
     * @throws OperationFailedException naming every attribute this server's role needs but lacks
     */
    public static OutpostConfiguration resolve(AttributeValues attributes) throws OperationFailedException {
        OutpostConfiguration configuration = new OutpostConfiguration(
                Role.of(attributes.resolve(ROLE).asString()),
                optional(attributes.resolve(EDGE_ID)),
                optional(attributes.resolve(MAIN_URL)),
                optional(attributes.resolve(BROKER_URL)),
                optional(attributes.resolve(BROKER_USER)),
                optional(attributes.resolve(REPLICA_STORE)),
                attributes.resolve(LAG_WAIT).asLong(),
                attributes.resolve(SYNC_TIMEOUT).asLong(),
                attributes.resolve(PUBLISH_INTERVAL).asLong(),
                new RetentionPolicy(Duration.ofSeconds(attributes.resolve(OUTBOX_MAX_AGE).asLong()),
                        attributes.resolve(OUTBOX_MAX_COUNT).asLong()),
                attributes.resolve(REPLAY_MEMORY).asLong(),
                DescriptorToken.of(DisconnectedPolicy.class, attributes.resolve(WHEN_DISCONNECTED).asString()).orElseThrow());
        List<String> missing = configuration.missingForRole();
        if (!missing.isEmpty()) {
            throw OutpostLogger.ROOT_LOGGER.missingForRole(configuration.role().token(), missing);
        }
        OutpostLogger.ROOT_LOGGER.configured(configuration);
        return configuration;
    }

    /** The names of the attributes this configuration's role needs but lacks, in declaration order. */
    List<String> missingForRole() {
        List<String> missing = new ArrayList<>();
        if (this.role == Role.EDGE) {
            addIfEmpty(missing, EDGE_ID, this.edgeId);
            addIfEmpty(missing, MAIN_URL, this.mainUrl);
            addIfEmpty(missing, REPLICA_STORE, this.replicaStore);
        }
        return List.copyOf(missing);
    }

    /** Where an edge subscribes to the change topic: {@code broker-url} when set (a regional relay), else {@code main-url}. */
    public String subscriptionBrokerUrl() {
        return this.brokerUrl.orElseGet(this.mainUrl::orElseThrow);
    }

    /** Where an edge's forwarded calls and forwarded reads go: {@value #FORWARDING_URL_PROPERTY} when set, else {@code main-url}. */
    public String forwardingUrl() {
        return System.getProperty(FORWARDING_URL_PROPERTY, this.mainUrl.orElseThrow());
    }

    /** How long an edge waits for main to answer a forwarded call or read ({@value #FORWARDING_TIMEOUT_PROPERTY}, default 30 s). */
    public long forwardingTimeoutMillis() {
        try {
            return Long.parseLong(System.getProperty(FORWARDING_TIMEOUT_PROPERTY, Long.toString(DEFAULT_FORWARDING_TIMEOUT_MILLIS)));
        } catch (NumberFormatException e) {
            return DEFAULT_FORWARDING_TIMEOUT_MILLIS;
        }
    }

    private static Optional<String> optional(ModelNode value) {
        return value.isDefined() ? Optional.of(value.asString()) : Optional.empty();
    }

    private static void addIfEmpty(List<String> missing, String name, Optional<String> value) {
        if (value.isEmpty()) {
            missing.add(name);
        }
    }
}
