/**
 * Main's outbox: every committed transaction's {@link org.outpost.replication.model.ChangeSet}, written in the same
 * database transaction as the data with a gapless sequence in commit order ({@link org.outpost.replication.outbox.Outbox}),
 * and the {@link org.outpost.replication.outbox.OutboxRelay} that hands the entries, in order, to a
 * {@link org.outpost.replication.outbox.ChangeSetPublisher}.
 */
package org.outpost.replication.outbox;
