// SPDX-License-Identifier: Apache-2.0
package org.outpost.changestream.apply.entities;

import jakarta.persistence.Embeddable;

@Embeddable
public class Address {
    public String street;
    public String city;

    public Address() {
    }

    public Address(String street, String city) {
        this.street = street;
        this.city = city;
    }
}
