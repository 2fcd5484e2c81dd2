// SPDX-License-Identifier: Apache-2.0
package org.outpost.extension.replication;

import java.time.Duration;

import org.outpost.changestream.capture.SyncGate;
import org.outpost.changestream.transport.SyncWaiter;

/**
 * Main's one consumer of the edges' apply acknowledgements and heartbeats (the queue is shared by every stream, and
 * each message goes to one consumer), and the sync gate built on it: a writer of a sync entity waits until every edge
 * seen within {@link #CONNECTED_WITHIN} applied its change set, at most the subsystem's {@code sync-timeout}. Started
 * with the first stream on main and closed with the last.
 */
final class MainAcknowledgements {

    /** An edge counts as connected while its heartbeats (every 10 s) or acknowledgements keep arriving. */
    static final Duration CONNECTED_WITHIN = Duration.ofSeconds(30);

    private SyncWaiter waiter;
    private int users;

    synchronized void acquire() {
        if (this.users++ == 0) {
            this.waiter = new SyncWaiter(MainRelay.connectionFactory(), new DaemonThreads("outpost-acknowledgements"));
            this.waiter.start();
        }
    }

    synchronized void release() {
        if (--this.users == 0) {
            this.waiter.close();
            this.waiter = null;
        }
    }

    synchronized SyncGate gate(Duration timeout) {
        SyncWaiter current = this.waiter;
        return changeSet -> {
            try {
                current.await(changeSet.epoch(), changeSet.sequence(),
                        current.connectedEdges(CONNECTED_WITHIN).connected(), timeout);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        };
    }

    synchronized long acknowledgements() {
        return this.waiter == null ? 0 : this.waiter.acknowledgements();
    }

    synchronized long timeouts() {
        return this.waiter == null ? 0 : this.waiter.timeouts();
    }
}
