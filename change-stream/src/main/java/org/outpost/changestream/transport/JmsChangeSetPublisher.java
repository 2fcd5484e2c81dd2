// SPDX-License-Identifier: Apache-2.0
package org.outpost.changestream.transport;

import static org.outpost.changestream.transport.TransportLogger.LOG;

import java.time.Instant;
import java.util.List;
import java.util.Objects;

import jakarta.jms.Connection;
import jakarta.jms.ConnectionFactory;
import jakarta.jms.JMSException;
import jakarta.jms.Session;

import org.apache.activemq.artemis.api.core.ActiveMQException;
import org.apache.activemq.artemis.api.core.Message;
import org.apache.activemq.artemis.api.core.RoutingType;
import org.apache.activemq.artemis.api.core.SimpleString;
import org.apache.activemq.artemis.api.core.client.ClientMessage;
import org.apache.activemq.artemis.api.core.client.ClientProducer;
import org.apache.activemq.artemis.api.core.client.ClientSession;
import org.apache.activemq.artemis.jms.client.ActiveMQDestination;
import org.apache.activemq.artemis.jms.client.ActiveMQSession;
import org.outpost.changestream.EventRate;
import org.outpost.changestream.outbox.ChangeSetPublisher;
import org.outpost.changestream.outbox.OutboxEntry;
import org.outpost.changestream.outbox.RecentBatches;
import org.outpost.changestream.wire.ChangeSetCodec;

/**
 * Main's end of the change stream: puts each run of outbox entries the relay hands it on the topic as one persistent
 * bytes message whose body is their change batch ({@link ChangeSetCodec#encodeBatch}, which carries epoch,
 * sequences, commit times and format version) and whose only property of ours is {@link TopicNames#STREAM}, which the
 * edges' subscriptions select on. The receiving end is the
 * edges' {@link ChangeSetSubscriber}.
 * <p>
 * Every property and header field crosses the WAN with every message (Artemis writes names and string values in
 * UTF-16), so the message is sent through the Artemis core session under the JMS session rather than by a JMS
 * producer, which would add the connection id {@code __AMQ_CID} (99 bytes; only a no-local subscription reads it) and
 * a {@code JMSMessageID} (16 bytes; nothing reads it, duplicates are skipped by sequence). What it carries then:
 * Artemis' header (message id, address, type, durability, expiration, timestamp, priority), {@code outpost_stream}
 * and {@code _AMQ_ROUTING_TYPE} (the broker's own, written on every routed message). No duplicate-detection id: the
 * edges skip duplicates by sequence, so the broker need not remember ids. {@code bench/replication} accounts for
 * each of these bytes.
 * <p>
 * Each message the broker took is remembered in the stream's {@link RecentBatches}, from which main's replay answers
 * an edge that missed it.
 * <p>
 * Called by the {@code OutboxRelay}'s single thread. A normal return means the broker has the message: a
 * persistent send on a non-transacted session blocks until the broker stored it (Artemis' default
 * {@code blockOnDurableSend}). One connection is kept and reused; after any failure it is closed and the next
 * {@link #publish} creates a new one, while the relay retries the same entry.
 */
public final class JmsChangeSetPublisher implements ChangeSetPublisher, AutoCloseable {

    private static final SimpleString STREAM_PROPERTY = SimpleString.of(TopicNames.STREAM);

    private final ConnectionFactory factory;
    private final String topicName;
    private final BrokerCredentials credentials;
    private final SimpleString stream;
    private final ChangeSetCodec codec;
    private final RecentBatches recent;

    // Guarded by this.
    private Connection connection;
    private ClientSession session;
    private ClientProducer producer;
    private boolean closed;
    private volatile boolean broken;
    private long published;
    private final EventRate rate = new EventRate(10);

    /**
     * A publisher of one stream to {@link TopicNames#TOPIC} through a factory that needs no credentials (main's
     * in-VM factory).
     *
     * @param codec writes the change batches; its {@link org.outpost.changestream.wire.SchemaNumbering} must be the
     *              one the edges derive from the same stream schema, or they refuse the numbers
     */
    public JmsChangeSetPublisher(ConnectionFactory factory, String stream, ChangeSetCodec codec) {
        this(factory, TopicNames.TOPIC, BrokerCredentials.none(), stream, codec, RecentBatches.NONE);
    }

