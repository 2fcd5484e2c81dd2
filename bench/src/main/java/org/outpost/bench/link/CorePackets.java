// SPDX-License-Identifier: Apache-2.0
package org.outpost.bench.link;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;

import org.outpost.wan.Direction;

/**
 * One direction of a connection speaking Artemis' core protocol, maybe after an HTTP upgrade: sorts each packet's
 * bytes into {@link LinkLayer}s as soon as the packet is whole. Not thread-safe (one connection's bytes arrive one
 * call at a time).
 * <p>
 * The layout read here is Artemis 2.44's (WildFly 39.0.1): a packet is a 4-byte length (of the rest), a type byte, an
 * 8-byte channel id and its fields. A delivered message ({@code SESS_RECEIVE_MSG}) is the message's encoding (an int
 * {@code endOfBodyPosition}, the body of {@code endOfBodyPosition - 13} bytes, then message id, nullable address,
 * nullable user id, type, durable, expiration, timestamp, priority and the typed properties: a null flag, a count and
 * per property its name, a type byte and a value) followed by the consumer id and the delivery count.
 */
final class CorePackets {

    // Packet types of Artemis' core protocol (org.apache.activemq.artemis.core.protocol.core.impl.PacketImpl).
    static final int PING = 10;
    static final int NULL_RESPONSE = 21;
    static final int SESS_ACKNOWLEDGE = 41;
    static final int SESS_COMMIT = 43;
    static final int SESS_ROLLBACK = 44;
    static final int SESS_FLOWTOKEN = 70;
    static final int SESS_SEND = 71;
    static final int SESS_SEND_LARGE = 72;
    static final int SESS_SEND_CONTINUATION = 73;
    static final int SESS_RECEIVE_MSG = 75;
    static final int SESS_RECEIVE_LARGE_MSG = 76;
    static final int SESS_RECEIVE_CONTINUATION = 77;
    static final int SESS_FORCE_CONSUMER_DELIVERY = 78;
    static final int SESS_PRODUCER_REQUEST_CREDITS = 79;
    static final int SESS_PRODUCER_CREDITS = 80;
    static final int SESS_INDIVIDUAL_ACKNOWLEDGE = 81;
    static final int SESS_PRODUCER_FAIL_CREDITS = 82;

    /** Length, type, channel id. */
    static final int PACKET_HEADER = 13;
    /** The property of the empty answer to a forced delivery (Artemis' {@code ClientConsumerImpl}). */
    static final String FORCED_DELIVERY = "_hornetq.forced.delivery.seq";

    private static final byte[] HEAD_END = {'\r', '\n', '\r', '\n'};
    private static final byte[] HANDSHAKE = "ARTEMIS".getBytes(StandardCharsets.US_ASCII);
    /** Message id, type, durable, expiration, timestamp, priority (address and user id vary). */
    private static final int FIXED_HEADERS = 8 + 1 + 1 + 8 + 8 + 1;
    /** The body length before the body, consumer id and delivery count after the message. */
    private static final int DELIVERY_FIELDS = 4 + 8 + 4;

    private final BrokerLinkAccounting accounting;
    private final Direction direction;
    private final ByteQueue queue = new ByteQueue();
    private boolean inHttpHead;
    private boolean atStart = true;

    CorePackets(BrokerLinkAccounting accounting, Direction direction, boolean upgraded) {
        this.accounting = accounting;
        this.direction = direction;
        this.inHttpHead = upgraded;
    }

    void add(byte[] data, int offset, int count) {
        queue.add(data, offset, count);
        while (next()) {
            // each call accounts one unit
        }
    }

    /** Bytes held that do not make a whole packet yet. */
    int pending() {
        return queue.size();
    }

    /** Accounts the next whole unit (HTTP head, handshake, packet); false when none is whole yet. */
    private boolean next() {
        if (inHttpHead) {
            int end = queue.indexOf(HEAD_END);
            if (end < 0) {
                return false;
            }
            take(LinkLayer.SESSION, end + HEAD_END.length);
            inHttpHead = false;
            return true;
        }
        if (atStart && direction == Direction.CLIENT_TO_SERVER) {
            if (queue.size() < HANDSHAKE.length) {
                return false;
            }
            atStart = false;
            if (queue.indexOf(HANDSHAKE) == 0) {
                take(LinkLayer.SESSION, HANDSHAKE.length);
                return true;
            }
        }
        atStart = false;
        if (queue.size() < PACKET_HEADER) {
            return false;
        }
        int total = 4 + queue.intAt(0);
        if (queue.size() < total) {
            return false;
        }
        account(queue.get(4), total);
        queue.skip(total);
        return true;
    }

