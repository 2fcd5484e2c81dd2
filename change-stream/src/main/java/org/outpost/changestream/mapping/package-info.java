// SPDX-License-Identifier: Apache-2.0
/**
 * What main and edges agree on about the replicated tables, read from the deployment's Hibernate mapping: the
 * replication plan of a persistence unit (org.outpost.changestream.mapping.ReplicationPlan, one
 * org.outpost.changestream.mapping.EntityReplication per entity) and its tables
 * (org.outpost.changestream.mapping.ReplicaSchema of org.outpost.changestream.mapping.ReplicaTable and
 * org.outpost.changestream.mapping.ReplicaColumn), with the text form of row ids
 * (org.outpost.changestream.mapping.RowKeys). Main's capture and snapshots and the edge's apply depend on it; it
 * depends on neither.
 */
package org.outpost.changestream.mapping;
