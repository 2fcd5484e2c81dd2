// SPDX-License-Identifier: Apache-2.0
package org.outpost.petstore.testsuite;

import static org.junit.jupiter.api.Assertions.assertAll;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.outpost.petstore.testsuite.PetStorePages.CONTROL;

import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.Statement;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;

import org.jboss.arquillian.container.test.api.RunAsClient;
import org.jboss.arquillian.junit5.ArquillianExtension;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.FieldSource;
import org.outpost.petstore.generator.Dataset;
import org.outpost.petstore.generator.DatasetSize;
import org.outpost.petstore.workload.SessionPatterns;
import org.outpost.sample.pages.PageComparison;
import org.outpost.testsupport.WildFlyServer;

/**
 * The same configuration's EAR on main (HTTP 9180) and on an edge of it (HTTP 9280), against a freshly generated
 * {@code paper} dataset. Once the edge is in step with main: every screen a browser can ask for without signing in
 * (catalog lists, items, searches, the ERROR pages of refused requests) has the same status and the same HTML on
 * both, and the edge forwards to main exactly the {@code Catalog} calls the configuration runs there (none in c6,
 * Search included); a shopper's session, the same requests on each server, sees the same pages at every step (sign-in, cart,
 * checkout, the order forms and their refusals, a past order), up to but not including Commit Order. Then a buyer on
 * the edge plays the Table 3 session, forwarding as many calls as the configuration says (only Commit Order in c6), and
 * sees the order and the stock change there at once, and a buyer on main and
 * one on the edge race for the last unit of an item: main's transaction lets exactly one order through.
 */
@ExtendWith(ArquillianExtension.class)
@RunAsClient
class PetStoreEdgeTestCase {

    /**
     * A configuration that puts an edge to use, with what it forwards to main: the catalog screens whose {@code Catalog}
     * method runs there, and the forwarded calls of the Table 3 buyer session (with its two stock checks and the Order
     * page): Verify Signin, the Cart's {@code purchaseItem}, Commit Order, the Order page, the Item pages.
     */
    record Configuration(String name, Set<String> screensOnMain, int buyerSessionCalls) {

        @Override
        public String toString() {
            return this.name;
        }
    }

    /** The configurations that put an edge to use, one after the other (c1 serves every client from main). */
    static final List<Configuration> CONFIGURATIONS = List.of(
            new Configuration("c2-remote-facade", Set.of("category", "product", "productdetails", "search"), 6),
            new Configuration("c3-replicas-sync", Set.of("category", "product", "search"), 3),
            new Configuration("c4-query-cache", Set.of("search"), 3),
            new Configuration("c5-async", Set.of("search"), 3),
            new Configuration("c6-outpost", Set.of(), 1));

    private static final String EAR = "petstore.ear";
    private static final Duration CONVERGE = Duration.ofSeconds(120);
    private static final WildFlyServer MAIN = WildFlyServer.onLoopback("petstore-main", 1100);
    private static final WildFlyServer EDGE = WildFlyServer.onLoopback("petstore-edge", 1200);

    @ParameterizedTest(name = "{0}")
    @FieldSource("CONFIGURATIONS")
    void everyScreenIsTheSameOnTheEdgeAndTheBuyerSeesItsOrderThereAtOnce(Configuration configuration) throws Exception {
        EDGE.undeployIfPresent(EAR);
        MAIN.undeployIfPresent(EAR);
        // A new dataset, loaded behind Outpost's back, also starts a new epoch: the edge installs a snapshot of it.
        PetStorePages.loadPaperDataset(PetStorePagesTestCase.DATABASE);
        MAIN.deploy(ConfigurationsTest.ear(configuration.name()));
        try {
            EDGE.deploy(ConfigurationsTest.ear(configuration.name()));
            EDGE.awaitInStepWith(MAIN, EAR, CONVERGE);
            List<String> catalog = catalogScreens();
            assertAll(() -> assertEquals(catalog.stream().filter(screen -> configuration.screensOnMain().contains(screenName(screen))).count(),
                            forwardedCalls(() -> PageComparison.assertSame(catalog, browser(MAIN)::fetch, browser(EDGE)::fetch)),
                            "forwarded calls of the catalog screens"),
                    () -> PageComparison.assertSame(otherScreens(), browser(MAIN)::fetch, browser(EDGE)::fetch),
                    () -> PageComparison.assertSame(shoppingSession(), browser(MAIN)::fetch, browser(EDGE)::fetch),
                    () -> PageComparison.assertSame(pastOrder(), browser(MAIN)::fetch, browser(EDGE)::fetch),
                    () -> assertEquals(configuration.buyerSessionCalls(), forwardedCalls(() -> BuyerScenarios.buyerSeesTheOrderAndTheStockAtOnce(
                            browser(EDGE), "user8", "password8", "EST-30")), "forwarded calls of the buyer session"),
                    () -> BuyerScenarios.twoBuyersRaceForTheLastUnit(browser(MAIN), browser(EDGE), "EST-31", PetStorePagesTestCase.DATABASE));
        } finally {
            EDGE.undeployIfPresent(EAR);
            MAIN.undeployIfPresent(EAR);
        }
    }

