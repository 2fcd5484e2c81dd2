// SPDX-License-Identifier: Apache-2.0
package org.outpost.petstore.view;

import java.io.Serializable;

/** A name and a postal address, as shown and as entered for billing and shipping; {@code street2} may be empty. */
public record AddressView(String firstName, String lastName, String street1, String street2, String city, String state, String zip,
        String country) implements Serializable {
}
