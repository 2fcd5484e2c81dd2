// SPDX-License-Identifier: Apache-2.0
package org.outpost.changestream.outbox;

import java.util.List;

/**
 * Where the {@link OutboxRelay} hands committed change sets, in sequence order; the JMS topic publisher on main is
 * the production implementation, which sends each call's entries as one message.
 * <p>
 * Called by the relay's single thread only, with a run of consecutive entries of one epoch (what the outbox held
 * unpublished when the relay read it, at most {@link RelaySettings#messageEntries()} entries and
 * {@link RelaySettings#messageBytes()} bytes, or one larger entry), runs in increasing sequence order. A normal
 * return means every entry of the run is durably handed over; the relay then records them as published and never
 * offers them again (except after a crash between the two, so a consumer must skip duplicates by sequence). An
 * exception means not handed over: the relay offers the same run again after a backoff, and nothing later before it.
 */
@FunctionalInterface
public interface ChangeSetPublisher {

    /**
     * Hands a run of entries over.
     *
     * @param entries the next unpublished entries, consecutive, of one epoch, at least one; never {@code null}
     * @throws Exception when the entries were not handed over; they are offered again
     */
    void publish(List<OutboxEntry> entries) throws Exception;
}
