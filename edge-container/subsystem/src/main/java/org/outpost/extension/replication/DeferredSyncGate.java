// SPDX-License-Identifier: Apache-2.0
package org.outpost.extension.replication;

import org.outpost.changestream.capture.SyncGate;
import org.outpost.changestream.model.ChangeSet;

/**
 * The sync gate a persistence unit is bootstrapped with, before main's acknowledgement consumer runs: until then a
 * sync writer does not wait (no edge can have acknowledged anything yet).
 */
final class DeferredSyncGate implements SyncGate {

    private volatile SyncGate target = SyncGate.NONE;

    void forwardTo(SyncGate gate) {
        this.target = gate;
    }

    @Override
    public void committed(ChangeSet changeSet) {
        this.target.committed(changeSet);
    }
}
