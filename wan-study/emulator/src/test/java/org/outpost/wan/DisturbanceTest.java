// SPDX-License-Identifier: Apache-2.0
package org.outpost.wan;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.DataInputStream;
import java.io.DataOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.Socket;
import java.nio.ByteBuffer;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

import org.junit.jupiter.api.Test;

/**
 * A disturbed link drops, duplicates, corrupts, reorders and delays whole core packets (over an HTTP upgrade, as an
 * edge reaches main's broker) or bytes, on the kinds and directions chosen, and the choices repeat with the seed.
 */
class DisturbanceTest {

    private static final int PACKETS = 40;
    private static final int DELIVERY = 75;
    private static final int PING = 10;

    @Test
    void droppedDeliveriesLeaveTheOtherPacketsFramedAndInOrder() throws Exception {
        List<byte[]> received = exchange(Disturbance.ofMessages(1).dropping(1)
                .onKinds(ArtemisCoreFraming.MESSAGE_DELIVERY).towards(Direction.CLIENT_TO_SERVER));
        assertEquals(numbers(PING), numbersOf(received));
    }

    @Test
    void duplicatedDeliveriesArriveTwiceInARow() throws Exception {
        Disturbance twice = Disturbance.ofMessages(2).duplicating(1).onKinds(ArtemisCoreFraming.MESSAGE_DELIVERY)
                .towards(Direction.SERVER_TO_CLIENT);
        try (Servers server = coreEcho();
             LinkProxy proxy = LinkProxy.start(link(server))) {
            proxy.disturb(twice);
            List<Integer> expected = new ArrayList<>();
            for (int i = 0; i < PACKETS; i++) {
                expected.add(i);
                if (typeOf(i) == DELIVERY) {
                    expected.add(i);
                }
            }
            assertEquals(expected, numbersOf(exchange(proxy)));
            assertEquals(PACKETS / 2, proxy.faultStats().duplicated());
        }
    }

    @Test
    void aCorruptedMessageKeepsItsHeaderAndLengthAndDiffersInOneByte() throws Exception {
        List<byte[]> received = exchange(Disturbance.ofMessages(3).corrupting(1).towards(Direction.CLIENT_TO_SERVER)
                .onKinds(ArtemisCoreFraming.packet(PING)));
        assertEquals(PACKETS, received.size());
        for (int i = 0; i < PACKETS; i++) {
            byte[] sent = packet(i);
            byte[] got = received.get(i);
            assertArrayEquals(Arrays.copyOf(sent, ArtemisCoreFraming.PACKET_HEADER),
                    Arrays.copyOf(got, ArtemisCoreFraming.PACKET_HEADER));
            assertEquals(typeOf(i) == PING ? 1 : 0, differences(sent, got), "packet " + i);
        }
    }

    @Test
    void reorderedMessagesAreOvertakenAndNoneIsLost() throws Exception {
        Disturbance swapping = Disturbance.ofMessages(4).reordering(0.5)
                .onKinds(ArtemisCoreFraming.MESSAGE_DELIVERY, ArtemisCoreFraming.packet(PING))
                .towards(Direction.CLIENT_TO_SERVER).late(Duration.ofSeconds(2));
        try (Servers server = coreEcho();
             LinkProxy proxy = LinkProxy.start(link(server))) {
            proxy.disturb(swapping);
            List<Integer> numbers = numbersOf(exchange(proxy));
            assertNotEquals(numbers(DELIVERY, PING), numbers);
            assertEquals(numbers(DELIVERY, PING), numbers.stream().sorted().toList());
            assertTrue(proxy.faultStats().reordered() > 0);
            assertEquals(0, proxy.faultStats().delayed(), "a unit drawn for reordering while another waits is not delayed");
        }
    }

