// SPDX-License-Identifier: Apache-2.0
package org.outpost.changestream.transport;

import static org.outpost.changestream.transport.TransportLogger.LOG;

import java.time.Duration;
import java.util.HashMap;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import java.util.TreeSet;
import java.util.UUID;
import java.util.concurrent.ThreadFactory;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;
import java.util.stream.Collectors;

import jakarta.jms.Connection;
import jakarta.jms.ConnectionFactory;
import jakarta.jms.JMSException;
import jakarta.jms.Message;
import jakarta.jms.MessageConsumer;
import jakarta.jms.Session;

/**
 * Main's half of sync mode: consumes {@link TopicNames#ACK_QUEUE}, where each edge's {@link ChangeSetSubscriber}
 * sends its {@linkplain ApplyAcknowledger apply acknowledgements} and heartbeats, and lets a writer
 * {@linkplain #await wait} until every connected edge has applied a change set, bounded by a timeout that is logged
 * and counted.
 * <p>
 * Memory is one entry per edge: its highest acknowledged (epoch, sequence), since an edge applies in order. An
 * acknowledgement that arrives before the writer starts waiting is therefore not missed.
 */
public final class SyncWaiter implements AutoCloseable {

    private final ConnectionFactory factory;
    private final BrokerCredentials credentials;
    private final String ackQueue;
    private final Backoff backoff;
    private final ThreadFactory threadFactory;
    private final Object lock = new Object();

    // Guarded by lock.
    private final Map<String, Progress> progress = new HashMap<>();
    private final Map<String, Long> lastSeenNanos = new HashMap<>();
    private boolean closed;
    private Thread worker;

    private volatile JMSException connectionFailure;
    private final AtomicLong timeouts = new AtomicLong();
    private final AtomicLong acknowledgements = new AtomicLong();

    /** A waiter on {@link TopicNames#ACK_QUEUE} through main's in-VM factory, reconnecting after 1 s to 30 s. */
    public SyncWaiter(ConnectionFactory factory, ThreadFactory threadFactory) {
        this(factory, BrokerCredentials.none(), TopicNames.ACK_QUEUE, Duration.ofSeconds(1), Duration.ofSeconds(30),
                threadFactory);
    }

    public SyncWaiter(ConnectionFactory factory, BrokerCredentials credentials, String ackQueue,
            Duration initialBackoff, Duration maxBackoff, ThreadFactory threadFactory) {
        this.factory = Objects.requireNonNull(factory, "factory");
        this.credentials = Objects.requireNonNull(credentials, "credentials");
        this.ackQueue = Objects.requireNonNull(ackQueue, "ackQueue");
        this.backoff = new Backoff(initialBackoff, maxBackoff);
        this.threadFactory = Objects.requireNonNull(threadFactory, "threadFactory");
    }

    /** Starts consuming the acknowledgement queue on a thread of the factory. */
    public void start() {
        synchronized (lock) {
            if (worker != null || closed) {
                throw new IllegalStateException("Sync waiter on " + ackQueue + " already started or closed");
            }
            worker = threadFactory.newThread(this::run);
            worker.start();
        }
    }

    /**
     * Waits until every edge of {@code edges} has acknowledged {@code (epoch, sequence)} or a later sequence of the
     * epoch, or until {@code timeout} passes. A timeout is logged (OUTPOST0330) and counted ({@link #timeouts()}).
     *
     * @param edges the edges to wait for, usually {@link ConnectedEdges#connected()}; empty returns at once
     */
    public SyncOutcome await(UUID epoch, long sequence, Set<String> edges, Duration timeout)
            throws InterruptedException {
        Objects.requireNonNull(epoch, "epoch");
        long start = System.nanoTime();
        long deadline = start + timeout.toNanos();
        synchronized (lock) {
            while (true) {
                Set<String> missing = edges.stream().filter(edge -> !hasApplied(edge, epoch, sequence))
                        .collect(Collectors.toCollection(TreeSet::new));
                long now = System.nanoTime();
                if (missing.isEmpty()) {
                    LOG.syncAcknowledged(sequence, epoch, edges, TimeUnit.NANOSECONDS.toMillis(now - start));
                    return new SyncOutcome.Acknowledged();
                }
                if (deadline - now <= 0) {
                    long count = timeouts.incrementAndGet();
                    LOG.syncTimedOut(sequence, epoch, timeout.toMillis(), missing, count);
                    return new SyncOutcome.TimedOut(missing);
                }
                TimeUnit.NANOSECONDS.timedWait(lock, deadline - now);
            }
        }
    }

