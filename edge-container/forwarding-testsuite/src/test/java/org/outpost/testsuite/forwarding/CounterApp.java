// SPDX-License-Identifier: Apache-2.0
package org.outpost.testsuite.forwarding;

import org.jboss.shrinkwrap.api.ShrinkWrap;
import org.jboss.shrinkwrap.api.spec.EnterpriseArchive;
import org.jboss.shrinkwrap.api.spec.JavaArchive;
import org.outpost.testsuite.forwarding.app.Counter;
import org.outpost.testsuite.forwarding.app.CounterServlet;
import org.outpost.testsupport.OpApplication;
import org.outpost.testsupport.OpClient;
import org.outpost.testsupport.WildFlyServer;

/**
 * The forwarding test application: its EAR, and one user's browser on one server ({@link #user}), which keeps its
 * cookies (the session and {@code Outpost-Bookmark}) like a browser does.
 */
final class CounterApp {

    static final String EAR = "outpost-forwarding.ear";
    static final String APPLICATION = "outpost-forwarding";
    static final String EJB_MODULE = "counters-ejb";
    static final String BOOKMARK_COOKIE = "Outpost-Bookmark";

    private static final OpApplication COUNTERS = new OpApplication(EAR, "counters.war", CounterServlet.class);

    private CounterApp() {
    }

    /** A new user (no cookie) of the application on {@code server}. */
    static OpClient user(WildFlyServer server) {
        return COUNTERS.client(server).withCookies();
    }

    /** The EAR with {@code forwarding/outpost.xml}. */
    static EnterpriseArchive archive() {
        return archive("forwarding/outpost.xml");
    }

    /** The EAR with another descriptor (the same classes). */
    static EnterpriseArchive archive(String descriptor) {
        JavaArchive ejb = ShrinkWrap.create(JavaArchive.class, EJB_MODULE + ".jar")
                .addPackage(Counter.class.getPackage())
                .deleteClass(CounterServlet.class)
                .addAsManifestResource("forwarding/persistence.xml", "persistence.xml");
        return COUNTERS.archive(ejb, descriptor);
    }
}
