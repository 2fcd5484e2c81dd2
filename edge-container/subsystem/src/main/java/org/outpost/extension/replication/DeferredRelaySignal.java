// SPDX-License-Identifier: Apache-2.0
package org.outpost.extension.replication;

import org.outpost.changestream.outbox.OutboxRelaySignal;

/**
 * The relay signal a persistence unit is bootstrapped with, before its relay runs: commits signalled before the relay
 * starts need no forwarding, because a starting relay sweeps the outbox.
 */
final class DeferredRelaySignal implements OutboxRelaySignal {

    private volatile OutboxRelaySignal target = OutboxRelaySignal.NONE;

    void forwardTo(OutboxRelaySignal relay) {
        this.target = relay;
    }

    @Override
    public void committed(long sequence, boolean awaited) {
        this.target.committed(sequence, awaited);
    }
}
