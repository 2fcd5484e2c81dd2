// SPDX-License-Identifier: Apache-2.0
package org.outpost.testsuite.querycache;

import org.jboss.shrinkwrap.api.ShrinkWrap;
import org.jboss.shrinkwrap.api.spec.EnterpriseArchive;
import org.jboss.shrinkwrap.api.spec.JavaArchive;
import org.outpost.testsupport.OpApplication;
import org.outpost.testsupport.OpClient;
import org.outpost.testsupport.WildFlyServer;

/** The query cache test application: its EARs (one per descriptor), and clients of its servlet. */
final class Listings {

    static final String EAR = "outpost-listings.ear";
    static final String REFUSED_EAR = "outpost-listings-refused.ear";

    private static final OpApplication APPLICATION = new OpApplication(EAR, "listings.war", ListingServlet.class);
    private static final OpApplication REFUSED = new OpApplication(REFUSED_EAR, "listings-refused.war", ListingServlet.class);

    private Listings() {
    }

    /** The application, with the descriptor {@code querycache/outpost.xml}. */
    static EnterpriseArchive archive() {
        return APPLICATION.archive(ejb(), "querycache/outpost.xml");
    }

    /** The application under another name, with a descriptor whose cacheable query the cache refuses. */
    static EnterpriseArchive refused() {
        return REFUSED.archive(ejb(), "querycache/refused.xml");
    }

    private static JavaArchive ejb() {
        return ShrinkWrap.create(JavaArchive.class, "listings-ejb.jar")
                .addClasses(Listing.class, Seller.class, Offer.class, ListingFacade.class)
                .addAsManifestResource("querycache/persistence.xml", "persistence.xml");
    }

    /** A client of the servlet on {@code server}. */
    static OpClient on(WildFlyServer server) {
        return APPLICATION.client(server);
    }
}
