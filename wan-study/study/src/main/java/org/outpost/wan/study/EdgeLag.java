// SPDX-License-Identifier: Apache-2.0
package org.outpost.wan.study;

import org.jboss.dmr.ModelNode;

/**
 * How long change sets took from main's commit to an edge's apply, over a configuration's deployment (warm-up
 * included), as the edge's change stream reports it ({@code lag-ms-p50}, {@code lag-ms-p99}, {@code lag-samples}).
 */
record EdgeLag(Site edge, double p50Millis, double p99Millis, long changeSets) {

    static EdgeLag of(Site edge, ModelNode stream) {
        return new EdgeLag(edge, number(stream, "lag-ms-p50"), number(stream, "lag-ms-p99"),
                stream.hasDefined("lag-samples") ? stream.get("lag-samples").asLong() : 0);
    }

    private static double number(ModelNode stream, String name) {
        return stream.hasDefined(name) ? stream.get(name).asDouble() : Double.NaN;
    }
}
