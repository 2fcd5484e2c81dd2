// SPDX-License-Identifier: Apache-2.0
package org.outpost.querycache.remote;

/**
 * An edge's way to have main run a {@code source="main"} cacheable query: one forwarded call, one WAN round trip.
 * The subsystem implements it over its forwarding gateway; main's side is the query cache's {@code MainQueries}.
 * Called on the request path for a miss and on the refresher thread for a push refresh, never inside a transaction
 * that spans the WAN.
 */
@FunctionalInterface
public interface MainQueryChannel {

    /**
     * Runs the query on main.
     *
     * @throws RuntimeException when main cannot be reached, refuses the call, or the query fails there; the message
     *                          names the query
     */
    QueryAnswer run(QueryRequest request);
}
