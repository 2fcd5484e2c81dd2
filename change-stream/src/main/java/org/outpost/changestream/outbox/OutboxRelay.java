// SPDX-License-Identifier: Apache-2.0
package org.outpost.changestream.outbox;

import static org.outpost.changestream.ReplicationLogger.LOG;

import java.time.Duration;
import java.util.List;
import java.util.Objects;
import java.util.concurrent.ThreadFactory;
import java.util.concurrent.TimeUnit;

/**
 * Publishes the outbox in sequence order: after {@linkplain #committed(long, boolean) commit signals}, when started
 * (the sweep after a crash) and every {@link RelaySettings#sweepInterval()}, it reads the unpublished entries, hands
 * them to the {@link ChangeSetPublisher} in runs of consecutive entries (all that are ready, up to the
 * {@linkplain RelaySettings#messageEntries() message bounds}: one message each on the topic) and records each run as
 * published.
 * <p>
 * It publishes at most once per {@linkplain RelaySettings#publishInterval() publish interval}, so that the change
 * sets committed meanwhile share one message and Artemis' cost per message (the message's header, the delivery's
 * framing, the edge's acknowledgement) is paid once for all of them: a commit signalled a whole interval after the
 * last publication goes at once, a later one waits until the interval has passed. A change set someone waits for (a
 * sync entity's, or one a bookmark was handed out for) goes at once, with whatever is ready before it, and so do a
 * message's worth of signalled commits. On a failure it retries the same run after a doubling backoff, never
 * skipping it. One thread; signals coalesce, so memory is bounded by {@link RelaySettings#batchSize()} entries
 * whatever the commit rate. After publishing, at most once per sweep
 * interval, it purges the published entries the {@link RelaySettings#retention() retention} lets go.
 * <p>
 * One relay per outbox: two relays would publish entries twice. The subsystem starts it on main with the JMS
 * publisher and a managed thread factory, and closes it when main stops.
 */
public final class OutboxRelay implements OutboxRelaySignal, AutoCloseable {

    /** When the relay thread last purged; touched by that thread only. */
    private long lastPurgeNanos;
    /** When the relay last published: set when constructed (an interval ago), then touched by the relay thread only. */
    private long lastPublishNanos;
    private final Outbox outbox;
    private final ChangeSetPublisher publisher;
    private final RelaySettings settings;
    private final ThreadFactory threadFactory;
    private final Object lock = new Object();

    // Guarded by lock.
    private boolean pending;
    /** Whether the work pending is due now rather than at the end of the publish interval. */
    private boolean due;
    /** Commits signalled since the relay last looked at the outbox. */
    private int signalled;
    private boolean closed;
    private long published = -1;
    private Thread worker;

    public OutboxRelay(Outbox outbox, ChangeSetPublisher publisher, RelaySettings settings, ThreadFactory threadFactory) {
        this.outbox = Objects.requireNonNull(outbox, "outbox");
        this.publisher = Objects.requireNonNull(publisher, "publisher");
        this.settings = Objects.requireNonNull(settings, "settings");
        this.threadFactory = Objects.requireNonNull(threadFactory, "threadFactory");
        this.lastPublishNanos = System.nanoTime() - settings.publishInterval().toNanos();
    }

    /** Starts the relay thread, which first sweeps the outbox for entries left unpublished. */
    public void start() {
        synchronized (lock) {
            if (worker != null || closed) {
                throw new IllegalStateException("Outbox relay on " + outbox.table() + " already started or closed");
            }
            pending = true;
            due = true;
            worker = threadFactory.newThread(this::run);
            worker.start();
        }
        LOG.relayStarted(outbox.table());
    }

    /** Wakes the relay, for now if {@code awaited}, else for the end of the publish interval; returns at once. */
    @Override
    public void committed(long sequence, boolean awaited) {
        synchronized (lock) {
            pending = true;
            signalled++;
            if (awaited || signalled >= settings.messageEntries()) {
                due = true;
            }
            lock.notifyAll();
        }
    }

    /**
     * Waits until the relay has published {@code sequence} (of the current epoch) or the timeout passes.
     *
     * @return whether it was published in time
     */
    public boolean awaitPublished(long sequence, Duration timeout) throws InterruptedException {
        long deadline = System.nanoTime() + timeout.toNanos();
        synchronized (lock) {
            while (published < sequence) {
                long left = deadline - System.nanoTime();
                if (left <= 0 || closed) {
                    return published >= sequence;
                }
                TimeUnit.NANOSECONDS.timedWait(lock, left);
            }
            return true;
        }
    }

    /** The last sequence this relay published or found published, -1 before its first sweep. */
    public long publishedSequence() {
        synchronized (lock) {
            return published;
        }
    }

