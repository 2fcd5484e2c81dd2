// SPDX-License-Identifier: Apache-2.0
package org.outpost.changestream.transport;

import java.io.IOException;

/**
 * What a {@link ChangeSetSubscriber} checks before each connection attempt that follows a failure: that the broker's
 * end answers at all, cheaply and within a bounded time, so that an attempt which would hang is not made. Artemis'
 * client waits 30 s for the answer to its HTTP upgrade even when the connection was reset at once (as a TCP forwarder
 * whose far side is down does), and an edge reconnecting through such a link would come back that much later than
 * the link.
 */
@FunctionalInterface
public interface BrokerProbe {

    /** No check: every attempt goes straight to the broker (a relay's {@code tcp://} broker fails fast by itself). */
    BrokerProbe NONE = () -> {
        // Nothing to check.
    };

    /**
     * Returns once the broker's end answers.
     *
     * @throws IOException naming the broker's URL when it does not, or not in time
     */
    void check() throws IOException;
}
