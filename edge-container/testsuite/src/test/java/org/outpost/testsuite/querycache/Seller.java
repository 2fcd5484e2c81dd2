// SPDX-License-Identifier: Apache-2.0
package org.outpost.testsuite.querycache;

import jakarta.persistence.Entity;
import jakarta.persistence.GeneratedValue;
import jakarta.persistence.Id;
import jakarta.persistence.NamedQuery;
import jakarta.persistence.Table;

/** Who sells a listing; fetched with the listings of a category. */
@Entity
@Table(name = "qc_seller")
@NamedQuery(name = "Seller.byName", query = "SELECT s FROM Seller s WHERE s.name = :name")
public class Seller {

    @Id
    @GeneratedValue
    private Long id;
    private String name;

    protected Seller() {
    }

    Seller(String name) {
        this.name = name;
    }

    String name() {
        return this.name;
    }

    void rename(String newName) {
        this.name = newName;
    }
}
