// SPDX-License-Identifier: Apache-2.0
package org.outpost.testsupport;

import jakarta.persistence.EntityManager;
import jakarta.persistence.PersistenceContext;

/**
 * The base of a test application's stateless façade: the persistence context of its module's only persistence unit, and
 * the idiom of writing a new entity whose generated id the caller wants at once. {@link OpApplication} adds this class to
 * the EJB module.
 */
public abstract class EntityFacade {

    @PersistenceContext
    private EntityManager entityManager;

    protected EntityManager entityManager() {
        return this.entityManager;
    }

    /** Persists {@code entity} and flushes, so that its generated id is set; returns it. */
    protected <T> T persisted(T entity) {
        this.entityManager.persist(entity);
        this.entityManager.flush();
        return entity;
    }
}
