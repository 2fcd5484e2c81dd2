// SPDX-License-Identifier: Apache-2.0
package org.outpost.testsuite.querycache.app;

import java.util.List;

import jakarta.ejb.Stateless;

import org.outpost.testsupport.EntityFacade;

/** Adds books (on main) and reads a category's titles through one of the cacheable queries. */
@Stateless
public class BookFacade extends EntityFacade {

    public long add(int category, String title) {
        return persisted(new Book(category, title)).id();
    }

    /** The titles of a category's books, in id order, as the named query {@code query} reads them. */
    public List<String> titles(String query, int category) {
        return entityManager().createNamedQuery(query, Book.class).setParameter("category", category)
                .getResultList().stream().map(Book::title).toList();
    }
}
