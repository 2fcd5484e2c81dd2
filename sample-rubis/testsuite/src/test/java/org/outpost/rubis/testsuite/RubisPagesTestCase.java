// SPDX-License-Identifier: Apache-2.0
package org.outpost.rubis.testsuite;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.outpost.rubis.testsuite.RubisPages.SERVLET;
import static org.outpost.rubis.testsuite.RubisPages.count;
import static org.outpost.rubis.testsuite.RubisPages.encode;
import static org.outpost.rubis.testsuite.RubisPages.field;
import static org.outpost.rubis.testsuite.RubisPages.itemIds;

import java.util.List;

import org.jboss.arquillian.container.test.api.Deployment;
import org.jboss.arquillian.container.test.api.RunAsClient;
import org.jboss.arquillian.junit5.ArquillianExtension;
import org.jboss.shrinkwrap.api.ShrinkWrap;
import org.jboss.shrinkwrap.api.spec.EnterpriseArchive;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.outpost.rubis.generator.Dataset;
import org.outpost.rubis.generator.DatasetSize;

/**
 * Every RUBiS page of the c1 EAR on a copy of main (HTTP port 8380) against a freshly generated {@code small}
 * dataset: status 200, the links and hidden fields the RUBiS client emulator reads, ERROR pages for bad requests,
 * and writes through the store pages (sent as GET, as the emulator does) visible in the view pages.
 */
@ExtendWith(ArquillianExtension.class)
@RunAsClient
class RubisPagesTestCase {

    /** Requests the application refuses, each with an ERROR page (status 200); the store pages' refusals come from their façades. */
    static final List<String> BAD_REQUESTS = List.of("ViewItem?itemId=99999999", "ViewItem?itemId=abc", "ViewItem",
            "ViewBidHistory?itemId=99999999", "ViewUserInfo?userId=99999999", "SearchItemsByCategory?categoryName=x",
            "BrowseCategories?region=Atlantis", "PutBid?itemId=1&nickname=user1&password=wrong", "AboutMe?nickname=nobody&password=x",
            "StoreBid?userId=1&itemId=1&minBid=1&bid=0&maxBid=0&maxQty=1&qty=1", "StoreComment?to=1&from=2&itemId=1&rating=9&comment=x",
            "StoreBuyNow?itemId=99999999&userId=1&qty=1", "RegisterItem?name=x&initialPrice=0&duration=1&quantity=1&userId=1&categoryId=1",
            "RegisterUser?nickname=user1");

    private static final RubisPages MAIN = new RubisPages(8380);

    @Deployment(testable = false)
    static EnterpriseArchive c1() throws Exception {
        // Runs before the deployment: the persistence unit finds its tables filled.
        RubisPages.loadSmallDataset(System.getProperty("rubis.db.url"));
        return ShrinkWrap.createFromZipFile(EnterpriseArchive.class, ConfigurationsTest.ear("c1-centralized").toFile());
    }

    @Test
    void staticPagesLinkAndPostToTheOriginalServlets() {
        assertTrue(MAIN.get("index.html").contains("/rubis_servlets/browse.html"));
        String browse = MAIN.get("browse.html");
        assertTrue(browse.contains(SERVLET + "BrowseCategories") && browse.contains(SERVLET + "BrowseRegions"), browse);
        String register = MAIN.get("register.html");
        for (String field : List.of("firstname", "lastname", "nickname", "email", "password", "region")) {
            assertTrue(register.contains("name=" + field), field + " in " + register);
        }
        assertTrue(MAIN.get("sell.html").contains(SERVLET + "BrowseCategories"));
        assertTrue(MAIN.get("about_me.html").contains(SERVLET + "AboutMe"));
    }

    @Test
    void categoriesAndRegionsLinkToTheirItemLists() {
        String categories = MAIN.get(SERVLET + "BrowseCategories");
        assertEquals(20, count(categories, SERVLET + "SearchItemsByCategory?category="), categories);
        String regions = MAIN.get(SERVLET + "BrowseRegions");
        assertEquals(10, count(regions, SERVLET + "BrowseCategories?region="), regions);
        for (String region : List.of("1", encode(Dataset.regionName(1)))) {
            String inRegion = MAIN.get(SERVLET + "BrowseCategories?region=" + region);
            assertEquals(20, count(inRegion, SERVLET + "SearchItemsByRegion?category="), inRegion);
            assertTrue(inRegion.contains("&amp;region=1") || inRegion.contains("&region=1"), inRegion);
        }
    }

    @Test
    void itemListsArePagedWithPageLinks() {
        String first = MAIN.get(SERVLET + "SearchItemsByCategory?category=1&categoryName=Antiques&page=0&nbOfItems=25");
        assertEquals(25, itemIds(first).size() / 2, first); // each item links to ViewItem and PutBidAuth
        assertTrue(first.contains("&page=1&nbOfItems=25"), first);
        assertFalse(first.contains("&page=-1"), first);
        String second = MAIN.get(SERVLET + "SearchItemsByCategory?category=1&categoryName=Antiques&page=1&nbOfItems=25");
        assertTrue(second.contains("&page=0&nbOfItems=25"), second);
        assertFalse(itemIds(second).isEmpty(), second);
        String beyond = MAIN.get(SERVLET + "SearchItemsByCategory?category=1&categoryName=Antiques&page=100&nbOfItems=25");
        assertTrue(beyond.contains("Sorry"), beyond);
    }

