package org.outpost.extension;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

import org.outpost.annotation.DisconnectedPolicy;
import org.outpost.replication.outbox.RetentionPolicy;

/**
 * The resolved settings of the {@code outpost} subsystem on one server.
 *
 * @param role what this server is
 * @param edgeId the name of this edge (its durable subscription); required on an edge
 * @param mainUrl main's HTTP URL, the edge's only way to main; required on an edge
 * @param brokerUser the user an edge authenticates as on main's broker and EJB endpoint
 * @param replicaStore JNDI name of the datasource holding an edge's replicas; required on an edge
 * @param lagWaitMillis how long a read at an edge may wait for a bookmark to be applied
 * @param syncTimeoutMillis how long a writer of a sync entity on main waits for the edges to apply its change
 * @param outboxRetention which published change sets main's outboxes keep for replay
 * @param whenDisconnected what replicated reads do when main is unreachable, unless an entity says otherwise
 */
public record OutpostConfiguration(Role role, Optional<String> edgeId, Optional<String> mainUrl, Optional<String> brokerUser,
                                   Optional<String> replicaStore, long lagWaitMillis, long syncTimeoutMillis,
                                   RetentionPolicy outboxRetention, DisconnectedPolicy whenDisconnected) {

    /** The names of the attributes this configuration's role needs but lacks, in declaration order. */
    List<String> missingForRole() {
        List<String> missing = new ArrayList<>();
        if (this.role == Role.EDGE) {
            addIfEmpty(missing, OutpostSubsystemRegistrar.EDGE_ID.getName(), this.edgeId);
            addIfEmpty(missing, OutpostSubsystemRegistrar.MAIN_URL.getName(), this.mainUrl);
            addIfEmpty(missing, OutpostSubsystemRegistrar.REPLICA_STORE.getName(), this.replicaStore);
        }
        return List.copyOf(missing);
    }

    private static void addIfEmpty(List<String> missing, String name, Optional<String> value) {
        if (value.isEmpty()) {
            missing.add(name);
        }
    }
}
