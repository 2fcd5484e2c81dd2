// SPDX-License-Identifier: Apache-2.0
package org.outpost.changestream.transport;

import java.lang.invoke.MethodHandles;
import java.util.Set;
import java.util.UUID;

import org.jboss.logging.BasicLogger;
import org.jboss.logging.Logger;
import org.jboss.logging.annotations.Cause;
import org.jboss.logging.annotations.LogMessage;
import org.jboss.logging.annotations.Message;
import org.jboss.logging.annotations.MessageLogger;

/**
 * Messages of the change-stream transport; ids OUTPOST0300 to OUTPOST0399 (300-309 publisher, 310-329 subscriber,
 * 330-349 sync mode).
 */
@MessageLogger(projectCode = "OUTPOST", length = 4)
interface TransportLogger extends BasicLogger {

    TransportLogger LOG = Logger.getMessageLogger(MethodHandles.lookup(), TransportLogger.class,
            "org.outpost.changestream.transport");

    @LogMessage(level = Logger.Level.DEBUG)
    @Message(id = 300, value = "Change-set publisher connected; topic %s")
    void publisherConnected(String topic);

    @LogMessage(level = Logger.Level.DEBUG)
    @Message(id = 301, value = "Publishing change set %d of epoch %s to topic %s failed; the connection is re-created on the next attempt")
    void publishFailed(long sequence, UUID epoch, String topic, @Cause Throwable cause);

    @LogMessage(level = Logger.Level.INFO)
    @Message(id = 310, value = "Edge %s subscribed to topic %s on main's broker at %s (durable subscription %s)")
    void subscribed(String edgeId, String topic, String brokerUrl, String subscription);

    @LogMessage(level = Logger.Level.WARN)
    @Message(id = 311, value = "Edge %s cannot reach or lost main's broker at %s (attempt %d); reconnecting in %d ms")
    void connectionFailed(String edgeId, String brokerUrl, long attempt, long backoffMillis, @Cause Throwable cause);

    @LogMessage(level = Logger.Level.WARN)
    @Message(id = 320, value = "Edge %s cannot reach main's broker at %s (attempt %d): %s; trying again in %d ms")
    void probeFailed(String edgeId, String brokerUrl, long attempt, String reason, long backoffMillis);

    @LogMessage(level = Logger.Level.ERROR)
    @Message(id = 312, value = "%s; retrying in %d ms")
    void authenticationFailed(String error, long backoffMillis);

    @LogMessage(level = Logger.Level.ERROR)
    @Message(id = 313, value = "Edge %s cannot decode message %s of stream %s: %s; sent to %s on main (replay needs a newer edge: %s)")
    void deadLettered(String edgeId, String messageId, String stream, String detail, String queue,
            boolean needsNewerDecoder);

    @LogMessage(level = Logger.Level.WARN)
    @Message(id = 314, value = "Edge %s failed to handle message %s of stream %s, attempt %d; offering it again in %d ms, nothing after it first")
    void handlerFailed(String edgeId, String messageId, String stream, int attempt, long backoffMillis,
            @Cause Throwable cause);

    @LogMessage(level = Logger.Level.INFO)
    @Message(id = 315, value = "Edge %s handled message %s after %d failed attempts")
    void handlerRecovered(String edgeId, String messageId, int failedAttempts);

    @LogMessage(level = Logger.Level.INFO)
    @Message(id = 316, value = "Edge %s unsubscribed from main's broker at %s: %s")
    void subscriberClosed(String edgeId, String brokerUrl, SubscriberStatus status);

    @LogMessage(level = Logger.Level.WARN)
    @Message(id = 317, value = "Thread %s did not stop within %d ms; interrupting it")
    void stopTimeout(String thread, long millis);

    @LogMessage(level = Logger.Level.DEBUG)
    @Message(id = 318, value = "Edge %s dropped its durable subscription (client %s) with what it held; the catch-up replays that from main's outbox")
    void backlogDropped(String edgeId, String clientId);

    @LogMessage(level = Logger.Level.DEBUG)
    @Message(id = 319, value = "Edge %s received nothing for %d ms: its durable consumer is created again, with fresh credits")
    void consumerRenewed(String edgeId, long idleMillis);

    @LogMessage(level = Logger.Level.WARN)
    @Message(id = 330, value = "Sync wait for change set %d of epoch %s timed out after %d ms; not acknowledged by %s (sync timeouts so far: %d)")
    void syncTimedOut(long sequence, UUID epoch, long millis, Set<String> missing, long timeouts);

    @LogMessage(level = Logger.Level.DEBUG)
    @Message(id = 331, value = "Change set %d of epoch %s acknowledged by %s in %d ms")
    void syncAcknowledged(long sequence, UUID epoch, Set<String> edges, long millis);

    @LogMessage(level = Logger.Level.WARN)
    @Message(id = 332, value = "The apply-acknowledgement consumer on queue %s failed (attempt %d); reconnecting in %d ms")
    void ackConsumerFailed(String queue, long attempt, long backoffMillis, @Cause Throwable cause);

    @LogMessage(level = Logger.Level.WARN)
    @Message(id = 333, value = "Ignoring a malformed message on queue %s: %s")
    void malformedAck(String queue, String why);

    @LogMessage(level = Logger.Level.WARN)
    @Message(id = 334, value = "%s (attempt %d); reconnecting in %d ms")
    void catchUpFailed(String error, long attempt, long backoffMillis, @Cause Throwable cause);
}
