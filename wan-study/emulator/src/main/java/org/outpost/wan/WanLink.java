// SPDX-License-Identifier: Apache-2.0
package org.outpost.wan;

import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.time.Duration;
import java.util.Objects;

/**
 * The settings of one emulated WAN link: where its proxy listens, the server it forwards to, the one-way delay and the
 * bandwidth of each direction.
 *
 * @param name                  names the link in logs and reports, e.g. {@code edge1-main}
 * @param listen                where the proxy listens; port 0 picks an ephemeral port
 * @param target                the server behind the link
 * @param delayToServer         one-way delay of the client-to-server direction
 * @param delayToClient         one-way delay of the server-to-client direction
 * @param bandwidthBitsPerSecond bandwidth of each direction, applied as serialization time; 0 means unlimited
 * @param handshake             whether a new connection's first client bytes wait one extra round trip, as a TCP
 *                              handshake across the WAN would make them
 * @param classifier            sorts the link's connections into kinds, counted apart as well
 * @param tap                   sees every byte relayed, e.g. to account them per protocol layer
 * @param framing               splits each direction of a connection into units (messages where the protocol shows
 *                              them) that a {@link Disturbance} acts on
 */
public record WanLink(String name, InetSocketAddress listen, InetSocketAddress target, Duration delayToServer,
        Duration delayToClient, long bandwidthBitsPerSecond, boolean handshake, ConnectionClassifier classifier,
        LinkTap tap, Framing framing) {

    /** Validates every setting; the message names the culprit. */
    public WanLink {
        Objects.requireNonNull(name, "name");
        Objects.requireNonNull(listen, "listen");
        Objects.requireNonNull(target, "target");
        Objects.requireNonNull(delayToServer, "delayToServer");
        Objects.requireNonNull(delayToClient, "delayToClient");
        Objects.requireNonNull(classifier, "classifier");
        Objects.requireNonNull(tap, "tap");
        Objects.requireNonNull(framing, "framing");
        if (name.isBlank()) {
            throw new IllegalArgumentException("link name is blank");
        }
        if (listen.isUnresolved()) {
            throw new IllegalArgumentException("link " + name + ": listen address " + listen + " is unresolved");
        }
        if (target.getPort() == 0) {
            throw new IllegalArgumentException("link " + name + ": target " + target + " has no port");
        }
        if (delayToServer.isNegative()) {
            throw new IllegalArgumentException("link " + name + ": negative delay to server " + delayToServer);
        }
        if (delayToClient.isNegative()) {
            throw new IllegalArgumentException("link " + name + ": negative delay to client " + delayToClient);
        }
        if (bandwidthBitsPerSecond < 0) {
            throw new IllegalArgumentException("link " + name + ": negative bandwidth " + bandwidthBitsPerSecond);
        }
    }

    /** A link whose bytes no tap sees, each read of it one unit. */
    public WanLink(String name, InetSocketAddress listen, InetSocketAddress target, Duration delayToServer,
            Duration delayToClient, long bandwidthBitsPerSecond, boolean handshake, ConnectionClassifier classifier) {
        this(name, listen, target, delayToServer, delayToClient, bandwidthBitsPerSecond, handshake, classifier,
                LinkTap.NONE, Framing.NONE);
    }

    /**
     * A link listening on an ephemeral loopback port, with the same delay both ways, unlimited bandwidth, the
     * handshake emulated and its connections of one kind.
     */
    public static WanLink of(String name, InetSocketAddress target, Duration oneWayDelay) {
        return new WanLink(name, new InetSocketAddress(InetAddress.getLoopbackAddress(), 0), target, oneWayDelay,
                oneWayDelay, 0, true, ConnectionClassifier.NONE);
    }

    /** This link listening on {@code address} instead. */
    public WanLink withListen(InetSocketAddress address) {
        return new WanLink(name, address, target, delayToServer, delayToClient, bandwidthBitsPerSecond, handshake, classifier, tap, framing);
    }

    /** This link with these one-way delays. */
    public WanLink withDelays(Duration toServer, Duration toClient) {
        return new WanLink(name, listen, target, toServer, toClient, bandwidthBitsPerSecond, handshake, classifier, tap, framing);
    }

    /** This link with this bandwidth per direction in bits per second; 0 means unlimited. */
    public WanLink withBandwidth(long bitsPerSecond) {
        return new WanLink(name, listen, target, delayToServer, delayToClient, bitsPerSecond, handshake, classifier, tap, framing);
    }

    /** This link with the connection handshake emulated or not. */
    public WanLink withHandshake(boolean emulated) {
        return new WanLink(name, listen, target, delayToServer, delayToClient, bandwidthBitsPerSecond, emulated, classifier, tap, framing);
    }

    /** This link with its connections sorted into kinds by {@code kinds}. */
    public WanLink withClassifier(ConnectionClassifier kinds) {
        return new WanLink(name, listen, target, delayToServer, delayToClient, bandwidthBitsPerSecond, handshake, kinds, tap, framing);
    }

    /** This link with every relayed byte shown to {@code seer}. */
    public WanLink withTap(LinkTap seer) {
        return new WanLink(name, listen, target, delayToServer, delayToClient, bandwidthBitsPerSecond, handshake, classifier, seer, framing);
    }

    /** This link with each direction of its connections split into units by {@code units}. */
    public WanLink withFraming(Framing units) {
        return new WanLink(name, listen, target, delayToServer, delayToClient, bandwidthBitsPerSecond, handshake, classifier, tap, units);
    }

    /** The round-trip time the delays add: delay to server plus delay to client. */
    public Duration roundTrip() {
        return delayToServer.plus(delayToClient);
    }
}
