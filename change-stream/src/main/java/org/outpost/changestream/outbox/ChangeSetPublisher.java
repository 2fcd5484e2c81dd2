// SPDX-License-Identifier: Apache-2.0
package org.outpost.changestream.outbox;

/**
 * Where the {@link OutboxRelay} hands committed change sets, in sequence order; the JMS topic publisher on main is
 * the production implementation.
 * <p>
 * Called by the relay's single thread only, one entry at a time, in increasing sequence order. A normal return
 * means the entry is durably handed over; the relay then records it as published and never offers it again
 * (except after a crash between the two, so a consumer must skip duplicates by sequence). An exception means not
 * handed over: the relay offers the same entry again after a backoff, and no later one before it.
 */
@FunctionalInterface
public interface ChangeSetPublisher {

    /**
     * Hands one entry over.
     *
     * @param entry the next unpublished entry, never {@code null}
     * @throws Exception when the entry was not handed over; it is offered again
     */
    void publish(OutboxEntry entry) throws Exception;
}
