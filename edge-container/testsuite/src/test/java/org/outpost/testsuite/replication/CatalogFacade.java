package org.outpost.testsuite.replication;

import jakarta.ejb.Stateless;
import jakarta.persistence.EntityManager;
import jakarta.persistence.PersistenceContext;

/** Writes products on main, committing or rolling back. */
@Stateless
public class CatalogFacade {

    @PersistenceContext
    private EntityManager entityManager;

    public long add(String name) {
        Product product = new Product(name);
        this.entityManager.persist(product);
        this.entityManager.flush();
        return product.id();
    }

    public void addThenFail(String name) {
        add(name);
        throw new IllegalStateException("rolled back on purpose: " + name);
    }
}
