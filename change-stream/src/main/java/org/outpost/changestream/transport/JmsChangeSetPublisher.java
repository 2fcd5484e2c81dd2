// SPDX-License-Identifier: Apache-2.0
package org.outpost.changestream.transport;

import static org.outpost.changestream.transport.TransportLogger.LOG;

import java.time.Instant;
import java.util.Objects;

import jakarta.jms.BytesMessage;
import jakarta.jms.Connection;
import jakarta.jms.ConnectionFactory;
import jakarta.jms.DeliveryMode;
import jakarta.jms.JMSException;
import jakarta.jms.MessageProducer;
import jakarta.jms.Session;

import org.outpost.changestream.EventRate;
import org.outpost.changestream.outbox.ChangeSetPublisher;
import org.outpost.changestream.outbox.OutboxEntry;

/**
 * Main's end of the change stream: puts each outbox entry on the topic as one persistent {@code BytesMessage} (the
 * {@code ChangeSetCodec} bytes, with epoch, sequence, commit time and format version as properties). The receiving
 * end is the edges' {@link ChangeSetSubscriber}.
 * <p>
 * Called by the {@code OutboxRelay}'s single thread. A normal return means the broker has the message: a
 * persistent send on a non-transacted session blocks until the broker stored it (Artemis' default
 * {@code blockOnDurableSend}). One connection is kept and reused; after any failure it is closed and the next
 * {@link #publish} creates a new one, while the relay retries the same entry.
 */
public final class JmsChangeSetPublisher implements ChangeSetPublisher, AutoCloseable {

    private final ConnectionFactory factory;
    private final String topicName;
    private final BrokerCredentials credentials;
    private final String stream;

    // Guarded by this.
    private Connection connection;
    private Session session;
    private MessageProducer producer;
    private boolean closed;
    private volatile boolean broken;
    private long published;
    private final EventRate rate = new EventRate(10);

    /**
     * A publisher of one stream to {@link TopicNames#TOPIC} through a factory that needs no credentials (main's
     * in-VM factory).
     */
    public JmsChangeSetPublisher(ConnectionFactory factory, String stream) {
        this(factory, TopicNames.TOPIC, BrokerCredentials.none(), stream);
    }

    public JmsChangeSetPublisher(ConnectionFactory factory, String topicName, BrokerCredentials credentials,
            String stream) {
        this.factory = Objects.requireNonNull(factory, "factory");
        this.topicName = Objects.requireNonNull(topicName, "topicName");
        this.credentials = Objects.requireNonNull(credentials, "credentials");
        this.stream = TopicNames.checkStream(stream);
    }

    @Override
    public synchronized void publish(OutboxEntry entry) throws JMSException {
        if (closed) {
            throw new IllegalStateException("Change-set publisher to topic " + topicName + " is closed");
        }
        byte[] body = entry.message();
        try {
            if (connection == null || broken) {
                connect();
            }
            BytesMessage message = session.createBytesMessage();
            message.writeBytes(body);
            message.setStringProperty(TopicNames.STREAM, stream);
            message.setLongProperty(TopicNames.SEQUENCE, entry.sequence());
            producer.send(message);
            published++;
            rate.record(Instant.now());
        } catch (JMSException | RuntimeException e) {
            LOG.publishFailed(entry.sequence(), entry.epoch(), topicName, e);
            disconnect();
            throw e;
        }
    }

    /** How many messages this publisher sent. */
    /** Change sets published per second over the last 10 s. */
    public double publishRate() {
        return rate.perSecond(Instant.now());
    }

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
            Session createdSession = created.createSession(false, Session.AUTO_ACKNOWLEDGE);
            MessageProducer createdProducer = createdSession.createProducer(createdSession.createTopic(topicName));
            createdProducer.setDeliveryMode(DeliveryMode.PERSISTENT);
            createdProducer.setDisableMessageTimestamp(false);
            connection = created;
            session = createdSession;
            producer = createdProducer;
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
