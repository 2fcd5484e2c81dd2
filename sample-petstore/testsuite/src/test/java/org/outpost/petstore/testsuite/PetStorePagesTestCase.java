// SPDX-License-Identifier: Apache-2.0
package org.outpost.petstore.testsuite;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.outpost.petstore.testsuite.PetStorePages.CONTROL;
import static org.outpost.petstore.testsuite.PetStorePages.count;

import java.util.List;

import org.jboss.arquillian.container.test.api.Deployment;
import org.jboss.arquillian.container.test.api.RunAsClient;
import org.jboss.arquillian.junit5.ArquillianExtension;
import org.jboss.shrinkwrap.api.ShrinkWrap;
import org.jboss.shrinkwrap.api.spec.EnterpriseArchive;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

/**
 * Every Pet Store screen of the c1 EAR on a copy of main (HTTP port 9180) against a freshly generated {@code paper}
 * dataset: the catalog's lists and links, the ERROR pages of refused requests, the buyer's session with its order
 * and stock change, and two buyers racing for the last unit of an item.
 */
@ExtendWith(ArquillianExtension.class)
@RunAsClient
class PetStorePagesTestCase {

    /** Requests a new browser's session gets refused, each with an ERROR page (status 200). */
    static final List<String> BAD_REQUESTS = List.of("category", "category?category_id=NOPE", "category?category_id=FISH&start=-1",
            "category?category_id=FISH&start=x", "product?product_id=NOPE", "productdetails", "productdetails?item_id=NOPE", "search",
            "search?keywords=+", "cart?action=purchaseItem&item_id=NOPE", "cart?action=buyEverything", "cart?action=updateCart&item_id=EST-1&quantity=2",
            "cart?action=removeItemFromCart&item_id=EST-1", "verifysignin?j_username=j2ee&j_password=wrong", "verifysignin?j_username=nobody&j_password=x",
            "verifysignin", "checkout", "placeorder", "billingandshipping", "commitorder", "order?order_id=1");

    static final String DATABASE = System.getProperty("petstore.db.url");

    private static final PetStorePages MAIN = new PetStorePages(9180);

    @Deployment(testable = false)
    static EnterpriseArchive c1() throws Exception {
        // Runs before the deployment: the persistence unit finds its tables filled.
        PetStorePages.loadPaperDataset(DATABASE);
        return ShrinkWrap.createFromZipFile(EnterpriseArchive.class, ConfigurationsTest.ear("c1-centralized").toFile());
    }

    @Test
    void mainLinksPetStoresCategoriesAndTheSearch() {
        String main = MAIN.page(CONTROL + "main");
        for (String category : List.of("FISH", "DOGS", "REPTILES", "CATS", "BIRDS")) {
            assertTrue(main.contains("/estore/control/category?category_id=" + category), category + " in " + main);
        }
        assertTrue(main.contains("action=\"/estore/control/search\"") && main.contains("name=keywords"), main);
        assertTrue(main.contains("/estore/control/signin") && main.contains("/estore/control/cart"), main);
        assertTrue(MAIN.page("index.html").contains("/estore/control/main"));
    }

    @Test
    void aCategoryListsItsProductsByName() {
        String fish = MAIN.page(CONTROL + "category?category_id=FISH");
        assertEquals(List.of("FI-SW-01", "FI-FW-02", "FI-FW-01", "FI-SW-02"), productIds(fish), "Angelfish, Goldfish, Koi, Tiger Shark");
        assertFalse(fish.contains("Next") || fish.contains("Previous"), fish);
        String rodents = MAIN.page(CONTROL + "category?category_id=RODENTS");
        assertEquals(10, productIds(rodents).size(), rodents);
        assertTrue(MAIN.page(CONTROL + "category?category_id=FISH&start=100").contains("Sorry, there are no products in this category."));
    }

    @Test
    void aProductListsItsItemsWithPricesAndAddToCartLinks() {
        String angelfish = MAIN.page(CONTROL + "product?product_id=FI-SW-01");
        assertTrue(angelfish.contains("<h2>Angelfish</h2>") && angelfish.contains("Salt Water fish from Australia"), angelfish);
        assertTrue(angelfish.contains("productdetails?item_id=EST-1\"") && angelfish.contains("productdetails?item_id=EST-2\""), angelfish);
        assertEquals(2, count(angelfish, "$16.50"), angelfish);
        assertTrue(angelfish.contains("cart?action=purchaseItem&amp;item_id=EST-1\""), angelfish);
        assertTrue(angelfish.contains("category?category_id=FISH\">Fish</a>"), angelfish);
    }

    @Test
    void anItemShowsItsPriceAndStock() {
        String item = MAIN.page(CONTROL + "productdetails?item_id=EST-2");
        assertTrue(item.contains("<h2>Small Angelfish</h2>") && item.contains("List price: $16.50") && item.contains("In stock: 10000"), item);
        assertTrue(item.contains("product?product_id=FI-SW-01\"") && item.contains("cart?action=purchaseItem&amp;item_id=EST-2\""), item);
    }

