// SPDX-License-Identifier: Apache-2.0
package org.outpost.rubis.testsuite;

import org.outpost.testsupport.WildFlyServer;

/**
 * The two servers of {@link RubisEdgeTestCase} (see {@code arquillian.xml}): main at port offset 300, an edge of it at
 * offset 800.
 */
final class RubisServer {

    static final WildFlyServer MAIN = WildFlyServer.onLoopback("main", 300);
    static final WildFlyServer EDGE = WildFlyServer.onLoopback("edge", 800);

    private RubisServer() {
    }
}
