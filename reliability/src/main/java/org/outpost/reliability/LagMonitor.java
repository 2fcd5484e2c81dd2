// SPDX-License-Identifier: Apache-2.0
package org.outpost.reliability;

import java.util.List;
import java.util.concurrent.atomic.AtomicLong;

import org.jboss.dmr.ModelNode;
import org.outpost.wan.study.Site;
import org.outpost.wan.study.Topology;

/**
 * Samples, every second while the run goes on, how far each edge is behind main: the edge's own lag of the last change
 * set it applied ({@code lag-ms}), how long it has been cut off ({@code staleness-ms}) and how many transactions it
 * has yet to apply (main's {@code last-sequence} minus its {@code applied-sequence}); keeps the highest of each.
 * A server that does not answer (killed, restarting) is skipped.
 */
final class LagMonitor implements AutoCloseable {

    private static final long PERIOD_MILLIS = 1_000;

    private final Topology topology;
    private final String deployment;
    private final AtomicLong lagMillis = new AtomicLong();
    private final AtomicLong lagTransactions = new AtomicLong();
    private final AtomicLong stalenessMillis = new AtomicLong();
    private final Thread sampler;
    private volatile boolean stopped;

    LagMonitor(Topology topology, String deployment) {
        this.topology = topology;
        this.deployment = deployment;
        this.sampler = new Thread(this::sample, "reliability-lag");
        this.sampler.setDaemon(true);
    }

    void start() {
        this.sampler.start();
    }

    long maxLagMillis() {
        return this.lagMillis.get();
    }

    long maxLagTransactions() {
        return this.lagTransactions.get();
    }

    long maxStalenessMillis() {
        return this.stalenessMillis.get();
    }

    @Override
    public void close() {
        this.stopped = true;
        this.sampler.interrupt();
        try {
            this.sampler.join(10_000);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    private void sample() {
        while (!this.stopped) {
            try {
                Thread.sleep(PERIOD_MILLIS);
                long last = Streams.figure(Streams.main(this.topology, this.deployment), "last-sequence");
                for (Site edge : List.of(Site.EDGE_1, Site.EDGE_2)) {
                    ModelNode stream = Streams.edge(this.topology, edge, this.deployment);
                    if (stream == null) {
                        continue;
                    }
                    this.lagMillis.accumulateAndGet(Streams.figure(stream, "lag-ms"), Math::max);
                    this.stalenessMillis.accumulateAndGet(Streams.figure(stream, "staleness-ms"), Math::max);
                    long applied = Streams.figure(stream, "applied-sequence");
                    if (last >= 0 && applied >= 0) {
                        this.lagTransactions.accumulateAndGet(last - applied, Math::max);
                    }
                }
            } catch (InterruptedException e) {
                return;
            } catch (RuntimeException e) {
                // main does not answer now (restarting): the next sample will tell
            }
        }
    }
}
