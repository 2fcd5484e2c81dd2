// SPDX-License-Identifier: Apache-2.0
package org.outpost.changestream.capture;

import org.outpost.changestream.model.ChangeSet;

/**
 * Sync mode on main: holds the committing thread until the edges have applied a change set that holds a row of a
 * {@code sync} entity, bounded by a timeout that the implementation logs and counts. Main's WildFly wiring
 * implements it with the transport's {@code SyncWaiter}; the edges' side is their apply acknowledgement.
 * <p>
 * Called by change capture after the commit and after the relay was signalled, on the committing thread, never for
 * a rolled-back transaction. It must not throw: the transaction has committed whatever happens here.
 */
@FunctionalInterface
public interface SyncGate {

    /** A gate that never waits, for a main without sync entities or without edges. */
    SyncGate NONE = changeSet -> {
    };

    /** Returns once every connected edge applied {@code changeSet}, or the timeout passed. */
    void committed(ChangeSet changeSet);
}
