// SPDX-License-Identifier: Apache-2.0
package org.outpost.changestream.transport;

import java.util.Set;

/**
 * Which edges main currently considers connected: the set a sync-mode writer waits for. The WildFly wiring may
 * implement it from Artemis management (the topic's durable subscriptions that have a consumer);
 * {@link SyncWaiter#connectedEdges(java.time.Duration)} implements it from the edges' heartbeats and acknowledgements.
 */
@FunctionalInterface
public interface ConnectedEdges {

    /** The edge ids connected now; an immutable set, possibly empty. */
    Set<String> connected();
}
