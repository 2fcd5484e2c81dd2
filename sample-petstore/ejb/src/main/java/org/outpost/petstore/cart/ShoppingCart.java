// SPDX-License-Identifier: Apache-2.0
package org.outpost.petstore.cart;

import java.io.Serializable;
import java.math.BigDecimal;
import java.util.LinkedHashMap;
import java.util.List;

import jakarta.enterprise.context.SessionScoped;

import org.outpost.petstore.view.ItemDetail;
import org.outpost.petstore.view.OrderLine;
import org.outpost.petstore.view.PetStoreException;

/**
 * The user's shopping cart (Pet Store's ShoppingCart), one per HTTP session: CDI creates it on first use and drops it
 * when the session ends (Sign Out). Lines keep the order in which items were added. It reads nothing from the
 * database: the Cart page passes it the item the {@code Catalog} façade returned.
 * <p>
 * Pet Store made it a stateful session bean; here it is a session-scoped bean held in the HTTP session, which Pet
 * Store's web tier also used for per-user state. Both live on the server the user talks to. (A {@code @Stateful}
 * {@code @SessionScoped} bean works too, but WildFly 39 then logs a {@code NullPointerException} for every live session
 * when the application is undeployed: it stops the bean's cache before it destroys the sessions.)
 */
@SessionScoped
public class ShoppingCart implements Serializable {

    private static final long serialVersionUID = 1L;

    /** The most units of one item a line may hold. */
    public static final int MAX_QUANTITY = 99_999;

    private final LinkedHashMap<String, CartLine> lines = new LinkedHashMap<>();

    /** Adds one unit of {@code item}: a new line, or one more on the item's line. */
    public void add(ItemDetail item) throws PetStoreException {
        CartLine line = this.lines.get(item.id());
        if (line == null) {
            this.lines.put(item.id(), new CartLine(item.id(), item.productId(), item.productName(), item.attribute(), item.listPrice(), 1));
        } else {
            update(item.id(), line.quantity() + 1);
        }
    }

    /** Sets the quantity of the item's line; 0 removes the line. */
    public void update(String itemId, int quantity) throws PetStoreException {
        CartLine line = line(itemId);
        if (quantity < 0 || quantity > MAX_QUANTITY) {
            throw new PetStoreException("The quantity of item '" + itemId + "' must be between 0 and " + MAX_QUANTITY + ", not " + quantity);
        }
        if (quantity == 0) {
            this.lines.remove(itemId);
        } else {
            this.lines.put(itemId, line.withQuantity(quantity));
        }
    }

    /** Removes the item's line. */
    public void remove(String itemId) throws PetStoreException {
        this.lines.remove(line(itemId).itemId());
    }

    /** Empties the cart, once its order is committed. */
    public void clear() {
        this.lines.clear();
    }

    public List<CartLine> lines() {
        return List.copyOf(this.lines.values());
    }

    public boolean isEmpty() {
        return this.lines.isEmpty();
    }

    /** The sum of the lines at the prices shown when the items were added. */
    public BigDecimal total() {
        return this.lines.values().stream().map(CartLine::total).reduce(BigDecimal.ZERO, BigDecimal::add);
    }

    /** What an order of the cart asks for. */
    public List<OrderLine> orderLines() {
        return this.lines.values().stream().map(line -> new OrderLine(line.itemId(), line.quantity())).toList();
    }

    private CartLine line(String itemId) throws PetStoreException {
        CartLine line = this.lines.get(itemId);
        if (line == null) {
            throw new PetStoreException("Item '" + itemId + "' is not in your cart");
        }
        return line;
    }
}
