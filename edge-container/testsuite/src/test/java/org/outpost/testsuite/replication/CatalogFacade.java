// SPDX-License-Identifier: Apache-2.0
package org.outpost.testsuite.replication;

import java.util.List;

import jakarta.ejb.Stateless;

import org.outpost.testsupport.EntityFacade;

/** Writes products on main, committing or rolling back, and reads them wherever it runs. */
@Stateless
public class CatalogFacade extends EntityFacade {

    public long add(String name) {
        return persisted(new Product(name)).id();
    }

    public void addThenFail(String name) {
        add(name);
        throw new IllegalStateException("rolled back on purpose: " + name);
    }

    /** Adds {@code count} products named {@code name} in one transaction. */
    public void addMany(String name, int count) {
        for (int i = 0; i < count; i++) {
            entityManager().persist(new Product(name));
        }
    }

    public void rename(long id, String name) {
        entityManager().find(Product.class, id).rename(name);
    }

    public void remove(long id) {
        entityManager().remove(entityManager().find(Product.class, id));
    }

    public void setStock(String sku, int quantity) {
        Stock stock = entityManager().find(Stock.class, sku);
        if (stock == null) {
            entityManager().persist(new Stock(sku, quantity));
        } else {
            stock.quantity(quantity);
        }
    }

    /** The product's line, or {@code absent}. */
    public String get(long id) {
        Product product = entityManager().find(Product.class, id);
        return product == null ? "absent" : product.line();
    }

    public long count(String name) {
        return entityManager().createQuery("select count(p) from Product p where p.name = :name", Long.class)
                .setParameter("name", name).getSingleResult();
    }

    /** Every product's line, by id. */
    public List<String> list() {
        return entityManager().createQuery("select p from Product p order by p.id", Product.class).getResultList()
                .stream().map(Product::line).toList();
    }

    public int stock(String sku) {
        Stock stock = entityManager().find(Stock.class, sku);
        return stock == null ? -1 : stock.quantity();
    }

    public void setPrice(String sku, int amount) {
        Price price = entityManager().find(Price.class, sku);
        if (price == null) {
            entityManager().persist(new Price(sku, amount));
        } else {
            price.amount(amount);
        }
    }

    public int price(String sku) {
        Price price = entityManager().find(Price.class, sku);
        return price == null ? -1 : price.amount();
    }

    /** Every price's line, by sku. */
    public List<String> prices() {
        return entityManager().createQuery("select p from Price p order by p.sku", Price.class).getResultList()
                .stream().map(Price::line).toList();
    }

    public long notes() {
        return entityManager().createQuery("select count(n) from Note n", Long.class).getSingleResult();
    }
}
