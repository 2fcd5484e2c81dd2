// SPDX-License-Identifier: Apache-2.0
package org.outpost.querycache.cache;

import java.util.Map;
import java.util.concurrent.CompletableFuture;

/**
 * One cached result and its state, guarded by its {@link ResultCache}'s lock. {@code version} counts the changes that
 * touched it: a load installs its result only if no change touched the entry since the load began.
 */
final class Entry {

    final EntryKey key;
    final Map<String, Object> bound;
    CachedResult result;
    boolean stale;
    long version;
    /** The last change set that touched it ({@link Long#MAX_VALUE} after a snapshot): a load reflecting it is current. */
    long touchedUpTo;
    /** The load under way, which concurrent readers wait for; {@code null} when none. */
    Flight flight;

    Entry(EntryKey key, Map<String, Object> bound) {
        this.key = key;
        this.bound = java.util.Collections.unmodifiableMap(new java.util.HashMap<>(bound));
    }

    /** A load of this entry under way, begun at {@code version}. */
    static final class Flight {

        final CompletableFuture<CachedResult> done = new CompletableFuture<>();
        long version;
        /** The push refreshes whose result a change overtook, for a flight of the refresher. */
        int refreshes;

        Flight(long version) {
            this.version = version;
        }
    }
}
