// SPDX-License-Identifier: Apache-2.0
package org.outpost.rubis.entity;

import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.Id;
import jakarta.persistence.NamedQuery;
import jakarta.persistence.Table;

/** An item category (table {@code categories}); fixed once the dataset is generated. */
@Entity
@Table(name = "categories")
@NamedQuery(name = "Category.all", query = "SELECT c FROM Category c ORDER BY c.id")
public class Category {

    @Id
    private int id;

    @Column(length = 50)
    private String name;

    protected Category() {
    }

    public int getId() {
        return this.id;
    }

    public String getName() {
        return this.name;
    }
}
