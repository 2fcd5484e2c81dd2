// SPDX-License-Identifier: Apache-2.0
package org.outpost.changestream.transport;

import java.time.Duration;
import java.util.Objects;

/**
 * How an edge's {@link ChangeSetSubscriber} connects and paces itself.
 *
 * @param brokerUrl         main's broker as operators know it (e.g. {@code http://main:8080}); used in messages only
 * @param edgeId            the edge id: the durable subscription name, unique among edges
 * @param stream            the stream subscribed to ({@link TopicNames#STREAM}); the JMS client id is
 *                          {@code edgeId.stream}, so an edge may follow several streams
 * @param credentials       the edge's broker user, from the subsystem's credential reference
 * @param topic             the change topic, {@link TopicNames#TOPIC} by default
 * @param deadLetterQueue   where undecodable messages go, {@link TopicNames#DEAD_LETTER_QUEUE} by default
 * @param ackQueue          where apply acknowledgements and heartbeats go, {@link TopicNames#ACK_QUEUE} by default
 * @param initialBackoff    the first pause after a failure (connect or handler); doubles per consecutive failure
 * @param maxBackoff        the longest pause: after a long outage, the edge reconnects at most this long after main
 *                          can be reached again
 * @param receiveTimeout    how long one receive waits when nothing arrives (at most until the next heartbeat); each
 *                          such idle receive costs a round trip to main's broker; {@code close()} and a lost connection
 *                          end a receive at once
 * @param heartbeatInterval how often the edge tells main it is subscribed; also the time-to-live of acknowledgements
 *                          is three times this
 * @param idleRenewal       after how long without a message the durable consumer is created again: its credits (what
 *                          main's broker may send it) travel in a packet of their own, and a consumer whose credits
 *                          were lost on a corrupted link would otherwise receive nothing, for good, on a connection that
 *                          looks alive
 */
public record SubscriberSettings(String brokerUrl, String edgeId, String stream, BrokerCredentials credentials, String topic,
        String deadLetterQueue, String ackQueue, Duration initialBackoff, Duration maxBackoff, Duration receiveTimeout,
        Duration heartbeatInterval, Duration idleRenewal) {

    public SubscriberSettings {
        Objects.requireNonNull(brokerUrl, "brokerUrl");
        Objects.requireNonNull(credentials, "credentials");
        Objects.requireNonNull(topic, "topic");
        Objects.requireNonNull(deadLetterQueue, "deadLetterQueue");
        Objects.requireNonNull(ackQueue, "ackQueue");
        if (edgeId == null || edgeId.isBlank()) {
            throw new IllegalArgumentException("An edge id is required (it names the durable subscription)");
        }
        TopicNames.checkStream(stream);
        new Backoff(initialBackoff, maxBackoff);
        if (receiveTimeout.isNegative() || receiveTimeout.isZero() || heartbeatInterval.isNegative()
                || heartbeatInterval.isZero() || idleRenewal.isNegative() || idleRenewal.isZero()) {
            throw new IllegalArgumentException("receiveTimeout, heartbeatInterval and idleRenewal must be positive");
        }
    }

    /**
     * Defaults: the {@linkplain TopicNames#DEFAULT_STREAM default stream}, the standard destinations, backoff 1 s to
     * 10 s (an Artemis client that reconnects waits 2 s between attempts by default), receive 10 s, heartbeat every
     * 10 s, the consumer renewed after 60 s without a message. An idle receive ends with one round trip to main's
     * broker (Artemis forces a delivery to learn that the queue is empty: 29 bytes out, 214 back), so the receive
     * timeout sets the idle traffic of a subscription: about 24 B/s main to edge at 10 s, 214 B/s at 1 s; a renewal
     * adds a few round trips a minute while idle.
     */
    public static SubscriberSettings of(String brokerUrl, String edgeId, BrokerCredentials credentials) {
        return new SubscriberSettings(brokerUrl, edgeId, TopicNames.DEFAULT_STREAM, credentials, TopicNames.TOPIC, TopicNames.DEAD_LETTER_QUEUE,
                TopicNames.ACK_QUEUE, Duration.ofSeconds(1), Duration.ofSeconds(10), Duration.ofSeconds(10),
                Duration.ofSeconds(10), Duration.ofSeconds(60));
    }

    public SubscriberSettings withStream(String name) {
        return new SubscriberSettings(brokerUrl, edgeId, name, credentials, topic, deadLetterQueue, ackQueue,
                initialBackoff, maxBackoff, receiveTimeout, heartbeatInterval, idleRenewal);
    }

    /** The JMS client id of this subscription's connection. */
    String clientId() {
        return edgeId + "." + stream;
    }

    public SubscriberSettings withBackoff(Duration initial, Duration max) {
        return new SubscriberSettings(brokerUrl, edgeId, stream, credentials, topic, deadLetterQueue, ackQueue, initial, max,
                receiveTimeout, heartbeatInterval, idleRenewal);
    }

    public SubscriberSettings withReceiveTimeout(Duration timeout) {
        return new SubscriberSettings(brokerUrl, edgeId, stream, credentials, topic, deadLetterQueue, ackQueue, initialBackoff,
                maxBackoff, timeout, heartbeatInterval, idleRenewal);
    }

    public SubscriberSettings withHeartbeatInterval(Duration interval) {
        return new SubscriberSettings(brokerUrl, edgeId, stream, credentials, topic, deadLetterQueue, ackQueue, initialBackoff,
                maxBackoff, receiveTimeout, interval, idleRenewal);
    }

    public SubscriberSettings withIdleRenewal(Duration idle) {
        return new SubscriberSettings(brokerUrl, edgeId, stream, credentials, topic, deadLetterQueue, ackQueue, initialBackoff,
                maxBackoff, receiveTimeout, heartbeatInterval, idle);
    }

    Backoff backoff() {
        return new Backoff(initialBackoff, maxBackoff);
    }
}
