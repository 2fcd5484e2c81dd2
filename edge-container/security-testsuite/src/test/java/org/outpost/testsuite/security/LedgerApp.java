// SPDX-License-Identifier: Apache-2.0
package org.outpost.testsuite.security;

import java.time.Duration;

import com.example.gadget.Canary;

import org.jboss.shrinkwrap.api.ShrinkWrap;
import org.jboss.shrinkwrap.api.spec.EnterpriseArchive;
import org.jboss.shrinkwrap.api.spec.JavaArchive;
import org.jboss.shrinkwrap.api.spec.WebArchive;
import org.outpost.testsuite.security.app.CorrectionServlet;
import org.outpost.testsuite.security.app.Entry;
import org.outpost.testsuite.security.app.GadgetServlet;
import org.outpost.testsuite.security.app.LedgerServlet;
import org.outpost.testsupport.OpApplication;
import org.outpost.testsupport.OpClient;
import org.outpost.testsupport.WildFlyServer;

/** The security test application: its EAR and its users. */
final class LedgerApp {

    static final String EAR = "outpost-security.ear";
    static final String WAR = "ledger.war";
    static final String APPLICATION = "outpost-security";
    static final String EJB_MODULE = "ledger-ejb";

    /** How long the edge may take to be in step with main. */
    static final Duration CONVERGE = Duration.ofSeconds(90);

    private static final OpApplication LEDGER = new OpApplication(EAR, WAR, LedgerServlet.class);

    private LedgerApp() {
    }

    /** A new user (no cookie) of the application on {@code server}. */
    static OpClient user(WildFlyServer server) {
        return LEDGER.client(server).withCookies();
    }

    static EnterpriseArchive archive() {
        JavaArchive ejb = ShrinkWrap.create(JavaArchive.class, EJB_MODULE + ".jar")
                .addPackage(Entry.class.getPackage())
                .deleteClasses(LedgerServlet.class, CorrectionServlet.class, GadgetServlet.class)
                .addAsManifestResource("security/persistence.xml", "persistence.xml");
        EnterpriseArchive ear = LEDGER.archive(ejb, "security/outpost.xml");
        ear.getAsType(WebArchive.class, WAR).addClasses(CorrectionServlet.class, GadgetServlet.class)
                .addAsWebInfResource("security/web.xml", "web.xml");
        // A library with a deserialization gadget, where the servers would resolve it from (NoDeserializationTestCase).
        ear.addAsLibrary(ShrinkWrap.create(JavaArchive.class, "gadget.jar").addPackage(Canary.class.getPackage()));
        return ear;
    }

    /** Deploys the application on main and the edge and waits until the edge is in step. */
    static void deploy() throws InterruptedException {
        Server.MAIN.deploy(archive());
        Server.EDGE.deploy(archive());
        Server.EDGE.awaitInStepWith(Server.MAIN, EAR, CONVERGE);
    }

    static void undeploy() {
        Server.EDGE.undeployIfPresent(EAR);
        Server.MAIN.undeployIfPresent(EAR);
    }

    /** The URL of a path of the web module on {@code server}. */
    static String url(WildFlyServer server, String path) {
        return "http://" + server.host() + ":" + server.httpPort() + "/" + WAR.replace(".war", "") + path;
    }
}
