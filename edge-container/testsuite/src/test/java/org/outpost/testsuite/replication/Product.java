// SPDX-License-Identifier: Apache-2.0
package org.outpost.testsuite.replication;

import jakarta.persistence.Entity;
import jakarta.persistence.GeneratedValue;
import jakarta.persistence.Id;
import jakarta.persistence.Table;
import jakarta.persistence.Version;

/** A replicated entity of the replication test application. */
@Entity
@Table(name = "test_product")
public class Product {

    @Id
    @GeneratedValue
    private Long id;
    @Version
    private long version;
    private String name;

    protected Product() {
    }

    Product(String name) {
        this.name = name;
    }

    Long id() {
        return this.id;
    }

    String name() {
        return this.name;
    }

    void rename(String newName) {
        this.name = newName;
    }

    /** One line of the servlet's listings: {@code id name version}. */
    String line() {
        return this.id + " " + this.name + " " + this.version;
    }
}
