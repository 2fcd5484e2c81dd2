// SPDX-License-Identifier: Apache-2.0
package org.outpost.testsuite.querycache;

import org.outpost.testsupport.WildFlyServer;

/** The two servers of this suite (see {@code arquillian.xml}): main at port offset 1300, the edge at 1400. */
final class Server {

    static final WildFlyServer MAIN = WildFlyServer.onLoopback("main", 1300);
    static final WildFlyServer EDGE = WildFlyServer.onLoopback("edge", 1400);

    private Server() {
    }
}
