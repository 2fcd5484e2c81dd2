// SPDX-License-Identifier: Apache-2.0
package org.outpost.changestream.transport;

import org.outpost.changestream.wire.WireFormatException;

/**
 * What an edge does with each change-stream message; the edge passes logic around
 * {@code ReplicaSynchronizer.receive(byte[])}. The pair of {@link ChangeSetSubscriber}.
 * <p>
 * Called by the subscriber's single thread, one message at a time, in topic order, never concurrently. A normal
 * return acknowledges the message. {@link WireFormatException} dead-letters its bytes and acknowledges it. Any other
 * exception leaves it unacknowledged: the same message is offered again after a backoff, and nothing after it
 * first. The same bytes may also arrive again after a reconnect (at-least-once), so the handler must skip a
 * sequence it already applied, as the apply endpoint does.
 */
@FunctionalInterface
public interface ChangeSetHandler {

    /**
     * Handles one message.
     *
     * @param message      the body as received, never {@code null}
     * @param acknowledger call it after applying a change set that contains a sync entity: the acknowledgement to
     *                     main is sent before this message is acknowledged
     * @throws WireFormatException when the bytes do not decode: the message goes to the dead-letter queue
     * @throws Exception           any other failure: the message is offered again after a backoff
     */
    void handle(byte[] message, ApplyAcknowledger acknowledger) throws Exception;

    /**
     * Called on the subscriber's thread each time the subscription is (re)established, before the first message is
     * received: the place to catch up with what main committed while the edge was away (replay or snapshot).
     * Nothing is received meanwhile; messages wait in the durable subscription.
     *
     * @throws Exception when catching up failed: the subscriber disconnects and tries again after a backoff
     */
    default void connected() throws Exception {
    }

    /**
     * Whether {@link #connected()} brings the edge up to at least what main had committed when it was called, from
     * main's outbox. The subscriber then drops what the durable subscription held before subscribing again, so that
     * main's broker does not send the backlog across the WAN a second time after the catch-up replayed it; what main
     * commits from then on reaches the new subscription. The default, false, keeps the backlog: the subscription alone
     * delivers what was published while the edge was away.
     */
    default boolean catchesUpFromMain() {
        return false;
    }
}
