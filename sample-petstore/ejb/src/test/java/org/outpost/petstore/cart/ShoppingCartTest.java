// SPDX-License-Identifier: Apache-2.0
package org.outpost.petstore.cart;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.math.BigDecimal;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.outpost.petstore.view.ItemDetail;
import org.outpost.petstore.view.OrderLine;
import org.outpost.petstore.view.PetStoreException;

class ShoppingCartTest {

    private static final ItemDetail LARGE_ANGELFISH = item("EST-1", "Large", "16.50");
    private static final ItemDetail ADULT_GOLDFISH = item("EST-20", "Adult Male", "5.50");

    @Test
    void addingAnItemAgainAddsAUnitToItsLine() throws Exception {
        ShoppingCart cart = new ShoppingCart();
        cart.add(LARGE_ANGELFISH);
        cart.add(ADULT_GOLDFISH);
        cart.add(LARGE_ANGELFISH);
        assertEquals(List.of(new OrderLine("EST-1", 2), new OrderLine("EST-20", 1)), cart.orderLines());
        assertEquals(new BigDecimal("38.50"), cart.total());
    }

    @Test
    void aQuantityOfZeroRemovesTheLine() throws Exception {
        ShoppingCart cart = new ShoppingCart();
        cart.add(LARGE_ANGELFISH);
        cart.add(ADULT_GOLDFISH);
        cart.update("EST-1", 0);
        cart.remove("EST-20");
        assertTrue(cart.isEmpty());
    }

    @Test
    void refusesWhatIsNotInTheCartAndImpossibleQuantities() throws Exception {
        ShoppingCart cart = new ShoppingCart();
        cart.add(LARGE_ANGELFISH);
        assertEquals("Item 'EST-2' is not in your cart", assertThrows(PetStoreException.class, () -> cart.update("EST-2", 1)).getMessage());
        assertThrows(PetStoreException.class, () -> cart.remove("EST-2"));
        assertEquals("The quantity of item 'EST-1' must be between 0 and 99999, not -1",
                assertThrows(PetStoreException.class, () -> cart.update("EST-1", -1)).getMessage());
        assertThrows(PetStoreException.class, () -> cart.update("EST-1", ShoppingCart.MAX_QUANTITY + 1));
        assertEquals(List.of(new OrderLine("EST-1", 1)), cart.orderLines());
    }

    @Test
    void clearingEmptiesTheCart() throws Exception {
        ShoppingCart cart = new ShoppingCart();
        cart.add(LARGE_ANGELFISH);
        cart.clear();
        assertTrue(cart.isEmpty());
        assertEquals(BigDecimal.ZERO, cart.total());
    }

    private static ItemDetail item(String id, String attribute, String price) {
        return new ItemDetail(id, attribute, new BigDecimal(price), "FI-SW-01", "Angelfish", "Salt Water fish from Australia", "FISH", "Fish", 10);
    }
}
