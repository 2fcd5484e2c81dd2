// SPDX-License-Identifier: Apache-2.0
/**
 * Change capture on main: the {@link org.outpost.changestream.capture.ReplicationIntegrator} registers Hibernate
 * listeners for the entities of a {@link org.outpost.changestream.mapping.ReplicationPlan}; they turn each flushed
 * insert, update and delete into a {@link org.outpost.changestream.model.RowChange}, buffered per transaction and
 * written as one change set to the {@link org.outpost.changestream.outbox.Outbox} just before commit.
 */
package org.outpost.changestream.capture;
