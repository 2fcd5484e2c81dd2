/**
 * Change capture on main: the {@link org.outpost.replication.capture.ReplicationIntegrator} registers Hibernate
 * listeners for the entities of a {@link org.outpost.replication.capture.ReplicationPlan}; they turn each flushed
 * insert, update and delete into a {@link org.outpost.replication.model.RowChange}, buffered per transaction and
 * written as one change set to the {@link org.outpost.replication.outbox.Outbox} just before commit.
 */
package org.outpost.replication.capture;
