// SPDX-License-Identifier: Apache-2.0
/**
 * Main's outbox: every committed transaction's {@link org.outpost.changestream.model.ChangeSet}, written in the same
 * database transaction as the data with a gapless sequence in commit order ({@link org.outpost.changestream.outbox.Outbox}),
 * and the {@link org.outpost.changestream.outbox.OutboxRelay} that hands the entries, in order, to a
 * {@link org.outpost.changestream.outbox.ChangeSetPublisher}.
 */
package org.outpost.changestream.outbox;
