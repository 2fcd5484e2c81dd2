// SPDX-License-Identifier: Apache-2.0
package org.outpost.wan;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;

/**
 * Units of a link to an Artemis broker, as an edge reaches main's: a connection that opens with an HTTP request asking
 * to upgrade (and a response {@code 101}) carries Artemis' core protocol after the heads; one that speaks core from
 * its first byte too. Each HTTP head, the client's {@code ARTEMIS} handshake and each core packet (a 4-byte length of
 * the rest, a type byte, an 8-byte channel id, its fields; Artemis 2.44) is a unit. A plain HTTP connection, and the
 * rest of a stream whose framing makes no sense (a length out of bounds), is relayed as it comes, in
 * {@link #OPAQUE} units.
 */
public final class ArtemisCoreFraming implements Framing {

    /** The kind of an HTTP request or response head. */
    public static final String HTTP_HEAD = "http-head";
    /** The kind of the client's {@code ARTEMIS} greeting. */
    public static final String HANDSHAKE = "handshake";
    /** The kind of bytes relayed as they come. */
    public static final String OPAQUE = "opaque";
    /** The kind of a message delivered to a consumer ({@code SESS_RECEIVE_MSG}). */
    public static final String MESSAGE_DELIVERY = packet(75);
    /** The kind of a message a producer sends ({@code SESS_SEND}). */
    public static final String MESSAGE_SEND = packet(71);

    /** Length, type, channel id. */
    static final int PACKET_HEADER = 13;
    /** Longer heads or packets mean the stream is not what this framing reads. */
    static final int MAX_HEAD = 64 << 10;
    static final int MAX_PACKET = 64 << 20;

    private static final byte[] HEAD_END = {'\r', '\n', '\r', '\n'};
    private static final byte[] GREETING = "ARTEMIS".getBytes(StandardCharsets.US_ASCII);
    private static final String[] REQUEST_STARTS = {"GET ", "POST ", "PUT ", "HEAD ", "DELETE ", "OPTIONS "};
    private static final String RESPONSE_START = "HTTP/";

    /** The kind of a core packet of type {@code type}, e.g. {@code core-75}. */
    public static String packet(int type) {
        return "core-" + type;
    }

    @Override
    public Splitter splitter(Direction direction) {
        return new CoreSplitter(direction);
    }

    /** Where a direction's reading is. */
    private enum State { START, HEAD, GREETING, PACKETS, OPAQUE }

    private static final class CoreSplitter implements Splitter {

        private final Direction direction;
        private State state = State.START;
        /** The bytes read and not yet in a unit: {@code held[start, start + size)}. */
        private byte[] held = new byte[256];
        private int start;
        private int size;

        CoreSplitter(Direction direction) {
            this.direction = direction;
        }

        @Override
        public List<Unit> feed(byte[] data, int count) {
            if (state == State.OPAQUE) {
                return List.of(new Unit(Arrays.copyOf(data, count), OPAQUE, 0));
            }
            hold(data, count);
            List<Unit> units = new ArrayList<>();
            for (Unit unit = next(); unit != null; unit = next()) {
                units.add(unit);
            }
            return units;
        }

        @Override
        public List<Unit> end() {
            return size == 0 ? List.of() : List.of(take(size, OPAQUE, 0));
        }

        /** The next whole unit, or null when the bytes held do not make one yet. */
        private Unit next() {
            return switch (state) {
                case START -> start();
                case HEAD -> head();
                case GREETING -> greeting();
                case PACKETS -> packet();
                case OPAQUE -> size == 0 ? null : take(size, OPAQUE, 0);
            };
        }

        private Unit start() {
            String text = ascii(Math.min(size, 8));
            boolean maybeHttp = false;
            boolean http = false;
            for (String prefix : direction == Direction.CLIENT_TO_SERVER ? REQUEST_STARTS : new String[] {RESPONSE_START}) {
                maybeHttp |= prefix.startsWith(text);
                http |= text.startsWith(prefix);
            }
            if (http) {
                state = State.HEAD;
            } else if (maybeHttp) {
                return null;
            } else {
                state = direction == Direction.CLIENT_TO_SERVER ? State.GREETING : State.PACKETS;
            }
            return next();
        }

        private Unit head() {
            int end = indexOf(HEAD_END);
            if (end < 0) {
                if (size > MAX_HEAD) {
                    state = State.OPAQUE;
                    return next();
                }
                return null;
            }
            int length = end + HEAD_END.length;
            String head = ascii(length).toLowerCase(Locale.ROOT);
            boolean upgraded = direction == Direction.CLIENT_TO_SERVER
                    ? head.contains("\nupgrade:") && !head.contains("\nupgrade: h2c")
                    : head.startsWith("http/1.1 101") || head.startsWith("http/1.0 101");
            state = !upgraded ? State.OPAQUE : direction == Direction.CLIENT_TO_SERVER ? State.GREETING : State.PACKETS;
            return take(length, HTTP_HEAD, length);
        }

        private Unit greeting() {
            if (size < GREETING.length) {
                return null;
            }
            state = State.PACKETS;
            return indexOf(GREETING) == 0 ? take(GREETING.length, HANDSHAKE, GREETING.length) : next();
        }

        private Unit packet() {
            if (size < PACKET_HEADER) {
                return null;
            }
            int length = intAt(0);
            if (length < PACKET_HEADER - 4 || length > MAX_PACKET) {
                state = State.OPAQUE;
                return next();
            }
            return size < 4 + length ? null : take(4 + length, ArtemisCoreFraming.packet(held[start + 4] & 0xFF), PACKET_HEADER);
        }

        private void hold(byte[] data, int count) {
            if (start + size + count > held.length) {
                byte[] room = size + count > held.length ? new byte[Math.max(2 * held.length, size + count)] : held;
                System.arraycopy(held, start, room, 0, size);
                held = room;
                start = 0;
            }
            System.arraycopy(data, 0, held, start + size, count);
            size += count;
        }

        private Unit take(int length, String kind, int header) {
            Unit unit = new Unit(Arrays.copyOfRange(held, start, start + length), kind, header);
            start += length;
            size -= length;
            return unit;
        }

        private int intAt(int index) {
            int at = start + index;
            return (held[at] & 0xFF) << 24 | (held[at + 1] & 0xFF) << 16 | (held[at + 2] & 0xFF) << 8 | held[at + 3] & 0xFF;
        }

        private int indexOf(byte[] pattern) {
            outer:
            for (int i = 0; i + pattern.length <= size; i++) {
                for (int j = 0; j < pattern.length; j++) {
                    if (held[start + i + j] != pattern[j]) {
                        continue outer;
                    }
                }
                return i;
            }
            return -1;
        }

        private String ascii(int count) {
            return new String(held, start, count, StandardCharsets.ISO_8859_1);
        }
    }
}
