// SPDX-License-Identifier: Apache-2.0
package org.outpost.petstore.entity;

import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.Id;
import jakarta.persistence.Table;

/** A user name and its password (table {@code signon}), as Pet Store's SignOn component kept them. */
@Entity
@Table(name = "signon")
public class SignOn {

    @Id
    @Column(name = "username", length = 25)
    private String username;

    @Column(length = 25, nullable = false)
    private String password;

    protected SignOn() {
    }

    /** Whether {@code candidate} is this user's password. */
    public boolean hasPassword(String candidate) {
        return this.password.equals(candidate);
    }

    public String getUsername() {
        return this.username;
    }
}
