// SPDX-License-Identifier: Apache-2.0
package org.outpost.changestream.apply;

import java.io.IOException;
import java.util.UUID;

/**
 * Main's outbox as the edge sees it, for replaying a gap. The WildFly wiring implements it over plain HTTP to
 * main's port; the main-side counterpart is the outbox relay, which keeps change sets for a bounded time.
 * <p>
 * Called by {@link ReplicaSynchronizer} on the thread that found the gap; may block on the network.
 */
@FunctionalInterface
public interface ChangeSetSource {

    /**
     * Encoded change sets ({@link org.outpost.changestream.wire.ChangeSetCodec} messages, as stored in the outbox or
     * as change batches published on the topic) of {@code epoch} from {@code fromSequence} on, consecutive and in
     * order, at most {@code max} change sets (none when main has nothing at or after {@code fromSequence} yet), with
     * main's last committed sequence.
     *
     * @throws ReplayUnavailableException when main no longer has {@code fromSequence} (beyond retention) or no
     *                                    longer has {@code epoch}: only a snapshot can help
     * @throws IOException                when main cannot be reached; the caller retries later
     */
    ReplayPage fetch(UUID epoch, long fromSequence, int max) throws ReplayUnavailableException, IOException;
}
