// SPDX-License-Identifier: Apache-2.0
package org.outpost.petstore.entity;

import jakarta.persistence.Column;
import jakarta.persistence.Embeddable;

/**
 * A name and a postal address: the columns of {@code account} ({@code firstname}, {@code lastname}, {@code addr1}…
 * {@code country}), and with other column names the billing and shipping addresses of {@code orders}.
 */
@Embeddable
public class Address {

    @Column(name = "firstname", length = 80, nullable = false)
    private String firstName;

    @Column(name = "lastname", length = 80, nullable = false)
    private String lastName;

    @Column(name = "addr1", length = 80, nullable = false)
    private String street1;

    @Column(name = "addr2", length = 80)
    private String street2;

    @Column(length = 80, nullable = false)
    private String city;

    @Column(length = 80, nullable = false)
    private String state;

    @Column(length = 20, nullable = false)
    private String zip;

    @Column(length = 20, nullable = false)
    private String country;

    protected Address() {
    }

    public Address(String firstName, String lastName, String street1, String street2, String city, String state, String zip,
            String country) {
        this.firstName = firstName;
        this.lastName = lastName;
        this.street1 = street1;
        this.street2 = street2;
        this.city = city;
        this.state = state;
        this.zip = zip;
        this.country = country;
    }

    public String getFirstName() {
        return this.firstName;
    }

    public String getLastName() {
        return this.lastName;
    }

    public String getStreet1() {
        return this.street1;
    }

    public String getStreet2() {
        return this.street2;
    }

    public String getCity() {
        return this.city;
    }

    public String getState() {
        return this.state;
    }

    public String getZip() {
        return this.zip;
    }

    public String getCountry() {
        return this.country;
    }
}
