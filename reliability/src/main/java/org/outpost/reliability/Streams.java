// SPDX-License-Identifier: Apache-2.0
package org.outpost.reliability;

import java.time.Duration;
import java.util.List;

import org.jboss.dmr.ModelNode;
import org.jboss.dmr.Property;
import org.outpost.wan.study.Site;
import org.outpost.wan.study.Topology;

/**
 * The figures of the deployment's one change stream on main and on an edge (the {@code replication} attribute), and
 * the wait for edges to be back in step with main.
 */
final class Streams {

    private static final long POLL_MILLIS = 250;

    private Streams() {
    }

    /** Main's figures of the stream; fails when main does not answer. */
    static ModelNode main(Topology topology, String deployment) {
        return only(topology.server(Site.MAIN).streams(deployment));
    }

    /** An edge's figures of the stream, or null when the edge does not answer or does not run it (yet). */
    static ModelNode edge(Topology topology, Site edge, String deployment) {
        try {
            return only(topology.server(edge).streams(deployment));
        } catch (RuntimeException e) {
            topology.server(edge).close();
            return null;
        }
    }

    /** A figure as a number; -1 when absent. */
    static long figure(ModelNode stream, String name) {
        return stream != null && stream.hasDefined(name) ? stream.get(name).asLong() : -1;
    }

    /**
     * Waits until each of {@code edges} is subscribed to main's stream and has applied what main had committed when
     * the wait began.
     *
     * @return the seconds it took, or -1 when it did not happen within {@code limit}
     */
    static double awaitCaughtUp(Topology topology, String deployment, List<Site> edges, Duration limit) throws InterruptedException {
        long started = System.nanoTime();
        long deadline = started + limit.toNanos();
        long target = -1;
        while (System.nanoTime() < deadline) {
            try {
                if (target < 0) {
                    target = figure(main(topology, deployment), "last-sequence");
                }
                long sequence = target;
                if (sequence >= 0 && edges.stream().allMatch(edge -> caughtUp(edge(topology, edge, deployment), sequence))) {
                    return (System.nanoTime() - started) / 1e9;
                }
            } catch (RuntimeException e) {
                topology.server(Site.MAIN).close();
            }
            Thread.sleep(POLL_MILLIS);
        }
        return -1;
    }

    private static boolean caughtUp(ModelNode stream, long target) {
        return stream != null && "CONNECTED".equals(stream.hasDefined("subscription") ? stream.get("subscription").asString() : "")
                && figure(stream, "applied-sequence") >= target;
    }

    private static ModelNode only(ModelNode streams) {
        List<Property> all = streams.asPropertyList();
        return all.size() == 1 ? all.get(0).getValue() : null;
    }
}
