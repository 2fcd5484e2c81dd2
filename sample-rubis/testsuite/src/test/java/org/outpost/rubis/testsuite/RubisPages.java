// SPDX-License-Identifier: Apache-2.0
package org.outpost.rubis.testsuite;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.OutputStream;
import java.io.PrintStream;
import java.net.URLEncoder;
import java.nio.charset.StandardCharsets;
import java.time.LocalDateTime;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.outpost.rubis.generator.Dataset;
import org.outpost.rubis.generator.DatasetSize;
import org.outpost.rubis.generator.Generate;
import org.outpost.sample.load.DatabaseLoader;
import org.outpost.sample.pages.PageBrowser;
import org.outpost.sample.pages.PageBrowser.Page;

/**
 * One user's browser on the RUBiS pages of one server: it keeps its cookies (the session, and on an edge the
 * {@code Outpost-Bookmark} that makes the user's own writes visible there), and reads pages as the RUBiS client
 * emulator does. The page tests on main and on an edge share it, with the scenarios both run.
 */
final class RubisPages {

    static final String SERVLET = "servlet/edu.rice.rubis.servlets.";
    static final long SEED = 42;

    private final PageBrowser browser;

    /** A new browser, without cookies, of {@code /rubis_servlets/} on 127.0.0.1:{@code httpPort}. */
    RubisPages(int httpPort) {
        this.browser = new PageBrowser("http://127.0.0.1:" + httpPort + "/rubis_servlets/");
    }

    /** Creates the RUBiS database when missing and fills it with the {@code small} dataset of {@link #SEED}, "now" as of this minute. */
    static void loadSmallDataset(String url) throws Exception {
        PrintStream quiet = new PrintStream(OutputStream.nullOutputStream());
        DatabaseLoader.createDatabase(url, "outpost", "postgres", "postgres", quiet);
        Generate.COMMAND.load(new Dataset(DatasetSize.SMALL, SEED, LocalDateTime.now().truncatedTo(ChronoUnit.MINUTES)), url, "outpost", "outpost", quiet);
    }

    /** Requests {@code path} (relative to the context root) with GET, whatever the status: its status and its body without the footer. */
    Page fetch(String path) {
        Page page = this.browser.fetch(path);
        return new Page(page.status(), stripFooter(page.body()));
    }

    /** The body of a 200 response, without the footer that carries the processing time. */
    String get(String path) {
        Page response = fetch(path);
        assertEquals(200, response.status(), () -> path + " -> " + response.body());
        return response.body();
    }

    /** An active item of category 2, from its list page. */
    int someItem() {
        List<Integer> ids = itemIds(get(SERVLET + "SearchItemsByCategory?category=2&categoryName=Books&page=0&nbOfItems=25"));
        assertFalse(ids.isEmpty());
        return ids.get(ids.size() / 2);
    }

    /** The first active item one can buy now, from the View Item pages. */
    int someBuyNowItem() {
        return firstItem(true);
    }

    /** The first active item without a buy-now price: its View Item page has no Buy Now link. */
    int someItemWithoutBuyNow() {
        return firstItem(false);
    }

    private int firstItem(boolean buyNowLink) {
        for (int candidate = 1; candidate <= DatasetSize.SMALL.items(); candidate++) {
            if (get(SERVLET + "ViewItem?itemId=" + candidate).contains(SERVLET + "BuyNowAuth?itemId=" + candidate) == buyNowLink) {
                return candidate;
            }
        }
        throw new AssertionError("the small dataset has no active item " + (buyNowLink ? "with" : "without") + " a buy-now price");
    }

    /**
     * The bidder's session on {@code itemId} as user7, every request a GET as the emulator sends it: bid form, Store
     * Bid, then a comment on the seller; the bid shows at once in View Bid History and View Item, the comment in the
     * seller's View User Info.
     */
    void bidAndCommentShowAtOnce(int itemId) {
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
        String amount = String.format(Locale.ROOT, "%.2f", bid);
        assertTrue(history.contains(">user7</a><") && history.contains(amount), history);
        String item = get(SERVLET + "ViewItem?itemId=" + itemId);
        assertTrue(item.contains(amount), item);

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

    /** Every {@code itemId=} of a page, in order, repeated as often as linked. */
    static List<Integer> itemIds(String html) {
        Matcher matcher = Pattern.compile("itemId=(\\d+)").matcher(html);
        List<Integer> ids = new ArrayList<>();
        while (matcher.find()) {
            ids.add(Integer.parseInt(matcher.group(1)));
        }
        return ids;
    }

    static int count(String html, String needle) {
        int count = 0;
        for (int at = html.indexOf(needle); at >= 0; at = html.indexOf(needle, at + 1)) {
            count++;
        }
        return count;
    }

    static String encode(String value) {
        return URLEncoder.encode(value, StandardCharsets.UTF_8);
    }
}
