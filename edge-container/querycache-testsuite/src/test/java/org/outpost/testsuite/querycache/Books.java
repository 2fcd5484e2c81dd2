// SPDX-License-Identifier: Apache-2.0
package org.outpost.testsuite.querycache;

import org.jboss.shrinkwrap.api.ShrinkWrap;
import org.jboss.shrinkwrap.api.spec.EnterpriseArchive;
import org.jboss.shrinkwrap.api.spec.JavaArchive;
import org.outpost.testsuite.querycache.app.Book;
import org.outpost.testsuite.querycache.app.BookFacade;
import org.outpost.testsuite.querycache.app.BookServlet;
import org.outpost.testsupport.OpApplication;
import org.outpost.testsupport.OpClient;
import org.outpost.testsupport.WildFlyServer;

/** The suite's application: its EAR (descriptor {@code staleness/outpost.xml}) and clients of its servlet. */
final class Books {

    static final String EAR = "outpost-books.ear";

    private static final OpApplication APPLICATION = new OpApplication(EAR, "books.war", BookServlet.class);

    private Books() {
    }

    static EnterpriseArchive archive() {
        JavaArchive ejb = ShrinkWrap.create(JavaArchive.class, "books-ejb.jar")
                .addClasses(Book.class, BookFacade.class)
                .addAsManifestResource("staleness/persistence.xml", "persistence.xml");
        return APPLICATION.archive(ejb, "staleness/outpost.xml");
    }

    /** A client of the servlet on {@code server}. */
    static OpClient on(WildFlyServer server) {
        return APPLICATION.client(server);
    }
}