    @Test
    void delayedMessagesKeepTheirOrder() throws Exception {
        Disturbance late = Disturbance.ofMessages(5).delaying(0.3).late(Duration.ofMillis(20));
        try (Servers server = coreEcho();
             LinkProxy proxy = LinkProxy.start(link(server))) {
            proxy.disturb(late);
            assertEquals(numbers(DELIVERY, PING), numbersOf(exchange(proxy)));
            assertTrue(proxy.faultStats().delayed() > 0);
        }
    }

    @Test
    void theSameSeedDisturbsTheSameWay() throws Exception {
        Disturbance half = Disturbance.ofMessages(6).dropping(0.5).towards(Direction.CLIENT_TO_SERVER)
                .onKinds(ArtemisCoreFraming.MESSAGE_DELIVERY, ArtemisCoreFraming.packet(PING));
        List<Integer> first = numbersOf(exchange(half));
        assertEquals(first, numbersOf(exchange(half)));
        assertNotEquals(first, numbersOf(exchange(Disturbance.ofMessages(7).dropping(0.5)
                .towards(Direction.CLIENT_TO_SERVER).onKinds(ArtemisCoreFraming.MESSAGE_DELIVERY,
                        ArtemisCoreFraming.packet(PING)))));
    }

    @Test
    void atByteLevelSpansAreLostRepeatedOrAltered() throws Exception {
        byte[] sent = new byte[1000];
        Arrays.fill(sent, (byte) 7);
        assertTrue(echoedBytes(Disturbance.ofBytes(8).dropping(1), sent).length < sent.length);
        assertTrue(echoedBytes(Disturbance.ofBytes(9).duplicating(1), sent).length > sent.length);
        byte[] corrupted = echoedBytes(Disturbance.ofBytes(10).corrupting(1).towards(Direction.CLIENT_TO_SERVER), sent);
        assertEquals(sent.length, corrupted.length);
        assertEquals(1, differences(sent, corrupted));
    }

    @Test
    void restoringEndsTheDisturbance() throws Exception {
        try (Servers server = coreEcho();
             LinkProxy proxy = LinkProxy.start(link(server))) {
            proxy.disturb(Disturbance.ofMessages(11).dropping(1).onKinds(ArtemisCoreFraming.MESSAGE_DELIVERY));
            assertTrue(proxy.disturbance().isPresent());
            proxy.restore();
            assertTrue(proxy.disturbance().isEmpty());
            assertEquals(numbers(DELIVERY, PING), numbersOf(exchange(proxy)));
        }
    }

    @Test
    void badSettingsAreNamed() {
        IllegalArgumentException tooLikely = assertThrows(IllegalArgumentException.class,
                () -> Disturbance.ofMessages(1).dropping(0.6).duplicating(0.6));
        assertTrue(tooLikely.getMessage().contains("exceeds 1"), tooLikely.getMessage());
        IllegalArgumentException negative = assertThrows(IllegalArgumentException.class,
                () -> Disturbance.ofMessages(1).corrupting(-0.1));
        assertTrue(negative.getMessage().contains("corrupt"), negative.getMessage());
    }

    private static WanLink link(Servers server) {
        return WanLink.of("disturbed", server.address(), Duration.ofMillis(1)).withFraming(new ArtemisCoreFraming());
    }

    /** Packets 0 to {@link #PACKETS} - 1 through a fresh link disturbed by {@code disturbance}, as echoed. */
    private static List<byte[]> exchange(Disturbance disturbance) throws Exception {
        try (Servers server = coreEcho();
             LinkProxy proxy = LinkProxy.start(link(server))) {
            proxy.disturb(disturbance);
            return exchange(proxy);
        }
    }

