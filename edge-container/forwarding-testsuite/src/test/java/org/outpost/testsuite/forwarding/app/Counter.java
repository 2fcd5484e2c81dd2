// SPDX-License-Identifier: Apache-2.0
package org.outpost.testsuite.forwarding.app;

import jakarta.persistence.Entity;
import jakarta.persistence.GeneratedValue;
import jakarta.persistence.Id;
import jakarta.persistence.Table;
import jakarta.persistence.Version;

/** A named counter, replicated to the edge. */
@Entity
@Table(name = "fwd_counter")
public class Counter {

    @Id
    @GeneratedValue
    private Long id;

    private String name;

    private long total;

    @Version
    private long version;

    protected Counter() {
    }

    public Counter(String name) {
        this.name = name;
    }

    public long id() {
        return this.id;
    }

    public long total() {
        return this.total;
    }

    public long add(long amount) {
        this.total += amount;
        return this.total;
    }
}