    private static PetStorePages browser(WildFlyServer server) {
        return new PetStorePages(server.httpPort());
    }

    /** The calls the edge forwarded to main while {@code requests} ran. */
    private static long forwardedCalls(Runnable requests) {
        long before = EDGE.forwarding().get("forwarded-calls").asLong();
        requests.run();
        return EDGE.forwarding().get("forwarded-calls").asLong() - before;
    }

    /** {@code category} for {@code control/category?category_id=FISH}. */
    private static String screenName(String request) {
        String screen = request.substring(CONTROL.length());
        return screen.contains("?") ? screen.substring(0, screen.indexOf('?')) : screen;
    }

    /**
     * The screens of the catalog, each one {@code Catalog} call: every category, every product, Pet Store's items and
     * every tenth of the others, a search for every keyword of the workload, one with two keywords, second pages.
     */
    private static List<String> catalogScreens() {
        List<String> screens = new ArrayList<>(List.of(CONTROL + "category?category_id=FISH&start=100", CONTROL + "search?keywords=great&start=10",
                CONTROL + "search?keywords=poodle+koi"));
        for (int number = 1; number <= DatasetSize.PAPER.categories(); number++) {
            screens.add(CONTROL + "category?category_id=" + Dataset.categoryId(number));
        }
        for (int number = 1; number <= DatasetSize.PAPER.products(); number++) {
            screens.add(CONTROL + "product?product_id=" + Dataset.productId(number));
        }
        for (int number = 1; number <= DatasetSize.PAPER.items(); number += number < Dataset.CLASSIC_ITEMS ? 1 : 10) {
            screens.add(CONTROL + "productdetails?item_id=" + Dataset.itemId(number));
        }
        SessionPatterns.keywords().forEach(keyword -> screens.add(CONTROL + "search?keywords=" + keyword));
        return screens;
    }

    /** The screens without a façade call, and the ERROR pages of {@link PetStorePagesTestCase#BAD_REQUESTS}; none changes the session. */
    private static List<String> otherScreens() {
        List<String> screens = new ArrayList<>(List.of("index.html", CONTROL + "main", CONTROL + "signin", CONTROL + "cart"));
        PetStorePagesTestCase.BAD_REQUESTS.forEach(bad -> screens.add(CONTROL + bad));
        return screens;
    }

    /** A shopper's requests up to the order's confirmation, refusals included; each changes or reads the session. */
    private static List<String> shoppingSession() {
        return List.of(CONTROL + "verifysignin?j_username=user3&j_password=password3", CONTROL + "cart?action=purchaseItem&item_id=EST-1",
                CONTROL + "cart?action=purchaseItem&item_id=EST-1", CONTROL + "cart?action=updateCart&item_id=EST-1&quantity=3",
                CONTROL + "cart?action=purchaseItem&item_id=EST-40", CONTROL + "cart?action=purchaseItem&item_id=EST-129",
                CONTROL + "cart?action=removeItemFromCart&item_id=EST-40", CONTROL + "cart?action=updateCart&item_id=EST-129&quantity=-2",
                CONTROL + "checkout", CONTROL + "placeorder", CONTROL + "billingandshipping?card_type=Bogus", CONTROL + "billingandshipping",
                CONTROL + "billingandshipping?ship_first_name=Grace&ship_last_name=Hopper", CONTROL + "order?order_id=999999",
                CONTROL + "signout", CONTROL + "checkout");
    }

    /** The generated dataset's first order, seen by its customer. */
    private static List<String> pastOrder() throws Exception {
        try (Connection connection = DriverManager.getConnection(PetStorePagesTestCase.DATABASE, "outpost", "outpost");
                Statement statement = connection.createStatement();
                ResultSet order = statement.executeQuery("SELECT orderid, userid FROM orders ORDER BY orderid LIMIT 1")) {
            assertTrue(order.next());
            String user = order.getString(2);
            return List.of(CONTROL + "verifysignin?j_username=" + user + "&j_password=" + user.replace("user", "password"),
                    CONTROL + "order?order_id=" + order.getInt(1));
        }
    }
}
