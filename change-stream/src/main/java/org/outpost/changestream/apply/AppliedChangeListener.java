// SPDX-License-Identifier: Apache-2.0
package org.outpost.changestream.apply;

import java.util.Collection;
import java.util.UUID;

import org.outpost.changestream.mapping.ReplicaTable;

/**
 * Told about rows the {@link ApplyEndpoint} committed to the replica store, so that caches above the store (the
 * Hibernate second-level cache, the query cache) drop what they hold for them. The WildFly wiring registers one
 * per deployment ({@link SecondLevelCacheEviction} for the 2LC).
 * <p>
 * Contract: called on the applying thread, after the local transaction committed, never for a change set that
 * rolled back or was skipped; calls come one at a time in sequence order. A listener must not block for long (it
 * delays the next change set) and should not throw: an exception is logged and does not undo the apply.
 */
public interface AppliedChangeListener {

    /** The rows of one change set are committed. */
    void afterApply(AppliedChanges changes);

    /**
     * A snapshot replaced every row of {@code tables}; anything cached about them may be stale. The default does
     * nothing.
     */
    default void afterSnapshot(UUID epoch, long sequence, Collection<ReplicaTable> tables) {
    }
}