    /** @param recent where each message the broker took is remembered */
    public JmsChangeSetPublisher(ConnectionFactory factory, String topicName, BrokerCredentials credentials,
            String stream, ChangeSetCodec codec, RecentBatches recent) {
        this.factory = Objects.requireNonNull(factory, "factory");
        this.topicName = Objects.requireNonNull(topicName, "topicName");
        this.credentials = Objects.requireNonNull(credentials, "credentials");
        this.stream = SimpleString.of(TopicNames.checkStream(stream));
        this.codec = Objects.requireNonNull(codec, "codec");
        this.recent = Objects.requireNonNull(recent, "recent");
    }

    /** Sends the entries as one change batch ({@link ChangeSetCodec#encodeBatch}). */
    @Override
    public synchronized void publish(List<OutboxEntry> entries) throws JMSException {
        if (closed) {
            throw new IllegalStateException("Change-set publisher to topic " + topicName + " is closed");
        }
        OutboxEntry first = entries.get(0);
        try {
            RecentBatches.Batch batch = RecentBatches.Batch.of(entries, codec);
            if (connection == null || broken) {
                connect();
            }
            send(batch.message());
            recent.add(batch);
            published += entries.size();
            Instant now = Instant.now();
            entries.forEach(entry -> rate.record(now));
        } catch (JMSException | RuntimeException e) {
            LOG.publishFailed(first.sequence(), first.epoch(), topicName, e);
            disconnect();
            throw e;
        }
    }

    private void send(byte[] body) throws JMSException {
        try {
            producer.send(message(session, stream, body));
        } catch (ActiveMQException e) {
            throw failure("Sending to topic " + topicName + " failed: " + e.getMessage(), e);
        }
    }

    private static JMSException failure(String message, ActiveMQException cause) {
        JMSException failure = new JMSException(message, cause.getType().name());
        failure.setLinkedException(cause);
        failure.initCause(cause);
        return failure;
    }

    /** A persistent bytes message of {@code stream} with {@code body}, as the edges' JMS consumers read it. */
    private static ClientMessage message(ClientSession session, SimpleString stream, byte[] body) {
        ClientMessage message = session.createMessage(Message.BYTES_TYPE, true);
        message.getBodyBuffer().writeBytes(body);
        message.putStringProperty(STREAM_PROPERTY, stream);
        message.setRoutingType(RoutingType.MULTICAST);
        return message;
    }

    /** Change sets published per second over the last 10 s. */
    public double publishRate() {
        return rate.perSecond(Instant.now());
    }

    /** How many change sets this publisher sent (a message carries one or more). */
    public synchronized long published() {
        return published;
    }

    @Override
    public synchronized void close() {
        closed = true;
        disconnect();
    }


    private void connect() throws JMSException {
        disconnect();
        broken = false;
        Connection created = credentials.user() == null ? factory.createConnection()
                : factory.createConnection(credentials.user(), credentials.password());
        try {
            created.setExceptionListener(e -> broken = true);
            Session jmsSession = created.createSession(false, Session.AUTO_ACKNOWLEDGE);
            if (!(jmsSession instanceof ActiveMQSession artemis)) {
                throw new IllegalStateException("The change stream needs an Artemis connection factory, got "
                        + factory.getClass().getName());
            }
            // A non-transacted session sends persistent messages blocking (blockOnDurableSend), as a JMS producer would.
            ClientSession core = artemis.getCoreSession();
            SimpleString address = ((ActiveMQDestination) jmsSession.createTopic(topicName)).getSimpleAddress();
            try {
                producer = core.createProducer(address);
            } catch (ActiveMQException e) {
                throw failure("Creating a producer to topic " + topicName + " failed: " + e.getMessage(), e);
            }
            session = core;
            connection = created;
        } catch (JMSException | RuntimeException e) {
            closeQuietly(created);
            throw e;
        }
        LOG.publisherConnected(topicName);
    }

    private void disconnect() {
        Connection current = connection;
        connection = null;
        session = null;
        producer = null;
        closeQuietly(current);
    }

    static void closeQuietly(Connection connection) {
        if (connection != null) {
            try {
                connection.close();
            } catch (JMSException | RuntimeException e) {
                LOG.debugf(e, "Closing a broker connection failed");
            }
        }
    }
}
