// SPDX-License-Identifier: Apache-2.0
package org.outpost.petstore.entity;

import jakarta.persistence.Column;
import jakarta.persistence.Embedded;
import jakarta.persistence.Entity;
import jakarta.persistence.Id;
import jakarta.persistence.Table;

/** A customer's account (table {@code account}): contact and address, the default billing and shipping information. */
@Entity
@Table(name = "account")
public class Account {

    @Id
    @Column(name = "userid", length = 25)
    private String userId;

    @Column(length = 80, nullable = false)
    private String email;

    @Column(length = 2)
    private String status;

    @Embedded
    private Address address;

    @Column(length = 80, nullable = false)
    private String phone;

    protected Account() {
    }

    public String getUserId() {
        return this.userId;
    }

    public String getEmail() {
        return this.email;
    }

    public String getStatus() {
        return this.status;
    }

    public Address getAddress() {
        return this.address;
    }

    public String getPhone() {
        return this.phone;
    }
}