    @Test
    void searchFindsProductsByNameOrDescriptionAndPages() {
        assertEquals(List.of("FI-SW-01", "FI-FW-02", "FI-FW-01", "FI-SW-02"), productIds(MAIN.page(CONTROL + "search?keywords=Fish")));
        assertEquals(List.of("FI-FW-01", "K9-PO-02"), productIds(MAIN.page(CONTROL + "search?keywords=poodle+koi")));
        assertTrue(MAIN.page(CONTROL + "search?keywords=unicorn").contains("Sorry, no product matches your search."));
        String first = MAIN.page(CONTROL + "search?keywords=great");
        assertEquals(10, productIds(first).size(), first);
        assertTrue(first.contains("search?keywords=great&amp;start=10\">Next</a>"), first);
        String second = MAIN.page(CONTROL + "search?keywords=great&start=10");
        assertTrue(second.contains("search?keywords=great&amp;start=0\">Previous</a>"), second);
        assertFalse(productIds(second).contains(productIds(first).get(0)), second);
    }

    @Test
    void badRequestsRenderErrorPages() {
        for (String bad : BAD_REQUESTS) {
            new PetStorePages(9180).error(CONTROL + bad);
        }
    }

    @Test
    void theCartAddsChangesAndRemovesLines() {
        PetStorePages shopper = new PetStorePages(9180);
        assertTrue(shopper.page(CONTROL + "cart").contains("Your cart is empty."));
        shopper.page(CONTROL + "cart?action=purchaseItem&item_id=EST-1");
        String twice = shopper.page(CONTROL + "cart?action=purchaseItem&item_id=EST-1");
        assertTrue(twice.contains("value=2>") && twice.contains("Total: $33.00"), twice);
        String three = shopper.page(CONTROL + "cart?action=updateCart&item_id=EST-1&quantity=3");
        assertTrue(three.contains("Total: $49.50"), three);
        shopper.page(CONTROL + "cart?action=purchaseItem&item_id=EST-20");
        assertTrue(shopper.page(CONTROL + "checkout").contains("Total: $55.00"));
        shopper.error(CONTROL + "cart?action=updateCart&item_id=EST-1&quantity=-1");
        shopper.error(CONTROL + "cart?action=updateCart&item_id=EST-1&quantity=many");
        assertTrue(shopper.page(CONTROL + "cart?action=updateCart&item_id=EST-1&quantity=0").contains("Total: $5.50"));
        assertTrue(shopper.page(CONTROL + "cart?action=removeItemFromCart&item_id=EST-20").contains("Your cart is empty."));
    }

    @Test
    void theOrderFormsRefuseWhatCannotBeOrdered() {
        PetStorePages buyer = new PetStorePages(9180);
        buyer.fillCart("EST-40", 1);
        assertTrue(buyer.error(CONTROL + "placeorder").contains("You must sign in first"));
        buyer.signIn("user3", "password3");
        String form = buyer.page(CONTROL + "placeorder"); // the cart outlives the sign-in and its new session id
        assertTrue(form.contains("name=card_number value=\"999 9999 9999 9999\""), form);
        buyer.error(CONTROL + "commitorder");
        assertTrue(buyer.error(CONTROL + "billingandshipping?card_type=Bogus").contains("Card type 'Bogus'"));
        assertTrue(buyer.error(CONTROL + "billingandshipping?card_expiry=13/99").contains("MM/YY"));
        assertTrue(buyer.error(CONTROL + "billingandshipping?card_number=12").contains("12 to 19 digits"));
        assertTrue(buyer.error(CONTROL + "billingandshipping?bill_first_name=").contains("bill_first_name"));
        assertTrue(buyer.error(CONTROL + "billingandshipping?ship_zip=" + "9".repeat(21)).contains("ship_zip"));
        String confirm = buyer.page(CONTROL + "billingandshipping?ship_first_name=Grace&ship_last_name=Hopper&ship_street1=1+Navy+Yard");
        assertTrue(confirm.contains("Grace Hopper<br>1 Navy Yard"), confirm);
        int order = PetStorePages.orderNumber(buyer.page(CONTROL + "commitorder"));
        assertTrue(buyer.page(CONTROL + "order?order_id=" + order).contains("Grace Hopper<br>1 Navy Yard"));
        buyer.error(CONTROL + "order?order_id=abc");
        PetStorePages other = new PetStorePages(9180);
        other.signIn("user4", "password4");
        assertTrue(other.error(CONTROL + "order?order_id=" + order).contains("You have no order " + order));
        assertTrue(other.error(CONTROL + "placeorder").contains("Your cart is empty"));
    }

    @Test
    void theBuyerSessionShowsTheOrderAndTheStockAtOnce() {
        BuyerScenarios.buyerSeesTheOrderAndTheStockAtOnce(new PetStorePages(9180), "j2ee", "j2ee", "EST-30");
    }

    @Test
    void twoBuyersRaceForTheLastUnit() throws Exception {
        BuyerScenarios.twoBuyersRaceForTheLastUnit(new PetStorePages(9180), new PetStorePages(9180), "EST-31", DATABASE);
    }

    /** The product ids a list links to, in order. */
    static List<String> productIds(String html) {
        return java.util.regex.Pattern.compile("product\\?product_id=([A-Z0-9-]+)\"").matcher(html).results().map(m -> m.group(1)).toList();
    }
}