    /**
     * Upgrades a connection through {@code proxy}, greets, sends packets 0 to {@link #PACKETS} - 1 and ends its
     * output; returns the packets echoed until the end of stream.
     */
    private static List<byte[]> exchange(LinkProxy proxy) throws IOException {
        try (Socket socket = Servers.connect(proxy.address())) {
            OutputStream out = socket.getOutputStream();
            out.write(ArtemisCoreFramingTest.ascii(ArtemisCoreFramingTest.UPGRADE_REQUEST + "ARTEMIS"));
            DataInputStream in = new DataInputStream(socket.getInputStream());
            readHead(in);
            for (int i = 0; i < PACKETS; i++) {
                out.write(packet(i));
            }
            socket.shutdownOutput();
            List<byte[]> packets = new ArrayList<>();
            for (int length = readLength(in); length >= 0; length = readLength(in)) {
                byte[] rest = new byte[length];
                in.readFully(rest);
                packets.add(ArtemisCoreFramingTest.concat(ByteBuffer.allocate(4).putInt(length).array(), rest));
            }
            return packets;
        }
    }

    /** The broker's side: answers the upgrade, takes the greeting, echoes each packet, ends when the client ends. */
    private static Servers coreEcho() throws IOException {
        return Servers.start(socket -> {
            DataInputStream in = new DataInputStream(socket.getInputStream());
            readHead(in);
            in.readFully(new byte[7]);
            DataOutputStream out = new DataOutputStream(socket.getOutputStream());
            out.write(ArtemisCoreFramingTest.ascii(ArtemisCoreFramingTest.UPGRADE_RESPONSE));
            for (int length = readLength(in); length >= 0; length = readLength(in)) {
                byte[] rest = new byte[length];
                in.readFully(rest);
                out.writeInt(length);
                out.write(rest);
            }
            socket.shutdownOutput();
        });
    }

    private static int readLength(DataInputStream in) throws IOException {
        int first = in.read();
        if (first < 0) {
            return -1;
        }
        return first << 24 | in.readUnsignedByte() << 16 | in.readUnsignedByte() << 8 | in.readUnsignedByte();
    }

    private static void readHead(InputStream in) throws IOException {
        int matched = 0;
        while (matched < 4) {
            int b = in.read();
            if (b < 0) {
                throw new IOException("end of stream in an HTTP head");
            }
            matched = b == "\r\n\r\n".charAt(matched) ? matched + 1 : b == '\r' ? 1 : 0;
        }
    }

    /** Packet {@code i}: a delivery when even, a ping when odd; its number first in its fields. */
    private static byte[] packet(int i) {
        byte[] packet = ArtemisCoreFramingTest.packet(typeOf(i), 4 + i);
        ByteBuffer.wrap(packet).putInt(ArtemisCoreFraming.PACKET_HEADER, i);
        return packet;
    }

    private static int typeOf(int i) {
        return i % 2 == 0 ? DELIVERY : PING;
    }

    private static List<Integer> numbersOf(List<byte[]> packets) {
        return packets.stream().map(p -> ByteBuffer.wrap(p).getInt(ArtemisCoreFraming.PACKET_HEADER)).toList();
    }

    /** The numbers of the packets of these types, in order. */
    private static List<Integer> numbers(Integer... types) {
        List<Integer> numbers = new ArrayList<>();
        for (int i = 0; i < PACKETS; i++) {
            if (Arrays.asList(types).contains(typeOf(i))) {
                numbers.add(i);
            }
        }
        return numbers;
    }

    private static int differences(byte[] a, byte[] b) {
        assertEquals(a.length, b.length, "length");
        int count = 0;
        for (int i = 0; i < a.length; i++) {
            count += a[i] == b[i] ? 0 : 1;
        }
        return count;
    }

    /** {@code sent} through a fresh unframed link disturbed by {@code disturbance} to an echo server and back. */
    private static byte[] echoedBytes(Disturbance disturbance, byte[] sent) throws Exception {
        try (Servers server = Servers.echo();
             LinkProxy proxy = LinkProxy.start(WanLink.of("bytes", server.address(), Duration.ofMillis(1)));
             Socket socket = Servers.connect(proxy.address())) {
            proxy.disturb(disturbance);
            socket.getOutputStream().write(sent);
            socket.shutdownOutput();
            return socket.getInputStream().readAllBytes();
        }
    }
}
