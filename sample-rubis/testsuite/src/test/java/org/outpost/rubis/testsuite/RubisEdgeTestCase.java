// SPDX-License-Identifier: Apache-2.0
package org.outpost.rubis.testsuite;

import static org.junit.jupiter.api.Assertions.assertAll;
import static org.outpost.rubis.testsuite.RubisPages.SERVLET;
import static org.outpost.rubis.testsuite.RubisPages.encode;
import static org.outpost.rubis.testsuite.RubisPages.field;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;

import org.jboss.arquillian.container.test.api.RunAsClient;
import org.jboss.arquillian.junit5.ArquillianExtension;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.FieldSource;
import org.outpost.rubis.generator.Dataset;
import org.outpost.rubis.generator.DatasetSize;
import org.outpost.sample.pages.PageComparison;

/**
 * The same configuration's EAR on main (HTTP 8380) and on an edge of it (HTTP 8880), against a freshly generated
 * {@code small} dataset: once the edge is in step with main, every page (static pages, lists, views, forms, ERROR
 * pages, the store pages' refusals included) has the same status and the same HTML body on both, footer apart; then a
 * bid and a comment stored through the edge, by a browser that keeps its cookies, show at once on the edge's View Bid
 * History, View Item and View User Info.
 */
@ExtendWith(ArquillianExtension.class)
@RunAsClient
class RubisEdgeTestCase {

    /** The configurations that put an edge to use, one after the other (c1 serves every client from main). */
    static final List<String> CONFIGURATIONS = List.of("c2-remote-facade", "c3-replicas-sync", "c4-query-cache", "c5-async",
            "c6-outpost");

    private static final String EAR = "rubis.ear";
    private static final Duration CONVERGE = Duration.ofSeconds(120);

    @ParameterizedTest(name = "{0}")
    @FieldSource("CONFIGURATIONS")
    void everyPageIsTheSameOnTheEdgeAndTheEdgeShowsItsOwnWrites(String configuration) throws Exception {
        RubisServer.EDGE.undeployIfPresent(EAR);
        RubisServer.MAIN.undeployIfPresent(EAR);
        // A new dataset, loaded behind Outpost's back, also starts a new epoch: the edge installs a snapshot of it.
        RubisPages.loadSmallDataset(System.getProperty("rubis.db.url"));
        RubisServer.MAIN.deploy(ConfigurationsTest.ear(configuration));
        try {
            RubisServer.EDGE.deploy(ConfigurationsTest.ear(configuration));
            RubisServer.EDGE.awaitInStepWith(RubisServer.MAIN, EAR, CONVERGE);
            RubisPages main = new RubisPages(RubisServer.MAIN.httpPort());
            RubisPages edge = new RubisPages(RubisServer.EDGE.httpPort());
            int itemId = main.someItem();
            assertAll(() -> PageComparison.assertSame(everyPage(main, itemId), main::fetch, edge::fetch),
                    () -> edge.bidAndCommentShowAtOnce(itemId));
        } finally {
            RubisServer.EDGE.undeployIfPresent(EAR);
            RubisServer.MAIN.undeployIfPresent(EAR);
        }
    }

    /**
     * Every page of the site once, with ids taken from main's pages: the static pages, category and region lists,
     * item lists (first, next and empty page), an active and an old item, bids, users, the sell, bid, comment and buy-now
     * forms, About Me, and the ERROR pages of {@link RubisPagesTestCase#BAD_REQUESTS}.
     */
    private static List<String> everyPage(RubisPages main, int itemId) {
        String seller = field(main.get(SERVLET + "ViewItem?itemId=" + itemId), SERVLET + "ViewUserInfo?userId=");
        int buyNow = main.someBuyNowItem();
        List<String> pages = new ArrayList<>(List.of("index.html", "browse.html", "register.html", "sell.html", "about_me.html"));
        for (String servlet : List.of("BrowseCategories", "BrowseRegions", "BrowseCategories?region=1",
                "BrowseCategories?region=" + encode(Dataset.regionName(2)), "BrowseCategories?nickname=user3&password=password3",
                "SearchItemsByCategory?category=1&categoryName=Antiques&page=0&nbOfItems=25",
                "SearchItemsByCategory?category=1&categoryName=Antiques&page=1&nbOfItems=25",
                "SearchItemsByCategory?category=1&categoryName=Antiques&page=100&nbOfItems=25",
                "SearchItemsByRegion?category=1&categoryName=Antiques&region=1&page=0&nbOfItems=25",
                "SearchItemsByRegion?category=2&categoryName=Books&region=3&page=0&nbOfItems=25",
                "ViewItem?itemId=" + itemId, "ViewItem?itemId=" + (DatasetSize.SMALL.items() + 1), "ViewBidHistory?itemId=" + itemId,
                "ViewUserInfo?userId=1", "ViewUserInfo?userId=" + seller, "SellItemForm?category=3&user=5",
                "PutBidAuth?itemId=" + itemId, "PutBid?itemId=" + itemId + "&nickname=user7&password=password7",
                "PutCommentAuth?to=" + seller + "&itemId=" + itemId,
                "PutComment?to=" + seller + "&itemId=" + itemId + "&nickname=user7&password=password7",
                "BuyNowAuth?itemId=" + buyNow, "BuyNow?itemId=" + buyNow + "&nickname=user11&password=password11",
                "AboutMe?nickname=user7&password=password7")) {
            pages.add(SERVLET + servlet);
        }
        RubisPagesTestCase.BAD_REQUESTS.forEach(bad -> pages.add(SERVLET + bad));
        return pages;
    }
}
