// SPDX-License-Identifier: Apache-2.0
/**
 * Where the bytes of a WAN link go: a tap on the emulated link between an edge and main that follows Artemis' core
 * protocol (after the HTTP upgrade) and the edge's plain HTTP requests, and sorts every byte into a protocol layer
 * (the change sets themselves, the broker's framing, headers and properties, acknowledgements, flow control, idle
 * traffic, the session's own packets, catch-up over HTTP). The layers of a direction add up to the link's bytes.
 */
package org.outpost.bench.link;
