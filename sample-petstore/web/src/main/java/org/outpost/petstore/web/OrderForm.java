// SPDX-License-Identifier: Apache-2.0
package org.outpost.petstore.web;

import java.util.List;
import java.util.regex.Pattern;

import org.outpost.petstore.view.AddressView;
import org.outpost.petstore.view.PaymentCard;
import org.outpost.petstore.view.PetStoreException;

/**
 * The billing and shipping form: Place Order writes it filled with the account's address, Billing and Shipping reads
 * it back. Fields are {@code bill_<part>} and {@code ship_<part>} for the address parts, {@code card_type},
 * {@code card_number}, {@code card_expiry}. A field left out takes its default: the account's address for billing,
 * the billing address for shipping, Pet Store's sample card for the card.
 */
final class OrderForm {

    static final List<String> CARD_TYPES = List.of("Visa", "MasterCard", "American Express");

    /** The card Pet Store's order form offered. */
    static final PaymentCard DEFAULT_CARD = new PaymentCard("Visa", "999 9999 9999 9999", "12/03");

    private static final Pattern CARD_NUMBER = Pattern.compile("[0-9 ]{12,23}");
    private static final Pattern EXPIRY = Pattern.compile("(0[1-9]|1[0-2])/[0-9]{2}");

    /** An address part: its field name, label and longest length (the column's). */
    private record Part(String name, String label, int maxLength, boolean required) {
    }

    private static final List<Part> PARTS = List.of(new Part("first_name", "First name", 80, true), new Part("last_name", "Last name", 80, true),
            new Part("street1", "Address", 80, true), new Part("street2", "Address (second line)", 80, false), new Part("city", "City", 80, true),
            new Part("state", "State", 80, true), new Part("zip", "Postal code", 20, true), new Part("country", "Country", 20, true));

    private OrderForm() {
    }

    /** The form, posting to Billing and Shipping, filled with {@code billTo}, {@code shipTo} and {@code card}. */
    static void write(Page page, AddressView billTo, AddressView shipTo, PaymentCard card) {
        page.raw("<form action=\"" + Page.CONTROL + "billingandshipping\" method=POST>\n<h3>Billing address</h3>\n");
        fields(page, "bill_", billTo);
        page.raw("<h3>Shipping address</h3>\n");
        fields(page, "ship_", shipTo);
        page.raw("<h3>Payment</h3>\n").raw(Page.field("Card type (" + String.join(", ", CARD_TYPES) + ")", "card_type", card.type()))
                .raw(Page.field("Card number", "card_number", card.number())).raw(Page.field("Expiry date (MM/YY)", "card_expiry", card.expiry()))
                .raw("<input type=submit value=Continue>\n</form>\n");
    }

    /** What the customer entered, each field left out taking its default; refuses a missing, too long or malformed value. */
    static OrderDraft read(Request request, AddressView account) throws PetStoreException {
        AddressView billTo = address(request, "bill_", account);
        AddressView shipTo = address(request, "ship_", billTo);
        String type = value(request, "card_type", DEFAULT_CARD.type(), 80, true);
        if (!CARD_TYPES.contains(type)) {
            throw new PetStoreException("Card type '" + type + "' is not one of " + String.join(", ", CARD_TYPES));
        }
        String number = value(request, "card_number", DEFAULT_CARD.number(), 80, true);
        if (!CARD_NUMBER.matcher(number).matches()) {
            throw new PetStoreException("Card number '" + number + "' must be 12 to 19 digits, spaces allowed");
        }
        String expiry = value(request, "card_expiry", DEFAULT_CARD.expiry(), 5, true);
        if (!EXPIRY.matcher(expiry).matches()) {
            throw new PetStoreException("Expiry date '" + expiry + "' must be MM/YY");
        }
        return new OrderDraft(billTo, shipTo, new PaymentCard(type, number, expiry));
    }

    private static void fields(Page page, String prefix, AddressView address) {
        List<String> values = values(address);
        for (int i = 0; i < PARTS.size(); i++) {
            page.raw(Page.field(PARTS.get(i).label(), prefix + PARTS.get(i).name(), values.get(i)));
        }
    }

    private static AddressView address(Request request, String prefix, AddressView defaults) throws PetStoreException {
        List<String> fallbacks = values(defaults);
        String[] read = new String[PARTS.size()];
        for (int i = 0; i < PARTS.size(); i++) {
            Part part = PARTS.get(i);
            read[i] = value(request, prefix + part.name(), fallbacks.get(i), part.maxLength(), part.required());
        }
        return new AddressView(read[0], read[1], read[2], read[3], read[4], read[5], read[6], read[7]);
    }

    private static String value(Request request, String name, String fallback, int maxLength, boolean required) throws PetStoreException {
        String value = request.text(name);
        if (value == null) {
            value = fallback;
        }
        if (required && value.isEmpty()) {
            throw new PetStoreException("Please fill in '" + name + "'");
        }
        if (value.length() > maxLength) {
            throw new PetStoreException("'" + name + "' may have at most " + maxLength + " characters, not " + value.length());
        }
        return value;
    }

    private static List<String> values(AddressView address) {
        return List.of(address.firstName(), address.lastName(), address.street1(), address.street2(), address.city(), address.state(),
                address.zip(), address.country());
    }
}
