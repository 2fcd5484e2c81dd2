// SPDX-License-Identifier: Apache-2.0
package org.outpost.testsupport;

import org.jboss.dmr.ModelNode;
import org.jboss.dmr.Property;

/**
 * Reads the {@code replication} attribute of the {@code outpost} subsystem (stream id → figures, each naming its
 * persistence unit) for {@link WildFlyServer}: a deployment's streams, and whether an edge is in step with main.
 */
final class ChangeStreams {

    private ChangeStreams() {
    }

    /** The streams of {@code replication} whose persistence unit belongs to {@code deployment}, by stream id. */
    static ModelNode of(ModelNode replication, String deployment) {
        ModelNode streams = new ModelNode().setEmptyObject();
        if (replication.isDefined()) {
            for (Property stream : replication.asPropertyList()) {
                if (text(stream.getValue(), "persistence-unit").startsWith(deployment)) {
                    streams.get(stream.getName()).set(stream.getValue());
                }
            }
        }
        return streams;
    }

    /** The figures of the only stream of {@code streams}, with its id added as {@code stream}. */
    static ModelNode only(ModelNode streams, String whose) {
        if (streams.keys().size() != 1) {
            throw new IllegalStateException(whose + " has " + streams.keys().size() + " change streams, expected one: "
                    + streams);
        }
        String id = streams.keys().iterator().next();
        ModelNode figures = streams.get(id).clone();
        figures.get("stream").set(id);
        return figures;
    }

    /**
     * Whether the edge follows every stream of main: subscription {@code CONNECTED}, {@code applied-sequence} at least
     * main's {@code last-sequence}.
     */
    static boolean inStep(ModelNode mainStreams, ModelNode edgeStreams) {
        return mainStreams.keys().stream().allMatch(stream -> edgeStreams.has(stream)
                && text(edgeStreams.get(stream), "subscription").equals("CONNECTED")
                && number(edgeStreams.get(stream), "applied-sequence", -1) >= number(mainStreams.get(stream), "last-sequence", 0));
    }

    /** A figure as text, empty when absent (reading an absent key with {@code get} would add it). */
    private static String text(ModelNode figures, String name) {
        return figures.hasDefined(name) ? figures.get(name).asString() : "";
    }

    private static long number(ModelNode figures, String name, long absent) {
        return figures.hasDefined(name) ? figures.get(name).asLong() : absent;
    }
}
