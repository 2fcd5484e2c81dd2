// SPDX-License-Identifier: Apache-2.0
package org.outpost.changestream.outbox;

/**
 * Told by change capture that a transaction committed its change set to the outbox, so that the relay publishes it
 * at once instead of at its next sweep. {@link OutboxRelay} is the implementation on main.
 * <p>
 * Called after the commit, on the committing thread, never for a rolled-back transaction. It must return quickly
 * and not throw (an exception is logged and otherwise ignored: the entry is safe in the outbox and the next signal
 * or sweep publishes it).
 */
@FunctionalInterface
public interface OutboxRelaySignal {

    /** A signal that does nothing, for a main that publishes only by sweeping (or not at all). */
    OutboxRelaySignal NONE = sequence -> {
    };

    /**
     * @param sequence the sequence the committed transaction's change set took
     */
    void committed(long sequence);
}
