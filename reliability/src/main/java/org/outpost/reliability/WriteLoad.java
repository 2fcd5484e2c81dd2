// SPDX-License-Identifier: Apache-2.0
package org.outpost.reliability;

import java.net.URI;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.concurrent.locks.ReentrantReadWriteLock;

import org.outpost.wan.study.Site;

/**
 * The steady write load: writers through each edge's pages (forwarded to main, each read back from the edge) and on
 * main's own pages, each a bid or a comment then a pause, until {@link #close()}. {@link #pause()} waits until the
 * writes in flight are done and holds the writers until {@link #resume()}, for a checkpoint.
 */
final class WriteLoad implements AutoCloseable {

    /** Between two writes of one writer. */
    static final Duration PACE = Duration.ofMillis(300);

    private final Writes writes;
    private final List<Thread> writers = new ArrayList<>();
    /** Each write holds the read lock; a pause holds the write lock. */
    private final ReentrantReadWriteLock gate = new ReentrantReadWriteLock(true);
    private volatile boolean stopped;

    /**
     * @param servers  each server's HTTP address
     * @param perSite  writers per server
     * @param seed     the seed of the writers' choices
     */
    WriteLoad(Writes writes, Map<Site, URI> servers, int perSite, long seed) {
        this.writes = writes;
        int index = 0;
        for (Map.Entry<Site, URI> server : servers.entrySet()) {
            for (int i = 0; i < perSite; i++) {
                Random random = new Random(seed * 31 + index++);
                Thread writer = new Thread(() -> write(server.getKey(), new RubisClient(server.getValue()), random),
                        "reliability-writer-" + server.getKey().id() + "-" + i);
                writer.setDaemon(true);
                this.writers.add(writer);
            }
        }
    }

    void start() {
        this.writers.forEach(Thread::start);
    }

    /** Waits until no write is in flight and holds the writers; the calling thread must call {@link #resume()}. */
    void pause() {
        this.gate.writeLock().lock();
    }

    void resume() {
        this.gate.writeLock().unlock();
    }

    @Override
    public void close() {
        this.stopped = true;
        this.writers.forEach(Thread::interrupt);
        for (Thread writer : this.writers) {
            try {
                writer.join(RubisClient.TIMEOUT.toMillis() * 2);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                return;
            }
        }
    }

    private void write(Site via, RubisClient client, Random random) {
        while (!this.stopped) {
            try {
                this.gate.readLock().lockInterruptibly();
                try {
                    this.writes.any(client, via, random);
                } finally {
                    this.gate.readLock().unlock();
                }
                Thread.sleep(PACE.toMillis());
            } catch (InterruptedException e) {
                return;
            }
        }
    }
}
