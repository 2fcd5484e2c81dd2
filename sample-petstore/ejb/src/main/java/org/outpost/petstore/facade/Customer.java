// SPDX-License-Identifier: Apache-2.0
package org.outpost.petstore.facade;

import java.math.BigDecimal;
import java.time.LocalDateTime;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.SortedMap;
import java.util.TreeMap;

import jakarta.ejb.Stateless;
import jakarta.persistence.EntityManager;
import jakarta.persistence.LockModeType;
import jakarta.persistence.PersistenceContext;

import org.outpost.petstore.entity.Account;
import org.outpost.petstore.entity.Inventory;
import org.outpost.petstore.entity.Item;
import org.outpost.petstore.entity.LineItem;
import org.outpost.petstore.entity.Order;
import org.outpost.petstore.entity.SignOn;
import org.outpost.petstore.view.CustomerProfile;
import org.outpost.petstore.view.LineView;
import org.outpost.petstore.view.OrderLine;
import org.outpost.petstore.view.OrderRequest;
import org.outpost.petstore.view.OrderView;
import org.outpost.petstore.view.PaymentCard;
import org.outpost.petstore.view.PetStoreException;

/** The customer's use cases (Pet Store's Customer bean, the façade of Account, SignOn and Order): sign on, commit an order, see it. */
@Stateless
public class Customer {

    /** Who ships every order, as in Pet Store. */
    public static final String COURIER = "UPS";

    private static final String LOCALE = "en_US";

    @PersistenceContext(unitName = "petstore")
    private EntityManager em;

    /** Checks the user name and password and returns the customer's profile. Read-only. */
    public CustomerProfile signOn(String username, String password) throws PetStoreException {
        if (username == null || username.isBlank() || password == null || password.isEmpty()) {
            throw new PetStoreException("You must enter a user name and a password");
        }
        SignOn signOn = this.em.find(SignOn.class, username);
        if (signOn == null || !signOn.hasPassword(password)) {
            throw new PetStoreException("Sign-on failed for user '" + username + "': unknown user name or wrong password");
        }
        Account account = Lookups.find(this.em, Account.class, username, "account");
        return new CustomerProfile(account.getUserId(), account.getEmail(), account.getPhone(), Lookups.view(account.getAddress()));
    }

    /**
     * Commits an order in one transaction: takes every line's quantity from the inventory and writes the order and its
     * lines at the items' current list prices. Refuses the whole order, taking nothing, when an item is unknown or
     * short of stock. Lines of the same item are added up; inventory rows are locked in item id order, so two orders
     * never deadlock, and the second of two orders for the last unit waits for the first and is refused.
     */
    public OrderView commitOrder(String userId, OrderRequest request) throws PetStoreException {
        Lookups.find(this.em, Account.class, userId, "account");
        if (request.lines().isEmpty()) {
            throw new PetStoreException("Your cart is empty: there is nothing to order");
        }
        SortedMap<String, Integer> quantities = new TreeMap<>();
        for (OrderLine line : request.lines()) {
            if (line.quantity() < 1) {
                throw new PetStoreException("You cannot order " + line.quantity() + " of item '" + line.itemId() + "'");
            }
            quantities.merge(line.itemId(), line.quantity(), Integer::sum);
        }
        Map<Item, Integer> ordered = new LinkedHashMap<>();
        BigDecimal total = BigDecimal.ZERO;
        for (Map.Entry<String, Integer> line : quantities.entrySet()) {
            Item item = Lookups.find(this.em, Item.class, line.getKey(), "item");
            Inventory inventory = this.em.find(Inventory.class, item.getId(), LockModeType.PESSIMISTIC_WRITE);
            int wanted = line.getValue();
            if (inventory == null || !inventory.has(wanted)) {
                throw new PetStoreException("Sorry, item '" + item.getId() + "' (" + item.getProduct().getName() + ", " + item.getAttribute()
                        + ") is out of stock: " + (inventory == null ? 0 : inventory.getQuantity()) + " left, and you ordered " + wanted);
            }
            inventory.take(wanted);
            ordered.put(item, wanted);
            total = total.add(item.getListPrice().multiply(BigDecimal.valueOf(wanted)));
        }
        Order order = new Order(userId, LocalDateTime.now().withNano(0), Lookups.address(request.billTo()), Lookups.address(request.shipTo()),
                COURIER, total, request.card().number(), request.card().expiry(), request.card().type(), LOCALE);
        this.em.persist(order);
        List<LineItem> lines = new ArrayList<>();
        for (Map.Entry<Item, Integer> line : ordered.entrySet()) {
            LineItem lineItem = new LineItem(order.getId(), lines.size() + 1, line.getKey(), line.getValue(), line.getKey().getListPrice());
            this.em.persist(lineItem);
            lines.add(lineItem);
        }
        return view(order, lines);
    }

    /** One of the customer's orders with its lines; the same refusal for an order that does not exist and one of another user. */
    public OrderView order(String userId, int orderId) throws PetStoreException {
        Order order = this.em.find(Order.class, orderId);
        if (order == null || !order.getUserId().equals(userId)) {
            throw new PetStoreException("You have no order " + orderId);
        }
        return view(order, this.em.createNamedQuery("LineItem.ofOrder", LineItem.class).setParameter("order", orderId).getResultList());
    }

    private static OrderView view(Order order, List<LineItem> lines) {
        List<LineView> views = lines.stream().map(line -> new LineView(line.getLineNumber(), line.getItem().getId(),
                line.getItem().getProduct().getName(), line.getItem().getAttribute(), line.getQuantity(), line.getUnitPrice())).toList();
        return new OrderView(order.getId(), order.getUserId(), order.getDate(), views, order.getTotalPrice(), Lookups.view(order.getBillTo()),
                Lookups.view(order.getShipTo()), order.getCourier(), order.getCardType(),
                new PaymentCard(order.getCardType(), order.getCreditCard(), order.getExpiryDate()).ending());
    }
}
