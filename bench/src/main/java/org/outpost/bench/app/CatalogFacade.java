// SPDX-License-Identifier: Apache-2.0
package org.outpost.bench.app;

import java.util.List;

import jakarta.ejb.Stateless;

import org.outpost.testsupport.EntityFacade;

/**
 * The same result three ways, for the query-cache bench: the items of a category read through the edge's query cache,
 * run on the edge's replica store, or obtained from main. Its descriptor ({@code outpost-query-cache.xml}) caches
 * {@link Item#BY_CATEGORY} and runs {@link #itemsInCategoryAtMain} on main when an edge is called.
 */
@Stateless
public class CatalogFacade extends EntityFacade {

    /** The application's named query: on an edge, a read through the query cache. */
    public List<Item> itemsInCategory(int category) {
        return entityManager().createNamedQuery(Item.BY_CATEGORY, Item.class).setParameter("category", category)
                .getResultList();
    }

    /** The same JPQL as an ad hoc query, which the cache does not hold: on an edge, SQL on the replica store. */
    public List<Item> itemsInCategoryFromStore(int category) {
        return entityManager().createQuery(Item.BY_CATEGORY_JPQL, Item.class).setParameter("category", category)
                .getResultList();
    }

    /** The named query, declared {@code execute-at="main"}: an edge forwards the call, main runs it on its database. */
    public List<Item> itemsInCategoryAtMain(int category) {
        return entityManager().createNamedQuery(Item.BY_CATEGORY, Item.class).setParameter("category", category)
                .getResultList();
    }
}
