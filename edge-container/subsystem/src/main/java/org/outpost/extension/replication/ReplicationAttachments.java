package org.outpost.extension.replication;

import java.util.function.Supplier;

import org.jboss.as.server.deployment.AttachmentKey;
import org.jboss.as.server.deployment.AttachmentList;
import org.outpost.extension.OutpostServer;

/**
 * What the replication processors attach to a top-level deployment unit.
 */
final class ReplicationAttachments {

    /** This server's Outpost, available from the DEPENDENCIES phase on. */
    static final AttachmentKey<Supplier<OutpostServer>> SERVER = AttachmentKey.create(Supplier.class);

    /** On main, the capture bound to each persistence unit of the deployment. */
    static final AttachmentKey<AttachmentList<MainReplication>> MAIN_REPLICATIONS = AttachmentKey.createList(MainReplication.class);

    /** On an edge, each persistence unit of the deployment pointed at the replica store. */
    static final AttachmentKey<AttachmentList<EdgeReplication>> EDGE_REPLICATIONS = AttachmentKey.createList(EdgeReplication.class);

    private ReplicationAttachments() {
    }
}
