// SPDX-License-Identifier: Apache-2.0
package org.outpost.testsuite;

import org.outpost.testsupport.WildFlyServer;

/** The two servers the testsuite runs (see {@code arquillian.xml}): main with WildFly's ports, an edge at offset 100. */
public final class Server {

    public static final WildFlyServer MAIN = WildFlyServer.onLoopback("main", 0);
    public static final WildFlyServer EDGE = WildFlyServer.onLoopback("edge", 100);

    private Server() {
    }
}
