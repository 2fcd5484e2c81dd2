// SPDX-License-Identifier: Apache-2.0
package org.outpost.changestream.capture;

import jakarta.persistence.Column;
import jakarta.persistence.Embeddable;

/** An embedded value: flattened into its owner's columns. */
@Embeddable
public class Address {
    String street;
    @Column(name = "zip_code")
    String zip;

    protected Address() {
    }

    Address(String street, String zip) {
        this.street = street;
        this.zip = zip;
    }
}
