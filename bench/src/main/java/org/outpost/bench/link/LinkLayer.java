// SPDX-License-Identifier: Apache-2.0
package org.outpost.bench.link;

import java.util.Locale;

/** A protocol layer of a link between an edge and main, for {@link BrokerLinkAccounting}. */
public enum LinkLayer {

    /** The body of each change-stream message: the change sets, in their own envelope. */
    PAYLOAD,
    /** The header fields of each delivered message: message id, address, user id, type, durability, times, priority. */
    MESSAGE_HEADERS,
    /** The properties of each delivered message, names and values. */
    MESSAGE_PROPERTIES,
    /** The packet around each delivered message: packet header, body length, consumer id, delivery count. */
    DELIVERY_FRAMING,
    /** The edge's acknowledgements and commits, and main's replies to them. */
    ACKNOWLEDGEMENTS,
    /** Consumer and producer credits. */
    FLOW_CONTROL,
    /** Keep-alive pings and the round trip of a receive that ended without a message (forced delivery). */
    IDLE,
    /** Messages the edge sends main: heartbeats, sync acknowledgements, dead letters. */
    EDGE_MESSAGES,
    /** Everything else of the broker connection: HTTP upgrade, connection and session set-up, subscriptions. */
    SESSION,
    /** Plain HTTP connections: replay and snapshot requests and their answers. */
    HTTP;

    /** The layer's name in a bench's figures, e.g. {@code message_properties}. */
    public String figureName() {
        return name().toLowerCase(Locale.ROOT);
    }
}