    /** Stops the thread after the entry being published, waiting at most {@link RelaySettings#closeTimeout()}. */
    @Override
    public void close() {
        Thread thread;
        synchronized (lock) {
            if (closed) {
                return;
            }
            closed = true;
            lock.notifyAll();
            thread = worker;
        }
        if (thread == null || thread == Thread.currentThread()) {
            return;
        }
        try {
            thread.join(settings.closeTimeout().toMillis());
            if (thread.isAlive()) {
                LOG.relayStopTimeout(thread.getName(), settings.closeTimeout().toMillis());
                thread.interrupt();
                thread.join(settings.closeTimeout().toMillis());
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        LOG.relayStopped(outbox.table(), publishedSequence());
    }

    private void run() {
        Duration backoff = settings.initialBackoff();
        while (awaitWork()) {
            try {
                drain();
                purgeWhenDue();
                backoff = settings.initialBackoff();
            } catch (OutboxException e) {
                LOG.relayOutboxFailed(outbox.table(), backoff.toMillis(), e);
                synchronized (lock) {
                    pending = true;
                    due = true;
                }
                if (!pause(backoff)) {
                    return;
                }
                backoff = next(backoff);
            } catch (InterruptedException e) {
                return;
            }
        }
    }

    /** Applies the retention policy if the last purge is a sweep interval ago (or none ran yet). */
    private void purgeWhenDue() {
        long now = System.nanoTime();
        if (lastPurgeNanos != 0 && now - lastPurgeNanos < settings.sweepInterval().toNanos()) {
            return;
        }
        lastPurgeNanos = now;
        outbox.purge(settings.retention());
    }

    /**
     * Waits for the sweep interval, or for signalled work to be due: at once, or at the end of the publish interval
     * that began with the last publication; false once closed.
     */
    private boolean awaitWork() {
        synchronized (lock) {
            long sweep = System.nanoTime() + settings.sweepInterval().toNanos();
            long interval = lastPublishNanos + settings.publishInterval().toNanos();
            while (!closed) {
                long now = System.nanoTime();
                long deadline = !pending ? sweep : due ? now : Math.min(sweep, interval);
                long left = deadline - now;
                if (left <= 0) {
                    break;
                }
                try {
                    TimeUnit.NANOSECONDS.timedWait(lock, left);
                } catch (InterruptedException e) {
                    return false;
                }
            }
            pending = false;
            due = false;
            signalled = 0;
            return !closed;
        }
    }

    private void drain() throws InterruptedException {
        while (true) {
            long from = outbox.publishedSequence();
            setPublished(from);
            List<OutboxEntry> batch = outbox.readFrom(from + 1, settings.batchSize());
            for (List<OutboxEntry> run : MessageRuns.of(batch, settings.messageEntries(), settings.messageBytes())) {
                if (!publish(run)) {
                    return;
                }
                lastPublishNanos = System.nanoTime();
                long last = run.get(run.size() - 1).sequence();
                outbox.markPublished(last);
                setPublished(last);
            }
            if (batch.size() < settings.batchSize()) {
                return;
            }
        }
    }

    /** Publishes a run of entries, retrying with backoff; false when closed first. */
    private boolean publish(List<OutboxEntry> run) throws InterruptedException {
        OutboxEntry first = run.get(0);
        Duration backoff = settings.initialBackoff();
        int failures = 0;
        while (true) {
            synchronized (lock) {
                if (closed) {
                    return false;
                }
            }
            try {
                publisher.publish(run);
                if (failures > 0) {
                    LOG.publishRecovered(first.sequence(), failures);
                }
                return true;
            } catch (InterruptedException e) {
                throw e;
            } catch (Exception e) {
                failures++;
                LOG.publishFailed(first.sequence(), first.epoch(), failures, backoff.toMillis(), e);
                if (!pause(backoff)) {
                    return false;
                }
                backoff = next(backoff);
            }
        }
    }

    /** Sleeps, waking early only on close; false when closed. */
    private boolean pause(Duration duration) {
        long deadline = System.nanoTime() + duration.toNanos();
        synchronized (lock) {
            while (!closed) {
                long left = deadline - System.nanoTime();
                if (left <= 0) {
                    return true;
                }
                try {
                    TimeUnit.NANOSECONDS.timedWait(lock, left);
                } catch (InterruptedException e) {
                    return false;
                }
            }
            return false;
        }
    }

    private Duration next(Duration backoff) {
        Duration doubled = backoff.multipliedBy(2);
        return doubled.compareTo(settings.maxBackoff()) > 0 ? settings.maxBackoff() : doubled;
    }

    private void setPublished(long sequence) {
        synchronized (lock) {
            published = sequence;
            lock.notifyAll();
        }
    }
}
