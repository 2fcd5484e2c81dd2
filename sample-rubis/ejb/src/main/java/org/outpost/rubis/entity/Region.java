// SPDX-License-Identifier: Apache-2.0
package org.outpost.rubis.entity;

import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.Id;
import jakarta.persistence.NamedQuery;
import jakarta.persistence.Table;

/** A geographical region users live in (table {@code regions}); fixed once the dataset is generated. */
@Entity
@Table(name = "regions")
@NamedQuery(name = "Region.all", query = "SELECT r FROM Region r ORDER BY r.id")
@NamedQuery(name = "Region.byName", query = "SELECT r FROM Region r WHERE r.name = :name")
public class Region {

    @Id
    private int id;

    @Column(length = 25)
    private String name;

    protected Region() {
    }

    public int getId() {
        return this.id;
    }

    public String getName() {
        return this.name;
    }
}
