// SPDX-License-Identifier: Apache-2.0
package org.outpost.wan;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.ByteArrayOutputStream;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;

import org.junit.jupiter.api.Test;

/** {@link ArtemisCoreFraming} cuts heads, the greeting and core packets into units, however the bytes arrive. */
class ArtemisCoreFramingTest {

    static final String UPGRADE_REQUEST = "GET / HTTP/1.1\r\nHost: main\r\nUpgrade: activemq-artemis\r\n\r\n";
    static final String UPGRADE_RESPONSE = "HTTP/1.1 101 Switching Protocols\r\nUpgrade: activemq-artemis\r\n\r\n";

    @Test
    void anUpgradedClientStreamIsHeadGreetingAndPackets() {
        byte[] stream = concat(ascii(UPGRADE_REQUEST), ascii("ARTEMIS"), packet(71, 100), packet(10, 0), packet(41, 7));
        List<String> expected = List.of("http-head", "handshake", "core-71", "core-10", "core-41");
        assertEquals(expected, kinds(split(Direction.CLIENT_TO_SERVER, stream, stream.length)));
        List<Framing.Unit> byteByByte = split(Direction.CLIENT_TO_SERVER, stream, 1);
        assertEquals(expected, kinds(byteByByte));
        assertArrayEquals(stream, concat(byteByByte.stream().map(Framing.Unit::data).toArray(byte[][]::new)));
        assertEquals(ArtemisCoreFraming.PACKET_HEADER, byteByByte.get(2).header());
    }

    @Test
    void anUpgradedServerStreamIsHeadAndPackets() {
        byte[] stream = concat(ascii(UPGRADE_RESPONSE), packet(75, 300), packet(75, 20));
        assertEquals(List.of("http-head", ArtemisCoreFraming.MESSAGE_DELIVERY, ArtemisCoreFraming.MESSAGE_DELIVERY),
                kinds(split(Direction.SERVER_TO_CLIENT, stream, 5)));
    }

    @Test
    void plainHttpIsOpaqueAfterItsHead() {
        byte[] request = concat(ascii("POST /replay HTTP/1.1\r\nContent-Length: 4\r\n\r\n"), ascii("body"));
        assertEquals(List.of("http-head", "opaque"), kinds(split(Direction.CLIENT_TO_SERVER, request, request.length)));
        byte[] response = ascii("HTTP/1.1 200 OK\r\nContent-Length: 2\r\n\r\nok");
        assertEquals(List.of("http-head", "opaque"), kinds(split(Direction.SERVER_TO_CLIENT, response, 100)));
    }

    @Test
    void coreFromTheFirstByteIsFramedWithOrWithoutTheGreeting() {
        byte[] greeted = concat(ascii("ARTEMIS"), packet(30, 12));
        assertEquals(List.of("handshake", "core-30"), kinds(split(Direction.CLIENT_TO_SERVER, greeted, 3)));
        byte[] bare = packet(30, 12);
        assertEquals(List.of("core-30"), kinds(split(Direction.CLIENT_TO_SERVER, bare, 3)));
    }

    @Test
    void anImpossibleLengthMakesTheRestOpaque() {
        byte[] stream = concat(packet(75, 4), new byte[] {(byte) 0xFF, 0, 0, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10});
        List<Framing.Unit> units = split(Direction.SERVER_TO_CLIENT, stream, stream.length);
        assertEquals(List.of("core-75", "opaque"), kinds(units));
        assertArrayEquals(stream, concat(units.stream().map(Framing.Unit::data).toArray(byte[][]::new)));
    }

    @Test
    void theEndGivesWhatWasHeld() {
        Framing.Splitter splitter = new ArtemisCoreFraming().splitter(Direction.SERVER_TO_CLIENT);
        byte[] half = java.util.Arrays.copyOf(packet(75, 50), 30);
        assertEquals(List.of(), splitter.feed(half, half.length));
        List<Framing.Unit> rest = splitter.end();
        assertEquals(List.of("opaque"), kinds(rest));
        assertArrayEquals(half, rest.get(0).data());
    }

    /** A core packet of {@code type} with {@code body} bytes of fields after its header. */
    static byte[] packet(int type, int body) {
        ByteBuffer packet = ByteBuffer.allocate(ArtemisCoreFraming.PACKET_HEADER + body);
        packet.putInt(ArtemisCoreFraming.PACKET_HEADER - 4 + body).put((byte) type).putLong(1);
        for (int i = 0; i < body; i++) {
            packet.put((byte) i);
        }
        return packet.array();
    }

    static byte[] ascii(String text) {
        return text.getBytes(StandardCharsets.US_ASCII);
    }

    static byte[] concat(byte[]... parts) {
        ByteArrayOutputStream all = new ByteArrayOutputStream();
        for (byte[] part : parts) {
            all.writeBytes(part);
        }
        return all.toByteArray();
    }

    private static List<Framing.Unit> split(Direction direction, byte[] stream, int piece) {
        Framing.Splitter splitter = new ArtemisCoreFraming().splitter(direction);
        List<Framing.Unit> units = new ArrayList<>();
        for (int at = 0; at < stream.length; at += piece) {
            byte[] read = java.util.Arrays.copyOfRange(stream, at, Math.min(stream.length, at + piece));
            units.addAll(splitter.feed(read, read.length));
        }
        units.addAll(splitter.end());
        return units;
    }

    private static List<String> kinds(List<Framing.Unit> units) {
        return units.stream().map(Framing.Unit::kind).toList();
    }
}
