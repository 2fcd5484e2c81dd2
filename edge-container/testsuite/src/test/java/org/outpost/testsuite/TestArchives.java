// SPDX-License-Identifier: Apache-2.0
package org.outpost.testsuite;

import org.jboss.shrinkwrap.api.ShrinkWrap;
import org.jboss.shrinkwrap.api.spec.EnterpriseArchive;
import org.jboss.shrinkwrap.api.spec.JavaArchive;
import org.outpost.testsuite.app.AuctionFacade;

/**
 * The small test applications: an EAR whose descriptor is right, and one whose descriptor is wrong in five ways.
 */
final class TestArchives {

    static final String AUCTION_EAR = "outpost-auction.ear";
    static final String BROKEN_EAR = "outpost-broken.ear";

    private TestArchives() {
    }

    /** An EAR with an EJB module holding the test entities and façade, and {@code META-INF/outpost.xml} in the EAR. */
    static EnterpriseArchive auction() {
        return ear(AUCTION_EAR, "app/outpost.xml");
    }

    /** The same classes with {@code broken/outpost.xml}. */
    static EnterpriseArchive broken() {
        return ear(BROKEN_EAR, "broken/outpost.xml");
    }

    private static EnterpriseArchive ear(String name, String descriptor) {
        JavaArchive ejb = ShrinkWrap.create(JavaArchive.class, "auction-ejb.jar").addPackage(AuctionFacade.class.getPackage());
        return ShrinkWrap.create(EnterpriseArchive.class, name)
                .addAsModule(ejb)
                .addAsManifestResource(descriptor, "outpost.xml");
    }
}
