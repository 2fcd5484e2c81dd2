// SPDX-License-Identifier: Apache-2.0
package org.outpost.petstore.view;

import java.io.Serializable;

/** The signed-in customer: user id, contact, and the account's address, the default billing and shipping address. */
public record CustomerProfile(String userId, String email, String phone, AddressView address) implements Serializable {
}
