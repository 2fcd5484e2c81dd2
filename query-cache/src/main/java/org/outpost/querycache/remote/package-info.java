// SPDX-License-Identifier: Apache-2.0
/**
 * The exchange between an edge's query cache and main for {@code source="main"} queries: a {@link
 * org.outpost.querycache.remote.QueryRequest} sent over a {@link org.outpost.querycache.remote.MainQueryChannel} (the
 * subsystem's forwarding channel, one WAN round trip) and main's {@link org.outpost.querycache.remote.QueryAnswer}.
 * Parameter values and result rows travel as bytes of the change stream's {@code JavaRowsCodec}.
 */
package org.outpost.querycache.remote;
