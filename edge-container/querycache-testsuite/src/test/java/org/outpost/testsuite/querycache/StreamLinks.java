// SPDX-License-Identifier: Apache-2.0
package org.outpost.testsuite.querycache;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.time.Duration;

import org.outpost.wan.LinkProxy;
import org.outpost.wan.WanLink;

/**
 * The links between the edge and main's HTTP port, without delay: the change stream's (the edge's {@code main-url}:
 * broker, replay, snapshot), which a test cuts and restores on the same port as main going away and coming back looks
 * to the edge, and the forwarded calls' ({@code outpost.forwarding.url}, also where policy {@code forward} sends a
 * request), which stays up.
 */
final class StreamLinks implements AutoCloseable {

    static final int STREAM_PORT = 19380;
    static final int FORWARDING_PORT = 19390;

    private LinkProxy stream;
    private final LinkProxy forwarding;

    private StreamLinks() {
        this.stream = open("edge-main-stream", STREAM_PORT);
        this.forwarding = open("edge-main-forwarding", FORWARDING_PORT);
    }

    static StreamLinks start() {
        return new StreamLinks();
    }

    /** The change stream loses main: connections break, nothing listens. */
    void cutStream() {
        this.stream.close();
    }

    void restoreStream() {
        this.stream = open("edge-main-stream", STREAM_PORT);
    }

    private static LinkProxy open(String name, int port) {
        InetAddress loopback = InetAddress.getLoopbackAddress();
        WanLink link = WanLink.of(name, new InetSocketAddress(loopback, Server.MAIN.httpPort()), Duration.ZERO)
                .withListen(new InetSocketAddress(loopback, port));
        try {
            return LinkProxy.start(link);
        } catch (IOException e) {
            throw new UncheckedIOException("Cannot start link " + name + " on port " + port, e);
        }
    }

    @Override
    public void close() {
        this.stream.close();
        this.forwarding.close();
    }
}
