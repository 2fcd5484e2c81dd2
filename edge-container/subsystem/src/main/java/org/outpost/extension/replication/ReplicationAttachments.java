// SPDX-License-Identifier: Apache-2.0
package org.outpost.extension.replication;

import java.util.List;

import org.jboss.as.server.deployment.AttachmentKey;
import org.jboss.as.server.deployment.AttachmentList;
import org.jboss.as.server.deployment.DeploymentUnit;

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

    private ReplicationAttachments() {
    }
}
