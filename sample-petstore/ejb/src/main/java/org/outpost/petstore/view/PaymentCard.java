// SPDX-License-Identifier: Apache-2.0
package org.outpost.petstore.view;

import java.io.Serializable;

/** The card an order is paid with: type ({@code Visa}…), number, expiry {@code MM/YY}. */
public record PaymentCard(String type, String number, String expiry) implements Serializable {

    /** The last four digits, the only part of the number a page shows. */
    public String ending() {
        String digits = this.number.replaceAll("[^0-9]", "");
        return digits.length() <= 4 ? digits : digits.substring(digits.length() - 4);
    }
}
