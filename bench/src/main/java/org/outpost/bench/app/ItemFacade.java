// SPDX-License-Identifier: Apache-2.0
package org.outpost.bench.app;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.ObjectOutputStream;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;

import jakarta.ejb.Stateless;

import org.outpost.testsupport.EntityFacade;

/**
 * The bench's writes on main, one transaction per call, and the Java serialization measure. The forwarding bench's
 * descriptor ({@code outpost-forwarding.xml}) runs {@link #bid} on main when an edge is called.
 */
@Stateless
public class ItemFacade extends EntityFacade {

    /** Numbers the items this server inserted, so their values vary deterministically. */
    private static final AtomicInteger NUMBER = new AtomicInteger();

    /** Inserts {@code rows} items in one transaction; returns their ids. */
    public List<Long> insert(int rows) {
        List<Item> items = new ArrayList<>(rows);
        for (int i = 0; i < rows; i++) {
            Item item = Item.listing(NUMBER.incrementAndGet());
            entityManager().persist(item);
            items.add(item);
        }
        entityManager().flush();
        return items.stream().map(Item::id).toList();
    }

    /** One bid on one item: updates its number of bids and its highest bid in one transaction; the number of bids. */
    public int bid(long id, double amount) {
        Item item = entityManager().find(Item.class, id);
        if (item == null) {
            throw new IllegalArgumentException("no item " + id);
        }
        return item.bid(amount);
    }

    /** An item's number of bids, -1 when absent (on an edge, from its replica). */
    public int bids(long id) {
        Item item = entityManager().find(Item.class, id);
        return item == null ? -1 : item.bids();
    }

    /**
     * The bytes of {@link ObjectOutputStream} of each item with an id from {@code from} to {@code to}, one stream per
     * item as one remote call or {@code ObjectMessage} per update would send it: {count, total, min, max}.
     */
    public long[] javaSerializedBytes(long from, long to) {
        List<Item> items = entityManager()
                .createQuery("select i from Item i where i.id between :from and :to order by i.id", Item.class)
                .setParameter("from", from).setParameter("to", to).getResultList();
        long total = 0;
        long min = Long.MAX_VALUE;
        long max = 0;
        for (Item item : items) {
            int size = serializedSize(item);
            total += size;
            min = Math.min(min, size);
            max = Math.max(max, size);
        }
        return new long[] {items.size(), total, items.isEmpty() ? 0 : min, max};
    }

    private static int serializedSize(Item item) {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        try (ObjectOutputStream out = new ObjectOutputStream(bytes)) {
            out.writeObject(item);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return bytes.size();
    }
}
