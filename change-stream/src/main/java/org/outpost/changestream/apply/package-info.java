// SPDX-License-Identifier: Apache-2.0
/**
 * Apply on the edge: {@link org.outpost.changestream.apply.ReplicaStoreTables} creates the replica store's tables from the
 * deployment's {@link org.outpost.changestream.mapping.ReplicaSchema}; {@link org.outpost.changestream.apply.ApplyEndpoint} (the receiver; main's
 * outbox relay is the sender) applies each change set in one local transaction with the replica's (epoch, last
 * sequence); {@link org.outpost.changestream.apply.ReplicaSynchronizer} replays gaps and installs snapshots through
 * the {@link org.outpost.changestream.apply.ChangeSetSource} and {@link org.outpost.changestream.apply.SnapshotSource}
 * seams; {@link org.outpost.changestream.apply.AppliedChangeListener}s (such as
 * {@link org.outpost.changestream.apply.SecondLevelCacheEviction}) hear about committed rows.
 */
package org.outpost.changestream.apply;
