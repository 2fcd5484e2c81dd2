// SPDX-License-Identifier: Apache-2.0
package org.outpost.changestream.transport;

import static org.outpost.changestream.transport.TransportLogger.LOG;

import java.io.IOException;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.UUID;
import java.util.concurrent.ThreadFactory;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;

import jakarta.jms.BytesMessage;
import jakarta.jms.Connection;
import jakarta.jms.ConnectionFactory;
import jakarta.jms.DeliveryMode;
import jakarta.jms.InvalidDestinationException;
import jakarta.jms.JMSException;
import jakarta.jms.Message;
import jakarta.jms.MessageConsumer;
import jakarta.jms.MessageProducer;
import jakarta.jms.Session;

import org.outpost.changestream.transport.SubscriberStatus.State;
import org.outpost.changestream.wire.WireFormatException;

/**
 * An edge's end of the change stream: consumes one stream of main's topic through a durable subscription named by
 * the edge id (JMS client id {@code edgeId.stream}) and hands each message, in order, to a {@link ChangeSetHandler}. The sending end is
 * main's {@link JmsChangeSetPublisher}.
 * <p>
 * One thread from the supplied factory does everything: connect, receive, handle, acknowledge, dead-letter,
 * heartbeat, back off. The session acknowledges each message once handled ({@code CLIENT_ACKNOWLEDGE}), and Artemis
 * sends that acknowledgement without waiting for main's answer ({@code blockOnAcknowledge=false}, its default), so
 * behind a WAN link the edge never waits a round trip between two change sets: the next one is applied as soon as
 * it is in the client's buffer. (A transacted session committed per batch, with a forced delivery to end each
 * batch, held every change set arriving meanwhile for one to two round trips; {@code bench/forwarding} saw every
 * read after a forwarded write wait for its bookmark that long.) Delivery is at least once: a message handled but
 * not yet acknowledged when the connection drops is redelivered, and the handler skips what it already applied,
 * acknowledging a sync apply again; a poison message is sent to the dead-letter queue (a blocking, persistent send)
 * before it is acknowledged, so it is never lost, and at worst dead-lettered twice. A handler failure other than a
 * wire format error leaves the message unacknowledged and offers it to the handler again after a bounded
 * exponential backoff (so Artemis' {@code max-delivery-attempts} never moves an unapplied change set aside).
 * Connection failures (main unreachable, refused credentials, a lost connection) are retried after the same kind of
 * backoff, so the loop is never tight, each pause drawn between half of the step and all of it, so that edges which
 * lost main together do not all come back together; each attempt after a failure first checks the
 * {@link BrokerProbe}, so that an attempt that would hang is not made.
 * <p>
 * On each connection the handler {@linkplain ChangeSetHandler#connected() catches up} after the durable consumer is
 * created and before the subscription counts as connected. A handler that catches up from main's outbox
 * ({@link ChangeSetHandler#catchesUpFromMain()}) has the subscription dropped and created afresh first, so main's
 * broker never sends again what the replay carried (after a long absence that backlog was larger than the replay).
 */
public final class ChangeSetSubscriber implements AutoCloseable {

    /** How often a failed attempt is logged once the backoff pauses its longest: once a minute. */
    private static final long QUIET_LOG_INTERVAL_NANOS = TimeUnit.MINUTES.toNanos(1);

    private final ConnectionFactory factory;
    private final BrokerProbe probe;
    private final SubscriberSettings settings;
    private final ChangeSetHandler handler;
    private final ThreadFactory threadFactory;
    private final Backoff backoff;
    private final Object lock = new Object();
    /** When the worker last logged a failed attempt ({@link System#nanoTime()}); the worker's alone. */
    private long lastFailureLogged;

    // Guarded by lock.
    private boolean closed;
    private Thread worker;

    private volatile State state = State.NEW;
    private volatile Instant since = Instant.now();
    private volatile String lastError;
    private volatile JMSException connectionFailure;
    /** The worker's connection while it has one; {@link #close()} closes it to end a receive in progress. */
    private volatile Connection current;

