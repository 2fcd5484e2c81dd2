// SPDX-License-Identifier: Apache-2.0
package org.outpost.petstore.generator;

import java.math.BigDecimal;
import java.util.List;

/**
 * Java Pet Store's own catalog, as its sample data shipped it: 5 categories, 16 products, 28 items ({@code EST-1} to
 * {@code EST-28}), each with 10,000 units in stock; and its sample user {@code j2ee}/{@code j2ee}.
 */
final class ClassicCatalog {

    /** Units in stock of each of Pet Store's items. */
    static final int STOCK = 10_000;

    record Category(String id, String name, String description) {
    }

    record Product(String id, String category, String name, String description) {
    }

    record Item(String id, String product, BigDecimal listPrice, BigDecimal unitCost, String attribute) {
    }

    static final List<Category> CATEGORIES = List.of(
            new Category("FISH", "Fish", "Salt water and fresh water fish"),
            new Category("DOGS", "Dogs", "Puppies and adult dogs"),
            new Category("REPTILES", "Reptiles", "Snakes and lizards"),
            new Category("CATS", "Cats", "Short-haired and long-haired cats"),
            new Category("BIRDS", "Birds", "Parrots and finches"));

    static final List<Product> PRODUCTS = List.of(
            new Product("FI-SW-01", "FISH", "Angelfish", "Salt Water fish from Australia"),
            new Product("FI-SW-02", "FISH", "Tiger Shark", "Salt Water fish from Australia"),
            new Product("FI-FW-01", "FISH", "Koi", "Fresh Water fish from Japan"),
            new Product("FI-FW-02", "FISH", "Goldfish", "Fresh Water fish from China"),
            new Product("K9-BD-01", "DOGS", "Bulldog", "Friendly dog from England"),
            new Product("K9-PO-02", "DOGS", "Poodle", "Cute dog from France"),
            new Product("K9-DL-01", "DOGS", "Dalmation", "Great dog for a Fire Station"),
            new Product("K9-RT-01", "DOGS", "Golden Retriever", "Great family dog"),
            new Product("K9-RT-02", "DOGS", "Labrador Retriever", "Great hunting dog"),
            new Product("K9-CW-01", "DOGS", "Chihuahua", "Great companion dog"),
            new Product("RP-SN-01", "REPTILES", "Rattlesnake", "Doubles as a watch dog"),
            new Product("RP-LI-02", "REPTILES", "Iguana", "Friendly green friend"),
            new Product("FL-DSH-01", "CATS", "Manx", "Great for reducing mouse populations"),
            new Product("FL-DLH-02", "CATS", "Persian", "Friendly house cat, doubles as a princess"),
            new Product("AV-CB-01", "BIRDS", "Amazon Parrot", "Great companion for up to 75 years"),
            new Product("AV-SB-02", "BIRDS", "Finch", "Great stress reliever"));

    static final List<Item> ITEMS = List.of(
            item(1, "FI-SW-01", "16.50", "10.00", "Large"),
            item(2, "FI-SW-01", "16.50", "10.00", "Small"),
            item(3, "FI-SW-02", "18.50", "12.00", "Toothless"),
            item(4, "FI-FW-01", "18.50", "12.00", "Spotted"),
            item(5, "FI-FW-01", "18.50", "12.00", "Spotless"),
            item(6, "K9-BD-01", "18.50", "12.00", "Male Adult"),
            item(7, "K9-BD-01", "18.50", "12.00", "Female Puppy"),
            item(8, "K9-PO-02", "18.50", "12.00", "Male Puppy"),
            item(9, "K9-DL-01", "18.50", "12.00", "Spotless Male Puppy"),
            item(10, "K9-DL-01", "18.50", "12.00", "Spotted Adult Female"),
            item(11, "RP-SN-01", "18.50", "12.00", "Venomless"),
            item(12, "RP-SN-01", "18.50", "12.00", "Rattleless"),
            item(13, "RP-LI-02", "18.50", "12.00", "Green Adult"),
            item(14, "FL-DSH-01", "58.50", "12.00", "Tailless"),
            item(15, "FL-DSH-01", "23.50", "12.00", "With tail"),
            item(16, "FL-DLH-02", "93.50", "12.00", "Adult Female"),
            item(17, "FL-DLH-02", "93.50", "12.00", "Adult Male"),
            item(18, "AV-CB-01", "193.50", "92.00", "Adult Male"),
            item(19, "AV-SB-02", "15.50", "2.00", "Adult Male"),
            item(20, "FI-FW-02", "5.50", "2.00", "Adult Male"),
            item(21, "FI-FW-02", "5.29", "1.00", "Adult Female"),
            item(22, "K9-RT-02", "135.50", "100.00", "Adult Male"),
            item(23, "K9-RT-02", "145.49", "100.00", "Adult Female"),
            item(24, "K9-RT-02", "255.50", "92.00", "Adult Male"),
            item(25, "K9-RT-02", "325.29", "90.00", "Adult Female"),
            item(26, "K9-CW-01", "125.50", "92.00", "Adult Male"),
            item(27, "K9-CW-01", "155.29", "90.00", "Adult Female"),
            item(28, "K9-RT-01", "155.29", "90.00", "Adult Female"));

    /** Pet Store's sample user, whose password is its name. */
    static final String USER = "j2ee";

    /** An account's contact and address. */
    record Account(String email, String firstName, String lastName, String street1, String street2, String city, String state, String zip,
            String country, String phone) {
    }

    /** The j2ee account, as Pet Store's data had it. */
    static final Account USER_ACCOUNT = new Account("yourname@yourdomain.com", "ABC", "XYX", "901 San Antonio Road", "MS UCUP02-206",
            "Palo Alto", "CA", "94303", "USA", "555-555-5555");

    private ClassicCatalog() {
    }

    /** The id of item {@code number}: {@code EST-<number>}, as Pet Store named them. */
    static String itemId(int number) {
        return "EST-" + number;
    }

    private static Item item(int number, String product, String listPrice, String unitCost, String attribute) {
        return new Item(itemId(number), product, new BigDecimal(listPrice), new BigDecimal(unitCost), attribute);
    }
}
