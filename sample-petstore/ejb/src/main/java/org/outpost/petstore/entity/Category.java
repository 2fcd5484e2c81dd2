// SPDX-License-Identifier: Apache-2.0
package org.outpost.petstore.entity;

import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.Id;
import jakarta.persistence.Table;

/** A category of the catalog (table {@code category}), such as {@code FISH}; read-only once generated. */
@Entity
@Table(name = "category")
public class Category {

    @Id
    @Column(name = "catid", length = 10)
    private String id;

    @Column(length = 80, nullable = false)
    private String name;

    @Column(name = "descn", length = 255)
    private String description;

    protected Category() {
    }

    public String getId() {
        return this.id;
    }

    public String getName() {
        return this.name;
    }

    public String getDescription() {
        return this.description;
    }
}
