// SPDX-License-Identifier: Apache-2.0
package org.outpost.changestream.transport;

import java.util.UUID;

/**
 * Edge to main, sync mode: tells main's {@link SyncWaiter} that this edge applied a change set. Handed to the
 * {@link ChangeSetHandler} with each message; the {@link ChangeSetSubscriber} sends {@code (edge id, epoch, seq)}
 * to {@link TopicNames#ACK_QUEUE} in the local transaction that acknowledges the message, so an acknowledgement
 * is never sent for a message that is then redelivered, nor lost for one that is not. Since an edge applies in
 * order, an acknowledgement of {@code seq} also stands for every lower sequence of the epoch.
 */
@FunctionalInterface
public interface ApplyAcknowledger {

    /**
     * Records that the change set {@code (epoch, sequence)} is applied (or was already); call it from the handler
     * only, after the apply committed.
     */
    void applied(UUID epoch, long sequence);
}
