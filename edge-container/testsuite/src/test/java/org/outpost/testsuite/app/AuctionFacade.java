// SPDX-License-Identifier: Apache-2.0
package org.outpost.testsuite.app;

import jakarta.ejb.Stateless;

import org.outpost.annotation.ExecuteAt;
import org.outpost.annotation.Site;

/** The use cases of the test application: bidding runs on main, viewing wherever the call arrives. */
@Stateless
public class AuctionFacade {

    @ExecuteAt(Site.MAIN)
    public void placeBid(long itemId, double amount) {
    }

    public String viewItem(long itemId) {
        return "item " + itemId;
    }
}
