// SPDX-License-Identifier: Apache-2.0
package org.outpost.petstore.web;

import java.io.Serializable;

import org.outpost.petstore.view.AddressView;
import org.outpost.petstore.view.PaymentCard;

/** The billing and shipping information the customer confirmed, kept in the session until Commit Order. */
record OrderDraft(AddressView billTo, AddressView shipTo, PaymentCard card) implements Serializable {
}
