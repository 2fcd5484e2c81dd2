package org.outpost.rubis.testsuite;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.PrintStream;
import java.io.OutputStream;
import java.net.URI;
import java.net.URLEncoder;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.time.LocalDateTime;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.jboss.arquillian.container.test.api.Deployment;
import org.jboss.arquillian.container.test.api.RunAsClient;
import org.jboss.arquillian.junit5.ArquillianExtension;
import org.jboss.shrinkwrap.api.ShrinkWrap;
import org.jboss.shrinkwrap.api.spec.EnterpriseArchive;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.outpost.rubis.generator.Dataset;
import org.outpost.rubis.generator.DatasetSize;
import org.outpost.rubis.generator.Generate;

/**
 * Every RUBiS page of the c1 EAR on a copy of main (HTTP port 8380) against a freshly generated {@code small}
 * dataset: status 200, the links and hidden fields the RUBiS client emulator reads, ERROR pages for bad requests,
 * and writes through the store pages (sent as GET, as the emulator does) visible in the view pages.
 */
@ExtendWith(ArquillianExtension.class)
@RunAsClient
class RubisPagesTestCase {

    static final String BASE = "http://127.0.0.1:8380/rubis_servlets/";
    static final String SERVLET = "servlet/edu.rice.rubis.servlets.";
    static final long SEED = 42;

