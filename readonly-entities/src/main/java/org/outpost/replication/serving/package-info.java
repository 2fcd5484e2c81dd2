/**
 * Replay and snapshot over plain HTTP: on main, {@link org.outpost.replication.serving.ReplayService} (the outbox's
 * change sets from a sequence) and {@link org.outpost.replication.serving.SnapshotService} (every replicated row in
 * one repeatable-read transaction with its sequence) behind the HTTP-neutral
 * {@link org.outpost.replication.serving.ChangeStreamEndpoints}, laid out by
 * {@link org.outpost.replication.serving.ChangeStreamPaths}; on the edge,
 * {@link org.outpost.replication.serving.HttpChangeSetSource} and
 * {@link org.outpost.replication.serving.HttpSnapshotSource}, the replay and snapshot seams of the apply package.
 */
package org.outpost.replication.serving;