    private final AtomicLong received = new AtomicLong();
    private final AtomicLong acknowledged = new AtomicLong();
    private final AtomicLong deadLettered = new AtomicLong();
    private final AtomicLong bytesReceived = new AtomicLong();
    private final AtomicLong handlerFailures = new AtomicLong();
    private final AtomicLong reconnects = new AtomicLong();
    private final AtomicLong connectFailures = new AtomicLong();
    private final AtomicLong syncAcksSent = new AtomicLong();

    public ChangeSetSubscriber(ConnectionFactory factory, SubscriberSettings settings, ChangeSetHandler handler,
            ThreadFactory threadFactory) {
        this(factory, BrokerProbe.NONE, settings, handler, threadFactory);
    }

    /** A subscriber that checks {@code probe} before each connection attempt after a failure. */
    public ChangeSetSubscriber(ConnectionFactory factory, BrokerProbe probe, SubscriberSettings settings,
            ChangeSetHandler handler, ThreadFactory threadFactory) {
        this.factory = Objects.requireNonNull(factory, "factory");
        this.probe = Objects.requireNonNull(probe, "probe");
        this.settings = Objects.requireNonNull(settings, "settings");
        this.handler = Objects.requireNonNull(handler, "handler");
        this.threadFactory = Objects.requireNonNull(threadFactory, "threadFactory");
        this.backoff = settings.backoff();
    }

    /** Starts the consuming thread; returns at once (connecting happens on that thread). */
    public void start() {
        synchronized (lock) {
            if (worker != null || closed) {
                throw new IllegalStateException("Subscriber of edge " + settings.edgeId() + " already started or closed");
            }
            setState(State.DISCONNECTED);
            worker = threadFactory.newThread(this::run);
            worker.start();
        }
    }

    /** A snapshot of state and counters. */
    public SubscriberStatus status() {
        return new SubscriberStatus(settings.edgeId(), state, since, received.get(), acknowledged.get(),
                deadLettered.get(), bytesReceived.get(), handlerFailures.get(), reconnects.get(), connectFailures.get(),
                syncAcksSent.get(), lastError);
    }

