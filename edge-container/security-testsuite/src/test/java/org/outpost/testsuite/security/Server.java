// SPDX-License-Identifier: Apache-2.0
package org.outpost.testsuite.security;

import org.outpost.testsupport.WildFlyServer;

/** The two servers of this suite (see {@code arquillian.xml}): main at port offset 1500, the edge at 1600. */
final class Server {

    static final WildFlyServer MAIN = WildFlyServer.onLoopback("main", 1500);
    static final WildFlyServer EDGE = WildFlyServer.onLoopback("edge", 1600);

    private Server() {
    }
}