    @Test
    void itemsOfACategoryInARegion() {
        boolean found = false;
        for (int category = 1; category <= 20 && !found; category++) {
            String page = MAIN.get(SERVLET + "SearchItemsByRegion?category=" + category + "&categoryName=C&region=1&page=0&nbOfItems=25");
            found = !itemIds(page).isEmpty();
            assertTrue(found || page.contains("Sorry"), page);
        }
        assertTrue(found, "some category has items sold in region 1");
    }

    @Test
    void viewItemLinksSellerBidsAndTheBidderPages() {
        int itemId = MAIN.someItem();
        String item = MAIN.get(SERVLET + "ViewItem?itemId=" + itemId);
        assertTrue(item.contains(SERVLET + "ViewUserInfo?userId="), item);
        assertTrue(item.contains(SERVLET + "ViewBidHistory?itemId=" + itemId), item);
        assertTrue(item.contains(SERVLET + "PutBidAuth?itemId=" + itemId), item);
        assertTrue(item.contains(SERVLET + "PutCommentAuth?to="), item);
        assertTrue(MAIN.get(SERVLET + "ViewBidHistory?itemId=" + itemId).contains("Bid history for RUBiS item #" + itemId));
        String old = MAIN.get(SERVLET + "ViewItem?itemId=" + (DatasetSize.SMALL.items() + 1));
        assertTrue(old.contains("This auction is over"), old);
    }

    @Test
    void userInfoShowsTheUserAndTheCommentsAboutThem() {
        String user = MAIN.get(SERVLET + "ViewUserInfo?userId=1");
        assertTrue(user.contains("Information about user1"), user);
        assertTrue(user.contains("Current rating"), user);
    }

    @Test
    void badRequestsRenderErrorPages() {
        for (String bad : BAD_REQUESTS) {
            String page = MAIN.get(SERVLET + bad);
            assertTrue(page.contains("ERROR"), bad + " -> " + page);
        }
    }

    @Test
    void aBidAndACommentStoredWithGetAppearInTheViewPages() {
        MAIN.bidAndCommentShowAtOnce(MAIN.someItem());
    }

    @Test
    void buyNowStoresAPurchaseShownInAboutMe() {
        buyAndSeeInAboutMe(MAIN.someBuyNowItem());
    }

    /** The original RUBiS shows the form and stores the purchase for any item, as its client emulator expects. */
    @Test
    void buyNowTakesAnItemWithoutABuyNowPriceToo() {
        buyAndSeeInAboutMe(MAIN.someItemWithoutBuyNow());
    }

    private static void buyAndSeeInAboutMe(int itemId) {
        assertTrue(MAIN.get(SERVLET + "BuyNowAuth?itemId=" + itemId).contains("name=itemId value=" + itemId));
        String form = MAIN.get(SERVLET + "BuyNow?itemId=" + itemId + "&nickname=user11&password=password11");
        int maxQty = Integer.parseInt(field(form, "name=maxQty value="));
        String stored = MAIN.get(SERVLET + "StoreBuyNow?itemId=" + itemId + "&userId=11&qty=1&maxQty=" + maxQty);
        assertTrue(stored.contains("successfully bought"), stored);
        String me = MAIN.get(SERVLET + "AboutMe?nickname=user11&password=password11");
        assertTrue(me.contains("Items you bought") && me.contains(SERVLET + "ViewItem?itemId=" + itemId), me);
    }

    @Test
    void aRegisteredUserSellsAnItem() {
        String nickname = "seller" + (System.nanoTime() % 1_000_000);
        String registered = MAIN.get(SERVLET + "RegisterUser?firstname=Ada&lastname=Lovelace&nickname=" + nickname + "&email=ada%40example.org&password=pw"
                + "&region=" + encode(Dataset.regionName(2)));
        assertTrue(registered.contains("successfully") && registered.contains("Information about " + nickname), registered);
        String userId = field(registered, "userId=");

        String categories = MAIN.get(SERVLET + "BrowseCategories?nickname=" + nickname + "&password=pw");
        assertTrue(categories.contains(SERVLET + "SellItemForm?category=3&amp;user=" + userId)
                || categories.contains(SERVLET + "SellItemForm?category=3&user=" + userId), categories);
        String form = MAIN.get(SERVLET + "SellItemForm?category=3&user=" + userId);
        for (String field : List.of("name", "description", "initialPrice", "reservePrice", "buyNow", "duration", "quantity")) {
            assertTrue(form.contains("name=" + field), field + " in " + form);
        }
        String item = MAIN.get(SERVLET + "RegisterItem?name=" + encode("Analytical engine") + "&description=gears&initialPrice=100&reservePrice=0"
                + "&buyNow=500&duration=3&quantity=2&userId=" + userId + "&categoryId=3");
        assertTrue(item.contains("successfully registered") && item.contains("Analytical engine"), item);
        String me = MAIN.get(SERVLET + "AboutMe?nickname=" + nickname + "&password=pw");
        assertTrue(me.contains("Items you are selling") && me.contains("Analytical engine"), me);
    }
}
