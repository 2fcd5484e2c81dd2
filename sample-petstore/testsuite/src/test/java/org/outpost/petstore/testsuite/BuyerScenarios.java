// SPDX-License-Identifier: Apache-2.0
package org.outpost.petstore.testsuite;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.outpost.petstore.testsuite.PetStorePages.CONTROL;

import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CountDownLatch;

import org.outpost.petstore.workload.SessionPatterns;
import org.outpost.petstore.workload.SessionPatterns.SessionStep;

/** The buyers' scenarios the page tests run on main and on an edge. */
final class BuyerScenarios {

    private static final String THANK_YOU = "Thank you for your order";

    private BuyerScenarios() {
    }

    /**
     * The buyer session of Table 3, request by request as the workload's {@code buyer-session.csv} has it, by a new
     * browser: sign in, put {@code itemId} in the cart, check out, commit. Right after Commit Order, with no retry,
     * the Order page shows the order and the Item page one unit less in stock; after Sign Out the order is no longer
     * the browser's to see.
     */
    static void buyerSeesTheOrderAndTheStockAtOnce(PetStorePages buyer, String user, String password, String itemId) {
        int before = buyer.stock(itemId);
        assertTrue(before > 0, itemId + " in stock");
        int order = 0;
        for (SessionStep step : SessionPatterns.buyerSession()) {
            String page = buyer.page(step.request().substring(1).replace("{username}", user).replace("{password}", password)
                    .replace("{itemId}", itemId));
            switch (step.page()) {
                case "Verify Signin" -> assertTrue(page.contains("Signed in as " + user), page);
                case "Shopping Cart", "Checkout" -> assertTrue(page.contains("item_id=" + itemId), page);
                case "Place Order" -> assertTrue(page.contains("name=bill_first_name") && page.contains("name=ship_first_name"), page);
                case "Billing and Shipping" -> assertTrue(page.contains("Please confirm your order") && page.contains("Bill to"), page);
                case "Commit Order" -> {
                    assertTrue(page.contains(THANK_YOU) && page.contains("item_id=" + itemId), page);
                    order = PetStorePages.orderNumber(page);
                    String shown = buyer.page(CONTROL + "order?order_id=" + order);
                    assertTrue(shown.contains("Order " + order) && shown.contains("item_id=" + itemId) && shown.contains(user), shown);
                    assertEquals(before - 1, buyer.stock(itemId), "the stock of " + itemId + " right after the order");
                    assertTrue(buyer.page(CONTROL + "cart").contains("Your cart is empty."));
                }
                case "Signout" -> assertTrue(page.contains("You have signed out") && page.contains("Sign in"), page);
                default -> assertTrue(page.contains("Java Pet Store"), page);
            }
        }
        assertTrue(buyer.error(CONTROL + "order?order_id=" + order).contains("You must sign in first"));
    }

    /**
     * Two signed-in buyers (user1 and user2, each on the server of its browser) race for the last unit of
     * {@code itemId}: the first buys all units but one, then both commit one unit at the same moment. Exactly one
     * order succeeds, the other is refused as out of stock, and main's inventory holds 0, never less.
     */
    static void twoBuyersRaceForTheLastUnit(PetStorePages first, PetStorePages second, String itemId, String databaseUrl) throws Exception {
        first.signIn("user1", "password1");
        second.signIn("user2", "password2");
        int stock = first.stock(itemId);
        if (stock > 1) {
            first.fillCart(itemId, stock - 1);
            first.confirmOrder();
            assertTrue(first.page(CONTROL + "commitorder").contains(THANK_YOU));
        }
        assertEquals(1, PetStorePages.stockInDatabase(databaseUrl, itemId));
        for (PetStorePages buyer : List.of(first, second)) {
            buyer.fillCart(itemId, 1);
            buyer.confirmOrder();
        }
        CountDownLatch start = new CountDownLatch(1);
        List<CompletableFuture<String>> commits = List.of(first, second).stream().map(buyer -> CompletableFuture.supplyAsync(() -> {
            try {
                start.await();
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
            return buyer.get(CONTROL + "commitorder");
        })).toList();
        start.countDown();
        List<String> pages = commits.stream().map(CompletableFuture::join).toList();
        List<String> won = pages.stream().filter(page -> page.contains(THANK_YOU)).toList();
        List<String> refused = pages.stream().filter(page -> page.contains("ERROR: Sorry, item '" + itemId + "'")
                && page.contains("is out of stock: 0 left, and you ordered 1")).toList();
        assertEquals(1, won.size(), () -> "exactly one order wins: " + pages);
        assertEquals(1, refused.size(), () -> "the other is refused as out of stock: " + pages);
        assertEquals(0, PetStorePages.stockInDatabase(databaseUrl, itemId));
    }
}
