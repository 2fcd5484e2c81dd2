// SPDX-License-Identifier: Apache-2.0
package org.outpost.testsuite.stream;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;

import org.outpost.testsupport.ServerProcess;
import org.outpost.testsupport.WildFlyServer;
import org.outpost.wan.LinkProxy;
import org.outpost.wan.WanLink;

/**
 * This suite's servers: main (managed by Arquillian, port offset 1700) and the edge (offset 1800), which the tests
 * start, kill and start again themselves ({@link ServerProcess}); the edge reaches main through an emulated WAN link
 * on 127.0.0.1:19780 delaying each direction by {@code outpost.stream.wan-delay-ms} (100 ms by default).
 */
final class StreamEdge {

    static final WildFlyServer MAIN = WildFlyServer.onLoopback("main", 1700);
    static final int EDGE_OFFSET = 1800;
    static final int LINK_PORT = 19780;
    static final String EDGE_ID = "stream-edge";
    static final Duration BOOT = Duration.ofSeconds(180);

    private StreamEdge() {
    }

    /** The WAN link from the edge to main's HTTP port (broker, replay and snapshot); close it. */
    static LinkProxy link() {
        InetAddress loopback = InetAddress.getLoopbackAddress();
        WanLink link = WanLink.of("edge-main", new InetSocketAddress(loopback, MAIN.httpPort()),
                        Duration.ofMillis(Long.getLong("outpost.stream.wan-delay-ms", 100)))
                .withListen(new InetSocketAddress(loopback, LINK_PORT));
        try {
            return LinkProxy.start(link);
        } catch (IOException e) {
            throw new UncheckedIOException("Cannot start the WAN link on port " + LINK_PORT, e);
        }
    }

    /** How the edge is started: the suite's copy of the provisioned edge, following main through the link. */
    static ServerProcess.Launch launch() {
        return new ServerProcess.Launch(Path.of(System.getProperty("outpost.edge.home")), "edge", EDGE_OFFSET,
                "-Xms64m -Xmx384m -XX:MaxMetaspaceSize=256m -Djava.net.preferIPv4Stack=true",
                List.of("-Djboss.tx.node.id=" + EDGE_ID, "-Djboss.node.name=" + EDGE_ID, "-Doutpost.edge.id=" + EDGE_ID,
                        "-Doutpost.main.url=http://127.0.0.1:" + LINK_PORT),
                Map.of());
    }
}
