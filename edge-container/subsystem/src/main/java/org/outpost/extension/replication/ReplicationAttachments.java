// SPDX-License-Identifier: Apache-2.0
package org.outpost.extension.replication;

import java.util.List;
import java.util.Optional;

import org.jboss.as.server.deployment.AttachmentKey;
import org.jboss.as.server.deployment.AttachmentList;
import org.jboss.as.server.deployment.DeploymentUnit;
import org.jipijapa.plugin.spi.PersistenceUnitMetadata;
import org.outpost.changestream.outbox.Outbox;
import org.outpost.querycache.hibernate.KeyColumns;

/**
 * What the replication processors attach to a top-level deployment unit.
 */
public final class ReplicationAttachments {

    /** On main, the capture bound to each persistence unit of the deployment. */
    static final AttachmentKey<AttachmentList<MainReplication>> MAIN_REPLICATIONS = AttachmentKey.createList(MainReplication.class);

    /** On an edge, each persistence unit of the deployment pointed at the replica store. */
    static final AttachmentKey<AttachmentList<EdgeReplication>> EDGE_REPLICATIONS = AttachmentKey.createList(EdgeReplication.class);

    /** On an edge, the streams a top-level deployment follows, one per replicated persistence unit. */
    public static List<String> edgeStreams(DeploymentUnit top) {
        return top.getAttachmentList(EDGE_REPLICATIONS).stream().map(EdgeReplication::stream).toList();
    }

    /** On an edge, the stream a persistence unit of the deployment follows; empty when it replicates nothing. */
    public static Optional<String> edgeStream(DeploymentUnit top, PersistenceUnitMetadata unit) {
        return top.getAttachmentList(EDGE_REPLICATIONS).stream().filter(replication -> replication.unit() == unit)
                .findFirst().map(EdgeReplication::stream);
    }

    /**
     * On main, the key columns the capture of a persistence unit carries old values of, for the query cache to fill;
     * empty when the unit captures nothing.
     */
    public static Optional<KeyColumns> keyColumns(DeploymentUnit top, PersistenceUnitMetadata unit) {
        return top.getAttachmentList(MAIN_REPLICATIONS).stream().filter(replication -> replication.unit() == unit)
                .findFirst().map(MainReplication::keyColumns);
    }

    /** On main, the outbox of a persistence unit's stream; empty when the unit captures nothing. */
    public static Optional<Outbox> outbox(DeploymentUnit top, PersistenceUnitMetadata unit) {
        return top.getAttachmentList(MAIN_REPLICATIONS).stream().filter(replication -> replication.unit() == unit)
                .findFirst().map(MainReplication::outbox);
    }

    /**
     * On an edge, the late listeners of the stream of a persistence unit, for its query cache; empty when the unit
     * replicates nothing.
     */
    public static Optional<LateApplyListeners> lateListeners(DeploymentUnit top, PersistenceUnitMetadata unit) {
        return top.getAttachmentList(EDGE_REPLICATIONS).stream().filter(replication -> replication.unit() == unit)
                .findFirst().map(EdgeReplication::lateListeners);
    }

    private ReplicationAttachments() {
    }
}
