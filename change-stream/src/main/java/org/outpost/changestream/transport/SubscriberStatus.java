// SPDX-License-Identifier: Apache-2.0
package org.outpost.changestream.transport;

import java.time.Instant;

/**
 * An immutable snapshot of a {@link ChangeSetSubscriber} for management.
 *
 * @param edgeId         the edge id
 * @param state          connection state now
 * @param since          when {@code state} was entered
 * @param received       messages taken from the subscription, counting each redelivery
 * @param acknowledged   messages whose handler returned normally and whose consumption was committed
 * @param deadLettered   messages sent to the dead-letter queue (and acknowledged)
 * @param bytesReceived  body bytes of {@code received}
 * @param handlerFailures handler calls that threw something other than a wire format error
 * @param reconnects     successful connections after the first
 * @param connectFailures failed connection attempts (unreachable broker, refused credentials, lost connection)
 * @param syncAcksSent   apply acknowledgements sent to main
 * @param lastError      the last failure, naming the broker URL and the user where relevant; {@code null} if none
 */
public record SubscriberStatus(String edgeId, State state, Instant since, long received, long acknowledged,
        long deadLettered, long bytesReceived, long handlerFailures, long reconnects, long connectFailures,
        long syncAcksSent, String lastError) {

    /** Connection state of a subscriber. */
    public enum State {
        /** Not started yet. */
        NEW,
        /** Trying to connect, or waiting to retry. */
        DISCONNECTED,
        /** Subscribed and consuming. */
        CONNECTED,
        /** Closed for good. */
        CLOSED
    }

    /** Whether the subscriber is subscribed to main's topic now. */
    public boolean connected() {
        return state == State.CONNECTED;
    }
}