    /**
     * The edges that sent a heartbeat or an acknowledgement within {@code staleAfter} (choose about three heartbeat
     * intervals); a simple {@link ConnectedEdges} for when management of the broker is not at hand.
     */
    public ConnectedEdges connectedEdges(Duration staleAfter) {
        long staleNanos = staleAfter.toNanos();
        return () -> {
            long now = System.nanoTime();
            synchronized (lock) {
                return lastSeenNanos.entrySet().stream().filter(e -> now - e.getValue() <= staleNanos)
                        .map(Map.Entry::getKey).collect(Collectors.toUnmodifiableSet());
            }
        };
    }

    /** How many {@link #await} calls timed out. */
    public long timeouts() {
        return timeouts.get();
    }

    /** How many apply acknowledgements arrived. */
    public long acknowledgements() {
        return acknowledgements.get();
    }

    /** Stops consuming; waiting writers keep waiting until their own timeout. */
    @Override
    public void close() {
        Thread running;
        synchronized (lock) {
            closed = true;
            lock.notifyAll();
            running = worker;
        }
        if (running != null && running != Thread.currentThread()) {
            try {
                running.join(6_000);
                if (running.isAlive()) {
                    LOG.stopTimeout(running.getName(), 6_000);
                    running.interrupt();
                }
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        }
    }

    /** Records an acknowledgement; the consumer thread calls it. */
    void applied(String edgeId, UUID epoch, long sequence) {
        acknowledgements.incrementAndGet();
        synchronized (lock) {
            Progress known = progress.get(edgeId);
            if (known == null || !known.epoch().equals(epoch) || known.sequence() < sequence) {
                progress.put(edgeId, new Progress(epoch, sequence));
            }
            lastSeenNanos.put(edgeId, System.nanoTime());
            lock.notifyAll();
        }
    }

    /** Records a heartbeat; the consumer thread calls it. */
    void seen(String edgeId) {
        synchronized (lock) {
            lastSeenNanos.put(edgeId, System.nanoTime());
        }
    }

    private boolean hasApplied(String edge, UUID epoch, long sequence) {
        Progress known = progress.get(edge);
        return known != null && known.epoch().equals(epoch) && known.sequence() >= sequence;
    }

    private record Progress(UUID epoch, long sequence) {
    }

    private void run() {
        long failures = 0;
        while (!isClosed()) {
            Connection connection = null;
            try {
                connectionFailure = null;
                connection = credentials.user() == null ? factory.createConnection()
                        : factory.createConnection(credentials.user(), credentials.password());
                connection.setExceptionListener(e -> connectionFailure = e);
                Session session = connection.createSession(false, Session.AUTO_ACKNOWLEDGE);
                MessageConsumer consumer = session.createConsumer(session.createQueue(ackQueue));
                connection.start();
                failures = 0;
                while (!isClosed()) {
                    JMSException failure = connectionFailure;
                    if (failure != null) {
                        throw failure;
                    }
                    Message message = consumer.receive(1_000);
                    if (message != null) {
                        record(message);
                    }
                }
            } catch (JMSException | RuntimeException e) {
                if (isClosed()) {
                    break;
                }
                failures++;
                long pause = backoff.millisAfter(failures);
                LOG.ackConsumerFailed(ackQueue, failures, pause, e);
                JmsChangeSetPublisher.closeQuietly(connection);
                connection = null;
                pause(pause);
            } finally {
                JmsChangeSetPublisher.closeQuietly(connection);
            }
        }
    }

    private void record(Message message) throws JMSException {
        String type = message.getStringProperty(TopicNames.ACK_TYPE);
        String edgeId = message.getStringProperty(TopicNames.EDGE_ID);
        if (edgeId == null || edgeId.isBlank()) {
            LOG.malformedAck(ackQueue, "no " + TopicNames.EDGE_ID + " property");
            return;
        }
        if (TopicNames.ACK_HEARTBEAT.equals(type)) {
            seen(edgeId);
        } else if (TopicNames.ACK_APPLIED.equals(type) && message.propertyExists(TopicNames.SEQUENCE)) {
            try {
                applied(edgeId, UUID.fromString(message.getStringProperty(TopicNames.EPOCH)),
                        message.getLongProperty(TopicNames.SEQUENCE));
            } catch (IllegalArgumentException | NullPointerException | JMSException e) {
                LOG.malformedAck(ackQueue, "edge " + edgeId + ": " + e);
            }
        } else {
            LOG.malformedAck(ackQueue, "edge " + edgeId + ", " + TopicNames.ACK_TYPE + "=" + type);
        }
    }

    /** Waits {@code millis} unless closed first; an interrupt closes. */
    private void pause(long millis) {
        if (!Backoff.pause(lock, () -> closed, millis)) {
            synchronized (lock) {
                closed = true;
            }
        }
    }

    private boolean isClosed() {
        synchronized (lock) {
            return closed;
        }
    }
}
