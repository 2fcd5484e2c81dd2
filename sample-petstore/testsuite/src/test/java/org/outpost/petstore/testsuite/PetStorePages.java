// SPDX-License-Identifier: Apache-2.0
package org.outpost.petstore.testsuite;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.OutputStream;
import java.io.PrintStream;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.outpost.petstore.generator.Dataset;
import org.outpost.petstore.generator.DatasetSize;
import org.outpost.petstore.generator.Generate;
import org.outpost.sample.load.DatabaseLoader;
import org.outpost.sample.pages.PageBrowser;
import org.outpost.sample.pages.PageBrowser.Page;

/**
 * One user's browser on the Pet Store screens of one server: it keeps its cookies (the session, which holds the cart
 * and the signed-in customer, and on an edge the {@code Outpost-Bookmark} that makes the user's own writes visible
 * there). The steps of a buyer's session are methods, so the page tests on main and on an edge share them.
 */
final class PetStorePages {

    static final String CONTROL = "control/";
    static final long SEED = 42;

    private static final Pattern STOCK = Pattern.compile("In stock: (\\d+)");
    private static final Pattern ORDER_NUMBER = Pattern.compile("Your order number is (\\d+)\\.");

    private final PageBrowser browser;

    /** A new browser, without cookies, of {@code /estore/} on 127.0.0.1:{@code httpPort}. */
    PetStorePages(int httpPort) {
        this.browser = new PageBrowser("http://127.0.0.1:" + httpPort + "/estore/");
    }

    /** Creates the Pet Store database when missing and fills it with the {@code paper} dataset of {@link #SEED}. */
    static void loadPaperDataset(String url) throws Exception {
        PrintStream quiet = new PrintStream(OutputStream.nullOutputStream());
        DatabaseLoader.createDatabase(url, "outpost", "postgres", "postgres", quiet);
        Generate.COMMAND.load(new Dataset(DatasetSize.PAPER, SEED), url, "outpost", "outpost", quiet);
    }

    /** The units of {@code itemId} in main's database. */
    static int stockInDatabase(String url, String itemId) throws Exception {
        try (Connection connection = DriverManager.getConnection(url, "outpost", "outpost");
                PreparedStatement select = connection.prepareStatement("SELECT qty FROM inventory WHERE itemid = ?")) {
            select.setString(1, itemId);
            try (ResultSet row = select.executeQuery()) {
                assertTrue(row.next(), itemId);
                return row.getInt(1);
            }
        }
    }

    /** Requests {@code path} (relative to the context root) with GET, whatever the status. */
    Page fetch(String path) {
        return this.browser.fetch(path);
    }

    /** The body of a 200 response. */
    String get(String path) {
        Page response = fetch(path);
        assertEquals(200, response.status(), () -> path + " -> " + response.body());
        return response.body();
    }

    /** The body of a 200 response that is no ERROR page. */
    String page(String path) {
        String body = get(path);
        assertTrue(!body.contains("<h2>ERROR</h2>"), () -> path + " -> " + body);
        return body;
    }

    /** The body of a 200 ERROR page. */
    String error(String path) {
        String body = get(path);
        assertTrue(body.contains("<h2>ERROR</h2>") && body.contains("ERROR: "), () -> path + " should be refused: " + body);
        return body;
    }

    void signIn(String user, String password) {
        String welcome = page(CONTROL + "verifysignin?j_username=" + user + "&j_password=" + password);
        assertTrue(welcome.contains("Signed in as " + user), welcome);
    }

    /** The units in stock the Item page of this server shows. */
    int stock(String itemId) {
        String item = page(CONTROL + "productdetails?item_id=" + itemId);
        Matcher matcher = STOCK.matcher(item);
        if (matcher.find()) {
            return Integer.parseInt(matcher.group(1));
        }
        assertTrue(item.contains("Out of stock."), item);
        return 0;
    }

    /** Puts {@code quantity} units of the item in the cart (purchaseItem, then updateCart). */
    void fillCart(String itemId, int quantity) {
        String cart = page(CONTROL + "cart?action=purchaseItem&item_id=" + itemId);
        assertTrue(cart.contains("item_id=" + itemId), cart);
        if (quantity != 1) {
            cart = page(CONTROL + "cart?action=updateCart&item_id=" + itemId + "&quantity=" + quantity);
            assertTrue(cart.contains("name=quantity size=5 value=" + quantity), cart);
        }
    }

    /** Checkout, Place Order and Billing and Shipping with the account's address: the order is ready to commit. */
    void confirmOrder() {
        page(CONTROL + "checkout");
        assertTrue(page(CONTROL + "placeorder").contains("name=bill_street1"));
        assertTrue(page(CONTROL + "billingandshipping").contains("Please confirm your order"));
    }

    /** The order number a Commit Order page announces. */
    static int orderNumber(String commitPage) {
        Matcher matcher = ORDER_NUMBER.matcher(commitPage);
        assertTrue(matcher.find(), commitPage);
        return Integer.parseInt(matcher.group(1));
    }

    static int count(String html, String needle) {
        int count = 0;
        for (int at = html.indexOf(needle); at >= 0; at = html.indexOf(needle, at + 1)) {
            count++;
        }
        return count;
    }
}
