// SPDX-License-Identifier: Apache-2.0
package org.outpost.extension.querycache;

import java.util.Optional;

import org.jboss.as.server.deployment.AttachmentKey;
import org.jboss.as.server.deployment.DeploymentUnit;

/** What the query cache wiring leaves on a top-level deployment for the forwarding wiring. */
public final class QueryCacheAttachments {

    /** On an edge, the deployment's route to main for its source="main" queries. */
    static final AttachmentKey<MainQueryRoute> ROUTE = AttachmentKey.create(MainQueryRoute.class);

    private QueryCacheAttachments() {
    }

    /** The route of a top-level deployment whose edge caches source="main" queries; empty otherwise. */
    public static Optional<MainQueryRoute> route(DeploymentUnit top) {
        return Optional.ofNullable(top.getAttachment(ROUTE));
    }
}