    private void take(LinkLayer layer, int count) {
        accounting.count(layer, direction, count);
        queue.skip(count);
    }

    private void account(int type, int total) {
        if (type == SESS_RECEIVE_MSG) {
            delivered(total);
            return;
        }
        accounting.count(layerOf(type), direction, total);
    }

    static LinkLayer layerOf(int type) {
        return switch (type) {
            case SESS_ACKNOWLEDGE, SESS_INDIVIDUAL_ACKNOWLEDGE, SESS_COMMIT, SESS_ROLLBACK, NULL_RESPONSE ->
                    LinkLayer.ACKNOWLEDGEMENTS;
            case SESS_FLOWTOKEN, SESS_PRODUCER_REQUEST_CREDITS, SESS_PRODUCER_CREDITS, SESS_PRODUCER_FAIL_CREDITS ->
                    LinkLayer.FLOW_CONTROL;
            case PING, SESS_FORCE_CONSUMER_DELIVERY -> LinkLayer.IDLE;
            case SESS_SEND, SESS_SEND_LARGE, SESS_SEND_CONTINUATION -> LinkLayer.EDGE_MESSAGES;
            case SESS_RECEIVE_LARGE_MSG -> LinkLayer.MESSAGE_HEADERS;
            case SESS_RECEIVE_CONTINUATION -> LinkLayer.PAYLOAD;
            default -> LinkLayer.SESSION;
        };
    }

    /** A delivered message: body, headers, properties and framing, or idle traffic if it answers a forced delivery. */
    private void delivered(int total) {
        int body = queue.intAt(PACKET_HEADER) - PACKET_HEADER;
        int headersStart = PACKET_HEADER + 4 + body;
        int at = headersStart + 8;
        at += queue.get(at) == 0 ? 1 : 1 + 4 + queue.intAt(at + 1);
        at += queue.get(at) == 0 ? 1 : 1 + 16;
        at += FIXED_HEADERS - 8;
        int headers = at - headersStart;
        int propertiesEnd = total - 12;
        List<String> names = propertyNames(at, propertiesEnd);
        if (names.contains(FORCED_DELIVERY)) {
            accounting.count(LinkLayer.IDLE, direction, total);
            return;
        }
        accounting.count(LinkLayer.PAYLOAD, direction, body);
        accounting.count(LinkLayer.MESSAGE_HEADERS, direction, headers);
        accounting.count(LinkLayer.MESSAGE_PROPERTIES, direction, propertiesEnd - at);
        accounting.count(LinkLayer.DELIVERY_FRAMING, direction, PACKET_HEADER + DELIVERY_FIELDS);
        accounting.countMessage(names);
    }

    /** The names of the typed properties between {@code from} and {@code to}; stops at a value type it does not know. */
    private List<String> propertyNames(int from, int to) {
        List<String> names = new ArrayList<>();
        if (from >= to || queue.get(from) == 0) {
            return names;
        }
        int count = queue.intAt(from + 1);
        int at = from + 5;
        for (int i = 0; i < count && at < to; i++) {
            int length = queue.intAt(at);
            names.add(utf16(at + 4, length));
            at += 4 + length;
            int type = queue.get(at);
            at += 1;
            int size = valueSize(type, at);
            if (size < 0) {
                break;
            }
            at += size;
        }
        return names;
    }

    /** The bytes of a property value of {@code type} (Artemis' DataConstants) starting at {@code at}; -1 if unknown. */
    private int valueSize(int type, int at) {
        return switch (type) {
            case 0 -> 0;
            case 2, 3 -> 1;
            case 5, 11 -> 2;
            case 6, 8 -> 4;
            case 7, 9 -> 8;
            case 4, 10 -> 4 + queue.intAt(at);
            default -> -1;
        };
    }

    /** Artemis' simple strings: two bytes per character, low byte first. */
    private String utf16(int at, int length) {
        char[] chars = new char[length / 2];
        for (int i = 0; i < chars.length; i++) {
            chars[i] = (char) (queue.get(at + 2 * i) | queue.get(at + 2 * i + 1) << 8);
        }
        return new String(chars);
    }
}
