/**
 * Apply on the edge: {@link org.outpost.replication.apply.ReplicaSchema} creates the replicated tables in the replica
 * store from the deployment's mapping; {@link org.outpost.replication.apply.ApplyEndpoint} (the receiver; main's
 * outbox relay is the sender) applies each change set in one local transaction with the replica's (epoch, last
 * sequence); {@link org.outpost.replication.apply.ReplicaSynchronizer} replays gaps and installs snapshots through
 * the {@link org.outpost.replication.apply.ChangeSetSource} and {@link org.outpost.replication.apply.SnapshotSource}
 * seams; {@link org.outpost.replication.apply.AppliedChangeListener}s (such as
 * {@link org.outpost.replication.apply.SecondLevelCacheEviction}) hear about committed rows.
 */
package org.outpost.replication.apply;
