// SPDX-License-Identifier: Apache-2.0
package org.outpost.testsuite.forwarding;

import org.outpost.testsupport.WildFlyServer;

/** The two servers of this suite (see {@code arquillian.xml}): main at port offset 600, the edge at 700. */
final class Server {

    static final WildFlyServer MAIN = WildFlyServer.onLoopback("main", 600);
    static final WildFlyServer EDGE = WildFlyServer.onLoopback("edge", 700);

    private Server() {
    }
}