    /**
     * Stops consuming: waits for the message in hand to finish (at most the receive timeout plus 5 s, then
     * interrupts), and closes the connection; an unacknowledged message is redelivered to the next subscriber of this
     * edge id. The durable subscription stays, so main keeps messages for this edge.
     */
    @Override
    public void close() {
        Thread running;
        synchronized (lock) {
            if (closed) {
                return;
            }
            closed = true;
            lock.notifyAll();
            running = worker;
        }
        JmsChangeSetPublisher.closeQuietly(current);
        if (running != null && running != Thread.currentThread()) {
            long millis = settings.receiveTimeout().toMillis() + 5_000;
            try {
                running.join(millis);
                if (running.isAlive()) {
                    LOG.stopTimeout(running.getName(), millis);
                    running.interrupt();
                    running.join(1_000);
                }
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        }
        setState(State.CLOSED);
        LOG.subscriberClosed(settings.edgeId(), settings.brokerUrl(), status());
    }

    private void run() {
        long failures = 0;
        boolean connectedBefore = false;
        while (!isClosed()) {
            Connection connection = null;
            try {
                connectionFailure = null;
                if (failures > 0) {
                    probe();
                }
                connection = open();
                current = connection;
                if (isClosed()) {
                    break;
                }
                Session session = connection.createSession(false, Session.CLIENT_ACKNOWLEDGE);
                if (handler.catchesUpFromMain()) {
                    dropBacklog(session);
                }
                MessageConsumer consumer = durableConsumer(session);
                MessageProducer deadLetters = session.createProducer(session.createQueue(settings.deadLetterQueue()));
                deadLetters.setDeliveryMode(DeliveryMode.PERSISTENT);
                MessageProducer acks = session.createProducer(session.createQueue(settings.ackQueue()));
                acks.setDeliveryMode(DeliveryMode.NON_PERSISTENT);
                acks.setTimeToLive(3 * settings.heartbeatInterval().toMillis());
                // Main reads the type, edge id, epoch and sequence properties only; no id or timestamp to carry.
                acks.setDisableMessageID(true);
                acks.setDisableMessageTimestamp(true);
                connection.start();
                if (connectedBefore) {
                    reconnects.incrementAndGet();
                }
                connectedBefore = true;
                failures = 0;
                LOG.subscribed(settings.edgeId(), settings.topic(), settings.brokerUrl(), settings.edgeId());
                catchUp();
                setState(State.CONNECTED);
                consume(session, consumer, deadLetters, acks);
            } catch (JMSException | RuntimeException e) {
                if (isClosed()) {
                    break;
                }
                failures++;
                connectFailures.incrementAndGet();
                long pause = backoff.jitteredMillisAfter(failures);
                reportFailure(e, failures, pause);
                setState(State.DISCONNECTED);
                JmsChangeSetPublisher.closeQuietly(connection);
                connection = null;
                pause(pause);
            } finally {
                current = null;
                JmsChangeSetPublisher.closeQuietly(connection);
            }
            if (!isClosed()) {
                setState(State.DISCONNECTED);
            }
        }
    }

    /**
     * Deletes the durable subscription, with the messages it holds, without receiving them; the caller subscribes
     * again at once, and the handler's catch-up replays from main's outbox what the backlog held.
     */
    private void dropBacklog(Session session) throws JMSException {
        try {
            session.unsubscribe(settings.edgeId());
            LOG.backlogDropped(settings.edgeId(), settings.clientId());
        } catch (InvalidDestinationException e) {
            // No subscription yet: nothing to drop.
        }
    }

    private void catchUp() {
        try {
            handler.connected();
        } catch (Exception e) {
            if (e instanceof InterruptedException) {
                Thread.currentThread().interrupt();
            }
            throw new CatchUpFailure("Edge " + settings.edgeId() + " could not catch up with main at "
                    + settings.brokerUrl() + ": " + e, e);
        }
    }

    /** The handler's catch-up after connecting failed; handled like a connection failure. */
    private static final class CatchUpFailure extends RuntimeException {
        private static final long serialVersionUID = 1L;

        CatchUpFailure(String message, Exception cause) {
            super(message, cause);
        }
    }

    /**
     * Records a failed attempt as the status's last error and logs it: every one while the backoff grows, then, at its
     * longest pause, one per {@link #QUIET_LOG_INTERVAL_NANOS} (the status counts them all).
     */
    private void reportFailure(Exception e, long attempt, long pause) {
        long now = System.nanoTime();
        boolean log = backoff.millisAfter(attempt) < backoff.max().toMillis() || attempt == 1
                || now - lastFailureLogged >= QUIET_LOG_INTERVAL_NANOS;
        String error;
        Runnable logged;
        if (e instanceof CatchUpFailure) {
            error = e.getMessage();
            logged = () -> LOG.catchUpFailed(error, attempt, pause, e.getCause());
        } else if (e instanceof ProbeFailure) {
            error = "Edge " + settings.edgeId() + " cannot reach main's broker at " + settings.brokerUrl() + ": "
                    + e.getMessage();
            logged = () -> LOG.probeFailed(settings.edgeId(), settings.brokerUrl(), attempt, e.getMessage(), pause);
        } else if (isSecurityFailure(e)) {
            error = "Main's broker at " + settings.brokerUrl() + " refused user '"
                    + settings.credentials().userForMessages() + "' of edge " + settings.edgeId() + ": "
                    + e.getMessage() + " (check the edge's broker credential reference)";
            logged = () -> LOG.authenticationFailed(error, pause);
        } else {
            error = "Edge " + settings.edgeId() + " cannot reach main's broker at " + settings.brokerUrl()
                    + " as user '" + settings.credentials().userForMessages() + "': " + e;
            logged = () -> LOG.connectionFailed(settings.edgeId(), settings.brokerUrl(), attempt, pause, e);
        }
        lastError = error;
        if (log) {
            lastFailureLogged = now;
            logged.run();
        }
    }

    /** A {@link BrokerProbe} that failed: a failed connection attempt, whose message says all (logged without a trace). */
    private static final class ProbeFailure extends RuntimeException {
        private static final long serialVersionUID = 1L;

        ProbeFailure(IOException cause) {
            super(cause.getMessage(), cause);
        }
    }

    /** Checks the {@link BrokerProbe}. */
    private void probe() {
        try {
            probe.check();
        } catch (IOException e) {
            throw new ProbeFailure(e);
        }
    }

    private Connection open() throws JMSException {
        BrokerCredentials credentials = settings.credentials();
        Connection connection = credentials.user() == null ? factory.createConnection()
                : factory.createConnection(credentials.user(), credentials.password());
        try {
            connection.setClientID(settings.clientId());
            connection.setExceptionListener(e -> connectionFailure = e);
            return connection;
        } catch (JMSException | RuntimeException e) {
            JmsChangeSetPublisher.closeQuietly(connection);
            throw e;
        }
    }

    private MessageConsumer durableConsumer(Session session) throws JMSException {
        return session.createDurableConsumer(session.createTopic(settings.topic()), settings.edgeId(),
                TopicNames.selector(settings.stream()), false);
    }

    private void consume(Session session, MessageConsumer subscribed, MessageProducer deadLetters, MessageProducer acks)
            throws JMSException {
        MessageConsumer consumer = subscribed;
        long heartbeatNanos = settings.heartbeatInterval().toNanos();
        long nextHeartbeat = System.nanoTime();
        long lastMessage = System.nanoTime();
        while (!isClosed()) {
            if (System.nanoTime() - lastMessage >= settings.idleRenewal().toNanos()) {
                // Nothing handled is unacknowledged here, so nothing is redelivered; the new consumer sends fresh credits.
                LOG.consumerRenewed(settings.edgeId(), (System.nanoTime() - lastMessage) / 1_000_000);
                consumer.close();
                consumer = durableConsumer(session);
                lastMessage = System.nanoTime();
            }
            checkConnection();
            if (System.nanoTime() - nextHeartbeat >= 0) {
                Message heartbeat = session.createMessage();
                heartbeat.setStringProperty(TopicNames.ACK_TYPE, TopicNames.ACK_HEARTBEAT);
                heartbeat.setStringProperty(TopicNames.EDGE_ID, settings.edgeId());
                acks.send(heartbeat);
                nextHeartbeat = System.nanoTime() + heartbeatNanos;
            }
            // An idle receive ends with a forced delivery, a round trip to main's broker: wait as long as the next
            // heartbeat allows, not less.
            long untilHeartbeat = Math.max(1, (nextHeartbeat - System.nanoTime()) / 1_000_000);
            Message message = consumer.receive(Math.min(untilHeartbeat, settings.receiveTimeout().toMillis()));
            if (message != null) {
                lastMessage = System.nanoTime();
                if (!deliver(session, message, deadLetters, acks)) {
                    checkConnection();
                    return;
                }
                message.acknowledge();
            }
        }
    }

    private void checkConnection() throws JMSException {
        JMSException failure = connectionFailure;
        if (failure != null) {
            throw failure;
        }
    }

    /** @return false when the message was left unacknowledged because the subscriber closed or the connection failed */
    private boolean deliver(Session session, Message message, MessageProducer deadLetters, MessageProducer acks)
            throws JMSException {
        String id = messageId(message, received.incrementAndGet());
        String stream = settings.stream();
        if (!(message instanceof BytesMessage bytesMessage)) {
            String type = message.getClass().getSimpleName();
            deadLetter(session, deadLetters, message, new byte[0], TopicNames.NOT_A_BYTES_MESSAGE,
                    "a message of type " + type + ", not a BytesMessage");
            LOG.deadLettered(settings.edgeId(), id, stream, "a message of type " + type + ", not a BytesMessage",
                    settings.deadLetterQueue(), false);
            return true;
        }
        byte[] body = new byte[(int) bytesMessage.getBodyLength()];
        bytesMessage.readBytes(body);
        bytesReceived.addAndGet(body.length);
        for (int attempt = 1; ; attempt++) {
            List<Applied> applied = new ArrayList<>(1);
            try {
                handler.handle(body.clone(), (appliedEpoch, appliedSequence) -> applied.add(new Applied(
                        Objects.requireNonNull(appliedEpoch, "epoch"), appliedSequence)));
            } catch (WireFormatException e) {
                deadLetter(session, deadLetters, message, body, e.reason().name(), e.getMessage());
                LOG.deadLettered(settings.edgeId(), id, stream, e.getMessage(), settings.deadLetterQueue(),
                        e.reason().needsNewerDecoder());
                return true;
            } catch (Exception e) {
                handlerFailures.incrementAndGet();
                long pause = backoff.millisAfter(attempt);
                lastError = "Edge " + settings.edgeId() + " failed to handle message " + id + " of stream " + stream
                        + ": " + e;
                LOG.handlerFailed(settings.edgeId(), id, stream, attempt, pause, e);
                if (e instanceof InterruptedException) {
                    Thread.interrupted();
                }
                if (!pause(pause) || connectionFailure != null) {
                    return false;
                }
                continue;
            }
            for (Applied ack : applied) {
                Message acknowledgement = session.createMessage();
                acknowledgement.setStringProperty(TopicNames.ACK_TYPE, TopicNames.ACK_APPLIED);
                acknowledgement.setStringProperty(TopicNames.EDGE_ID, settings.edgeId());
                acknowledgement.setStringProperty(TopicNames.EPOCH, ack.epoch().toString());
                acknowledgement.setLongProperty(TopicNames.SEQUENCE, ack.sequence());
                acks.send(acknowledgement);
            }
            syncAcksSent.addAndGet(applied.size());
            acknowledged.incrementAndGet();
            if (attempt > 1) {
                LOG.handlerRecovered(settings.edgeId(), id, attempt - 1);
            }
            return true;
        }
    }

    private record Applied(UUID epoch, long sequence) {
    }

    private void deadLetter(Session session, MessageProducer deadLetters, Message original, byte[] body, String reason,
            String detail) throws JMSException {
        BytesMessage deadLetter = session.createBytesMessage();
        deadLetter.writeBytes(body);
        deadLetter.setStringProperty(TopicNames.DEAD_LETTER_REASON, reason);
        deadLetter.setStringProperty(TopicNames.DEAD_LETTER_DETAIL, detail);
        deadLetter.setStringProperty(TopicNames.EDGE_ID, settings.edgeId());
        if (original.getJMSMessageID() != null) {
            deadLetter.setStringProperty(TopicNames.DEAD_LETTER_ORIGINAL_ID, original.getJMSMessageID());
        }
        deadLetter.setStringProperty(TopicNames.STREAM, settings.stream());
        deadLetters.send(deadLetter);
        deadLettered.incrementAndGet();
    }

    /**
     * The {@code JMSMessageID} of a message, or, since main publishes change sets without one (see
     * {@link JmsChangeSetPublisher}), its number among the messages this subscriber received: the sequences are in the
     * body, which may not decode.
     */
    private static String messageId(Message message, long number) throws JMSException {
        String id = message.getJMSMessageID();
        return id != null ? id : "#" + number;
    }

    static boolean isSecurityFailure(Throwable failure) {
        for (Throwable t = failure; t != null; t = t.getCause()) {
            if (t instanceof jakarta.jms.JMSSecurityException || t instanceof jakarta.jms.JMSSecurityRuntimeException
                    || t.getClass().getSimpleName().contains("SecurityException")) {
                return true;
            }
            if (t.getCause() == t) {
                break;
            }
        }
        return false;
    }

    /** Waits {@code millis} unless closed first; an interrupt closes. @return whether still open. */
    private boolean pause(long millis) {
        boolean interrupted = !Backoff.pause(lock, () -> closed, millis);
        synchronized (lock) {
            if (interrupted) {
                closed = true;
            }
            return !closed;
        }
    }

    private boolean isClosed() {
        synchronized (lock) {
            return closed;
        }
    }

    private void setState(State next) {
        if (state != next) {
            state = next;
            since = Instant.now();
        }
    }
}
