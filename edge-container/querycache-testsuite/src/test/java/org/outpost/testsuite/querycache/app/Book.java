// SPDX-License-Identifier: Apache-2.0
package org.outpost.testsuite.querycache.app;

import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.GeneratedValue;
import jakarta.persistence.Id;
import jakarta.persistence.NamedQuery;
import jakarta.persistence.Table;

/**
 * A book on sale in a category, replicated to the edge. Its four named queries are the same JPQL, cached with
 * different staleness budgets and policies (see {@code staleness/outpost.xml}).
 */
@Entity
@Table(name = "qc_book")
@NamedQuery(name = "Book.inCategory", query = Book.IN_CATEGORY)
@NamedQuery(name = "Book.inCategoryOrForward", query = Book.IN_CATEGORY)
@NamedQuery(name = "Book.inCategoryOrFail", query = Book.IN_CATEGORY)
@NamedQuery(name = "Book.inCategoryPatiently", query = Book.IN_CATEGORY)
public class Book {

    static final String IN_CATEGORY = "select b from Book b where b.category = :category order by b.id";

    @Id
    @GeneratedValue
    private Long id;

    @Column(nullable = false)
    private int category;

    @Column(length = 100, nullable = false)
    private String title;

    protected Book() {
    }

    public Book(int category, String title) {
        this.category = category;
        this.title = title;
    }

    public Long id() {
        return this.id;
    }

    public String title() {
        return this.title;
    }
}
