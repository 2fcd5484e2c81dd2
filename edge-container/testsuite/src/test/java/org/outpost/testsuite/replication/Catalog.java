// SPDX-License-Identifier: Apache-2.0
package org.outpost.testsuite.replication;

import org.jboss.shrinkwrap.api.ShrinkWrap;
import org.jboss.shrinkwrap.api.spec.EnterpriseArchive;
import org.jboss.shrinkwrap.api.spec.JavaArchive;
import org.outpost.testsupport.OpApplication;
import org.outpost.testsupport.OpClient;
import org.outpost.testsupport.WildFlyServer;

/** The replication test application: its EAR, and clients of its servlet ({@link CatalogServlet}). */
final class Catalog {

    static final String EAR = "outpost-catalog.ear";

    private static final OpApplication APPLICATION = new OpApplication(EAR, "catalog.war", CatalogServlet.class);

    private Catalog() {
    }

    static EnterpriseArchive archive() {
        JavaArchive ejb = ShrinkWrap.create(JavaArchive.class, "catalog-ejb.jar")
                .addClasses(Product.class, Stock.class, Price.class, Note.class, CatalogFacade.class)
                .addAsManifestResource("replication/persistence.xml", "persistence.xml");
        return APPLICATION.archive(ejb, "replication/outpost.xml");
    }

    /** A client of the servlet on {@code server}. */
    static OpClient on(WildFlyServer server) {
        return APPLICATION.client(server);
    }
}
