// SPDX-License-Identifier: Apache-2.0
package org.outpost.testsuite.security;

import java.net.URI;

import org.outpost.testsupport.WildFlyServer;

/** The two servers of this suite (see {@code arquillian.xml}): main at port offset 1500, the edge at 1600. */
final class Server {

    static final WildFlyServer MAIN = WildFlyServer.onLoopback("main", 1500);
    static final WildFlyServer EDGE = WildFlyServer.onLoopback("edge", 1600);
    /** Main's HTTPS listener (8443 + 1500), the only one on which it serves edges (src/test/cli/main-tls.cli). */
    static final URI MAIN_TLS = URI.create("https://127.0.0.1:9943");

    private Server() {
    }
}
