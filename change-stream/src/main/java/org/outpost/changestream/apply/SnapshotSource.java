// SPDX-License-Identifier: Apache-2.0
package org.outpost.changestream.apply;

import java.io.IOException;

/**
 * Main's snapshot service as the edge sees it. The WildFly wiring implements it over plain HTTP to main's port
 * (chunked transfer of the replicated entities read in one repeatable-read transaction together with the sequence
 * it corresponds to).
 * <p>
 * Called by {@link ReplicaSynchronizer} when the replica is new, follows an old epoch, is further behind than
 * replay allows, or diverged.
 */
@FunctionalInterface
public interface SnapshotSource {

    /**
     * Opens a snapshot of main's current epoch.
     *
     * @throws IOException when main cannot be reached; the caller retries later
     */
    Snapshot open() throws IOException;
}
