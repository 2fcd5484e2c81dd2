// SPDX-License-Identifier: Apache-2.0
package org.outpost.extension.replication;

import java.util.Collection;
import java.util.List;
import java.util.UUID;
import java.util.concurrent.CopyOnWriteArrayList;

import org.outpost.changestream.apply.AppliedChangeListener;
import org.outpost.changestream.apply.AppliedChanges;
import org.outpost.changestream.mapping.ReplicaTable;

/**
 * The listeners of an edge stream's applied change sets that come and go with its persistence unit's session factory
 * rather than with the stream (the unit's query cache). The stream calls them after the second-level cache eviction
 * and before it releases the bookmarks waiting for the change set.
 */
public final class LateApplyListeners implements AppliedChangeListener {

    private final List<AppliedChangeListener> listeners = new CopyOnWriteArrayList<>();

    /** Adds a listener, called from the next change set on. */
    public void add(AppliedChangeListener listener) {
        listeners.add(listener);
    }

    /** Removes a listener. */
    public void remove(AppliedChangeListener listener) {
        listeners.remove(listener);
    }

    @Override
    public void afterApply(AppliedChanges changes) {
        listeners.forEach(listener -> listener.afterApply(changes));
    }

    @Override
    public void afterSnapshot(UUID epoch, long sequence, Collection<ReplicaTable> tables) {
        listeners.forEach(listener -> listener.afterSnapshot(epoch, sequence, tables));
    }
}
