// SPDX-License-Identifier: Apache-2.0
/**
 * The change stream in WildFly: on main, an outbox bound to each replicated persistence unit, its relay to the topic
 * and the replay/snapshot/rows endpoints on Undertow; on an edge, each replicated unit pointed at the replica store
 * and its subscription (EdgeStream); the broker addresses; the runtime attribute replication (ReplicationStreams).
 */
package org.outpost.extension.replication;
