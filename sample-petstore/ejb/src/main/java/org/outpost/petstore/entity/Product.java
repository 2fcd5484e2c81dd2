// SPDX-License-Identifier: Apache-2.0
package org.outpost.petstore.entity;

import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.FetchType;
import jakarta.persistence.Id;
import jakarta.persistence.JoinColumn;
import jakarta.persistence.ManyToOne;
import jakarta.persistence.NamedQuery;
import jakarta.persistence.Table;

/**
 * A product of a category (table {@code product}), such as the Angelfish; its items are what one buys. Names sort
 * the same on PostgreSQL (the generator declares them {@code COLLATE "C"}) and on an edge's replica store.
 */
@Entity
@Table(name = "product")
@NamedQuery(name = "Product.byCategory", query = "SELECT p FROM Product p WHERE p.category.id = :category ORDER BY p.name, p.id")
@NamedQuery(name = "Product.search",
        query = "SELECT p FROM Product p WHERE LOWER(p.name) LIKE :pattern ESCAPE '!' OR LOWER(p.description) LIKE :pattern ESCAPE '!'"
                + " ORDER BY p.name, p.id")
public class Product {

    @Id
    @Column(name = "productid", length = 10)
    private String id;

    @ManyToOne(fetch = FetchType.LAZY, optional = false)
    @JoinColumn(name = "category")
    private Category category;

    @Column(length = 80, nullable = false)
    private String name;

    @Column(name = "descn", length = 255)
    private String description;

    protected Product() {
    }

    public String getId() {
        return this.id;
    }

    public Category getCategory() {
        return this.category;
    }

    public String getName() {
        return this.name;
    }

    public String getDescription() {
        return this.description;
    }
}
