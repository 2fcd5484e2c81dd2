// SPDX-License-Identifier: Apache-2.0
package org.outpost.changestream.outbox;

/**
 * Told by change capture that a transaction committed its change set to the outbox, so that the relay publishes it
 * without waiting for its next sweep: at once when someone waits for it to reach the edges, otherwise within the
 * relay's {@linkplain RelaySettings#publishInterval() publish interval}. {@link OutboxRelay} is the implementation on
 * main.
 * <p>
 * Called after the commit, on the committing thread, never for a rolled-back transaction. It must return quickly
 * and not throw (an exception is logged and otherwise ignored: the entry is safe in the outbox and the next signal
 * or sweep publishes it).
 */
@FunctionalInterface
public interface OutboxRelaySignal {

    /** A signal that does nothing, for a main that publishes only by sweeping (or not at all). */
    OutboxRelaySignal NONE = (sequence, awaited) -> {
    };

    /**
     * @param sequence the sequence the committed transaction's change set took
     * @param awaited  whether someone waits for the change set to reach the edges: its writer (a sync entity) or a
     *                 reader holding the bookmark a forwarded call or a page on main handed out
     */
    void committed(long sequence, boolean awaited);
}
