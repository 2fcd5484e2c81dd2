// SPDX-License-Identifier: Apache-2.0
package org.outpost.testsuite.security.app;

import jakarta.persistence.Entity;
import jakarta.persistence.GeneratedValue;
import jakarta.persistence.Id;
import jakarta.persistence.Table;
import jakarta.persistence.Version;

/** A ledger entry, replicated to the edge: an amount and the user main says recorded it. */
@Entity
@Table(name = "sec_entry")
public class Entry {

    @Id
    @GeneratedValue
    private Long id;

    private String recordedBy;

    private long amount;

    @Version
    private long version;

    protected Entry() {
    }

    public Entry(String recordedBy, long amount) {
        this.recordedBy = recordedBy;
        this.amount = amount;
    }

    public long id() {
        return this.id;
    }

    public String recordedBy() {
        return this.recordedBy;
    }

    public long amount() {
        return this.amount;
    }

    public void amount(long amount) {
        this.amount = amount;
    }
}