    private static final HttpClient HTTP = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(10)).build();

    @Deployment(testable = false)
    static EnterpriseArchive c1() throws Exception {
        // Runs before the deployment: the persistence unit finds its tables filled.
        String url = System.getProperty("rubis.db.url");
        PrintStream quiet = new PrintStream(OutputStream.nullOutputStream());
        Generate.createDatabase(url, "outpost", "postgres", "postgres", quiet);
        Generate.load(new Dataset(DatasetSize.SMALL, SEED, LocalDateTime.now().truncatedTo(ChronoUnit.MINUTES)), url, "outpost", "outpost", quiet);
        return ShrinkWrap.createFromZipFile(EnterpriseArchive.class, ConfigurationsTest.ear("c1-centralized").toFile());
    }

    @Test
    void staticPagesLinkAndPostToTheOriginalServlets() {
        assertTrue(get("index.html").contains("/rubis_servlets/browse.html"));
        String browse = get("browse.html");
        assertTrue(browse.contains(SERVLET + "BrowseCategories") && browse.contains(SERVLET + "BrowseRegions"), browse);
        String register = get("register.html");
        for (String field : List.of("firstname", "lastname", "nickname", "email", "password", "region")) {
            assertTrue(register.contains("name=" + field), field + " in " + register);
        }
        assertTrue(get("sell.html").contains(SERVLET + "BrowseCategories"));
        assertTrue(get("about_me.html").contains(SERVLET + "AboutMe"));
    }

    @Test
    void categoriesAndRegionsLinkToTheirItemLists() {
        String categories = get(SERVLET + "BrowseCategories");
        assertEquals(20, count(categories, SERVLET + "SearchItemsByCategory?category="), categories);
        String regions = get(SERVLET + "BrowseRegions");
        assertEquals(10, count(regions, SERVLET + "BrowseCategories?region="), regions);
        for (String region : List.of("1", encode(Dataset.regionName(1)))) {
            String inRegion = get(SERVLET + "BrowseCategories?region=" + region);
            assertEquals(20, count(inRegion, SERVLET + "SearchItemsByRegion?category="), inRegion);
            assertTrue(inRegion.contains("&amp;region=1") || inRegion.contains("&region=1"), inRegion);
        }
    }

    @Test
    void itemListsArePagedWithPageLinks() {
        String first = get(SERVLET + "SearchItemsByCategory?category=1&categoryName=Antiques&page=0&nbOfItems=25");
        assertEquals(25, itemIds(first).size() / 2, first); // each item links to ViewItem and PutBidAuth
        assertTrue(first.contains("&page=1&nbOfItems=25"), first);
        assertFalse(first.contains("&page=-1"), first);
        String second = get(SERVLET + "SearchItemsByCategory?category=1&categoryName=Antiques&page=1&nbOfItems=25");
        assertTrue(second.contains("&page=0&nbOfItems=25"), second);
        assertFalse(itemIds(second).isEmpty(), second);
        String beyond = get(SERVLET + "SearchItemsByCategory?category=1&categoryName=Antiques&page=100&nbOfItems=25");
        assertTrue(beyond.contains("Sorry"), beyond);
    }

    @Test
    void itemsOfACategoryInARegion() {
        boolean found = false;
        for (int category = 1; category <= 20 && !found; category++) {
            String page = get(SERVLET + "SearchItemsByRegion?category=" + category + "&categoryName=C&region=1&page=0&nbOfItems=25");
            found = !itemIds(page).isEmpty();
            assertTrue(found || page.contains("Sorry"), page);
        }
        assertTrue(found, "some category has items sold in region 1");
    }

    @Test
    void viewItemLinksSellerBidsAndTheBidderPages() {
        int itemId = someItem();
        String item = get(SERVLET + "ViewItem?itemId=" + itemId);
        assertTrue(item.contains(SERVLET + "ViewUserInfo?userId="), item);
        assertTrue(item.contains(SERVLET + "ViewBidHistory?itemId=" + itemId), item);
        assertTrue(item.contains(SERVLET + "PutBidAuth?itemId=" + itemId), item);
        assertTrue(item.contains(SERVLET + "PutCommentAuth?to="), item);
        assertTrue(get(SERVLET + "ViewBidHistory?itemId=" + itemId).contains("Bid history for RUBiS item #" + itemId));
        String old = get(SERVLET + "ViewItem?itemId=" + (DatasetSize.SMALL.items() + 1));
        assertTrue(old.contains("This auction is over"), old);
    }

    @Test
    void userInfoShowsTheUserAndTheCommentsAboutThem() {
        String user = get(SERVLET + "ViewUserInfo?userId=1");
        assertTrue(user.contains("Information about user1"), user);
        assertTrue(user.contains("Current rating"), user);
    }

    @Test
    void badRequestsRenderErrorPages() {
        for (String bad : List.of("ViewItem?itemId=99999999", "ViewItem?itemId=abc", "ViewItem", "ViewBidHistory?itemId=99999999",
                "ViewUserInfo?userId=99999999", "SearchItemsByCategory?categoryName=x", "BrowseCategories?region=Atlantis",
                "PutBid?itemId=1&nickname=user1&password=wrong", "AboutMe?nickname=nobody&password=x",
                "StoreBid?userId=1&itemId=1&minBid=1&bid=0&maxBid=0&maxQty=1&qty=1", "RegisterUser?nickname=user1")) {
            String page = get(SERVLET + bad);
            assertTrue(page.contains("ERROR"), bad + " -> " + page);
        }
    }

    @Test
    void aBidAndACommentStoredWithGetAppearInTheViewPages() {
        int itemId = someItem();
        assertTrue(get(SERVLET + "PutBidAuth?itemId=" + itemId).contains("name=itemId value=" + itemId));
        int bidsBefore = count(get(SERVLET + "ViewBidHistory?itemId=" + itemId), SERVLET + "ViewUserInfo?userId=");

        String form = get(SERVLET + "PutBid?itemId=" + itemId + "&nickname=user7&password=password7");
        assertTrue(form.contains("itemId=" + itemId), form);
        double minBid = Double.parseDouble(field(form, "name=minBid value="));
        int maxQty = Integer.parseInt(field(form, "name=maxQty value="));
        assertEquals("7", field(form, "name=userId value="));
        assertTrue(maxQty >= 1, form);

        double bid = minBid + 5;
        String stored = get(SERVLET + "StoreBid?itemId=" + itemId + "&userId=7&minBid=" + minBid + "&bid=" + bid + "&maxBid=" + (bid + 10)
                + "&maxQty=" + maxQty + "&qty=1");
        assertTrue(stored.contains("successfully processed"), stored);
        String to = field(stored, "to=");

        String history = get(SERVLET + "ViewBidHistory?itemId=" + itemId);
        assertEquals(bidsBefore + 1, count(history, SERVLET + "ViewUserInfo?userId="), history);
        assertTrue(history.contains(">user7</a><") && history.contains(String.format(java.util.Locale.ROOT, "%.2f", bid)), history);
        assertTrue(get(SERVLET + "ViewItem?itemId=" + itemId).contains(String.format(java.util.Locale.ROOT, "%.2f", bid)));

        String auth = get(SERVLET + "PutCommentAuth?to=" + to + "&itemId=" + itemId);
        assertTrue(auth.contains("name=to value=" + to), auth);
        String commentForm = get(SERVLET + "PutComment?to=" + to + "&itemId=" + itemId + "&nickname=user7&password=password7");
        assertEquals(to, field(commentForm, "name=to value="));
        assertEquals("7", field(commentForm, "name=from value="));
        String text = "Smooth deal on item " + itemId + " test " + System.nanoTime();
        String storedComment = get(SERVLET + "StoreComment?to=" + to + "&from=7&itemId=" + itemId + "&rating=3&comment=" + encode(text));
        assertTrue(storedComment.contains("successfully posted"), storedComment);
        String seller = get(SERVLET + "ViewUserInfo?userId=" + to);
        assertTrue(seller.contains(text) && seller.contains(SERVLET + "ViewUserInfo?userId=7"), seller);
    }

    @Test
    void buyNowStoresAPurchaseShownInAboutMe() {
        int itemId = -1;
        for (int candidate = 1; candidate <= DatasetSize.SMALL.items() && itemId < 0; candidate++) {
            if (get(SERVLET + "ViewItem?itemId=" + candidate).contains(SERVLET + "BuyNowAuth?itemId=" + candidate)) {
                itemId = candidate;
            }
        }
        assertTrue(itemId > 0, "the small dataset has buy-now items");
        assertTrue(get(SERVLET + "BuyNowAuth?itemId=" + itemId).contains("name=itemId value=" + itemId));
        String form = get(SERVLET + "BuyNow?itemId=" + itemId + "&nickname=user11&password=password11");
        int maxQty = Integer.parseInt(field(form, "name=maxQty value="));
        String stored = get(SERVLET + "StoreBuyNow?itemId=" + itemId + "&userId=11&qty=1&maxQty=" + maxQty);
        assertTrue(stored.contains("successfully bought"), stored);
        String me = get(SERVLET + "AboutMe?nickname=user11&password=password11");
        assertTrue(me.contains("Items you bought") && me.contains(SERVLET + "ViewItem?itemId=" + itemId), me);
    }

    @Test
    void aRegisteredUserSellsAnItem() {
        String nickname = "seller" + (System.nanoTime() % 1_000_000);
        String registered = get(SERVLET + "RegisterUser?firstname=Ada&lastname=Lovelace&nickname=" + nickname + "&email=ada%40example.org&password=pw"
                + "&region=" + encode(Dataset.regionName(2)));
        assertTrue(registered.contains("successfully") && registered.contains("Information about " + nickname), registered);
        String userId = field(registered, "userId=");

        String categories = get(SERVLET + "BrowseCategories?nickname=" + nickname + "&password=pw");
        assertTrue(categories.contains(SERVLET + "SellItemForm?category=3&amp;user=" + userId)
                || categories.contains(SERVLET + "SellItemForm?category=3&user=" + userId), categories);
        String form = get(SERVLET + "SellItemForm?category=3&user=" + userId);
        for (String field : List.of("name", "description", "initialPrice", "reservePrice", "buyNow", "duration", "quantity")) {
            assertTrue(form.contains("name=" + field), field + " in " + form);
        }
        String item = get(SERVLET + "RegisterItem?name=" + encode("Analytical engine") + "&description=gears&initialPrice=100&reservePrice=0"
                + "&buyNow=500&duration=3&quantity=2&userId=" + userId + "&categoryId=3");
        assertTrue(item.contains("successfully registered") && item.contains("Analytical engine"), item);
        String me = get(SERVLET + "AboutMe?nickname=" + nickname + "&password=pw");
        assertTrue(me.contains("Items you are selling") && me.contains("Analytical engine"), me);
    }

    /** An active item of category 2, from its list page. */
    private static int someItem() {
        List<Integer> ids = itemIds(get(SERVLET + "SearchItemsByCategory?category=2&categoryName=Books&page=0&nbOfItems=25"));
        assertFalse(ids.isEmpty());
        return ids.get(ids.size() / 2);
    }

    /** The body of a 200 response, without the footer that carries the processing time. */
    static String get(String path) {
        try {
            HttpResponse<String> response = HTTP.send(HttpRequest.newBuilder(URI.create(BASE + path)).timeout(Duration.ofSeconds(30)).build(),
                    HttpResponse.BodyHandlers.ofString());
            assertEquals(200, response.statusCode(), path + " -> " + response.body());
            return stripFooter(response.body());
        } catch (java.io.IOException e) {
            throw new java.io.UncheckedIOException(e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException(e);
        }
    }

    /** Drops the part between the footer markers, the only part of a page that differs between two renderings. */
    static String stripFooter(String html) {
        return html.replaceAll("(?s)<!-- rubis:footer -->.*?<!-- /rubis:footer -->", "");
    }

    /** The value after {@code key}, read up to {@code " ? & >} as the RUBiS client emulator reads it. */
    static String field(String html, String key) {
        int start = html.indexOf(key);
        assertTrue(start >= 0, key + " in " + html);
        Matcher matcher = Pattern.compile("[^\"?&>]*").matcher(html).region(start + key.length(), html.length());
        assertTrue(matcher.lookingAt());
        return matcher.group();
    }

    private static List<Integer> itemIds(String html) {
        Matcher matcher = Pattern.compile("itemId=(\\d+)").matcher(html);
        List<Integer> ids = new ArrayList<>();
        while (matcher.find()) {
            ids.add(Integer.parseInt(matcher.group(1)));
        }
        return ids;
    }

    private static int count(String html, String needle) {
        int count = 0;
        for (int at = html.indexOf(needle); at >= 0; at = html.indexOf(needle, at + 1)) {
            count++;
        }
        return count;
    }

    private static String encode(String value) {
        return URLEncoder.encode(value, StandardCharsets.UTF_8);
    }
}
