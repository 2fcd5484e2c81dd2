// SPDX-License-Identifier: Apache-2.0
package org.outpost.petstore.generator;

import java.math.BigDecimal;
import java.time.LocalDateTime;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.SplittableRandom;

import org.outpost.sample.load.RowSink;
import org.outpost.sample.load.RowSource;

/**
 * A Pet Store dataset, a pure function of its size and seed: the same two give the same rows in the same order.
 * Pet Store's own catalog ({@link ClassicCatalog}) comes first, unchanged; the artificial categories, products and
 * items that enlarge it follow five themes (rodents, amphibians, insects, horses, spiders) whose animals every size
 * uses, so a keyword such as {@code hamster} finds products in every dataset. Users are Pet Store's {@code j2ee}
 * ({@code j2ee}) and {@code user<i>} ({@code password<i>}). Each item, user and order draws from a random stream of
 * its own, so an order's lines carry the prices of the items written before them.
 */
public final class Dataset implements RowSource {

    /** The number of categories, products and items of Pet Store's own catalog, which every size starts with. */
    public static final int CLASSIC_CATEGORIES = ClassicCatalog.CATEGORIES.size();
    public static final int CLASSIC_PRODUCTS = ClassicCatalog.PRODUCTS.size();
    public static final int CLASSIC_ITEMS = ClassicCatalog.ITEMS.size();

    /** The time past orders were placed before. */
    static final LocalDateTime PAST = LocalDateTime.of(2002, 10, 1, 12, 0);

    private record Theme(String id, String name, String code, List<String> animals) {
    }

    private static final List<Theme> THEMES = List.of(
            new Theme("RODENTS", "Rodents", "RO", List.of("Hamster", "Gerbil", "Guinea Pig", "Chinchilla", "Rat", "Mouse", "Degu", "Jerboa")),
            new Theme("FROGS", "Amphibians", "AM", List.of("Tree Frog", "Bullfrog", "Toad", "Newt", "Salamander", "Axolotl", "Dart Frog", "Caecilian")),
            new Theme("INSECTS", "Insects", "IN", List.of("Stick Insect", "Mantis", "Beetle", "Ant Colony", "Butterfly", "Cricket", "Leaf Insect",
                    "Cockroach")),
            new Theme("HORSES", "Horses", "HO", List.of("Pony", "Arabian", "Mustang", "Clydesdale", "Appaloosa", "Thoroughbred", "Mule", "Donkey")),
            new Theme("SPIDERS", "Spiders", "SP", List.of("Tarantula", "Jumping Spider", "Wolf Spider", "Orb Weaver", "Huntsman", "Trapdoor Spider",
                    "Crab Spider", "Scorpion")));

    private static final List<String> ADJECTIVES = List.of("Dwarf", "Golden", "Spotted", "Striped", "Giant", "Royal", "Silver", "Painted",
            "Crested", "Desert", "Mountain", "Velvet");
    private static final List<String> ORIGINS = List.of("Brazil", "Kenya", "Australia", "Mongolia", "Canada", "Spain", "India", "Peru",
            "Madagascar", "Norway");
    private static final List<String> ATTRIBUTES = List.of("Adult Male", "Adult Female", "Young Male", "Young Female", "Juvenile", "Pair",
            "Breeding Trio", "Large", "Small", "Show Quality");
    private static final List<String> FIRST_NAMES = List.of("Ada", "Alan", "Barbara", "Claude", "Dana", "Edsger", "Frances", "Grace", "Hedy",
            "Ivan", "John", "Katherine", "Leslie", "Margaret", "Niklaus", "Radia", "Shafi", "Tony", "Whitfield", "Yukihiro");
    private static final List<String> LAST_NAMES = List.of("Backus", "Cerf", "Dijkstra", "Floyd", "Goldberg", "Hamilton", "Hopper", "Kahn",
            "Knuth", "Lamport", "Liskov", "Milner", "Naur", "Perlman", "Ritchie", "Shannon", "Thompson", "Turing", "Wirth", "Yao");
    private static final List<String> STREETS = List.of("Main Street", "Oak Avenue", "Pine Road", "Maple Lane", "Cedar Court", "Elm Street",
            "Lakeview Drive", "Hillside Road", "Park Avenue", "River Road");
    private record City(String name, String state, String zipPrefix) {
    }

    private static final List<City> CITIES = List.of(new City("Palo Alto", "CA", "943"), new City("New York", "NY", "100"),
            new City("Austin", "TX", "787"), new City("Seattle", "WA", "981"), new City("Boston", "MA", "021"), new City("Chicago", "IL", "606"),
            new City("Denver", "CO", "802"), new City("Miami", "FL", "331"));

    private final DatasetSize size;
    private final long seed;

    public Dataset(DatasetSize size, long seed) {
        this.size = size;
        this.seed = seed;
    }

    /** The id of category {@code number} (from 1): Pet Store's five, then the themes' ({@code RODENTS}, … {@code RODENTS-2}, …). */
    public static String categoryId(int number) {
        if (number <= CLASSIC_CATEGORIES) {
            return ClassicCatalog.CATEGORIES.get(number - 1).id();
        }
        int artificial = number - CLASSIC_CATEGORIES - 1;
        int round = artificial / THEMES.size();
        return THEMES.get(artificial % THEMES.size()).id() + (round == 0 ? "" : "-" + (round + 1));
    }

    /** The id of product {@code number} (from 1): Pet Store's sixteen, then {@code <theme code>-<5 digits>}. */
    public static String productId(int number) {
        if (number <= CLASSIC_PRODUCTS) {
            return ClassicCatalog.PRODUCTS.get(number - 1).id();
        }
        // Product a (from 0) is in artificial category a % categories, of theme a % THEMES.size() (see DatasetSize).
        return String.format("%s-%05d", THEMES.get((number - CLASSIC_PRODUCTS - 1) % THEMES.size()).code(), number - CLASSIC_PRODUCTS);
    }

    /** The id of item {@code number} (from 1): {@code EST-<number>}, as Pet Store named its items. */
    public static String itemId(int number) {
        return ClassicCatalog.itemId(number);
    }

    /** The user name of user {@code number} (from 1); its password is {@code password<number>}. */
    public static String userName(int number) {
        return "user" + number;
    }

    @Override
    public void writeTo(RowSink sink) throws Exception {
        writeCategories(sink);
        writeProducts(sink);
        writeItems(sink);
        writeInventory(sink);
        writeUsers(sink);
        writeOrders(sink);
    }

    private void writeCategories(RowSink sink) throws Exception {
        sink.begin("category", "catid", "name", "descn");
        for (ClassicCatalog.Category category : ClassicCatalog.CATEGORIES) {
            sink.row(category.id(), category.name(), category.description());
        }
        for (int number = CLASSIC_CATEGORIES + 1; number <= this.size.categories; number++) {
            int artificial = number - CLASSIC_CATEGORIES - 1;
            Theme theme = THEMES.get(artificial % THEMES.size());
            int round = artificial / THEMES.size();
            sink.row(categoryId(number), theme.name() + (round == 0 ? "" : " " + (round + 1)),
                    String.join(", ", theme.animals().subList(0, 4)) + " and more");
        }
        sink.end();
    }

    /** Artificial product a (from 0) is in artificial category a % categories, named after the animals of its theme in turn. */
    private void writeProducts(RowSink sink) throws Exception {
        int artificialCategories = this.size.categories - CLASSIC_CATEGORIES;
        sink.begin("product", "productid", "category", "name", "descn");
        for (ClassicCatalog.Product product : ClassicCatalog.PRODUCTS) {
            sink.row(product.id(), product.category(), product.name(), product.description());
        }
        for (int number = CLASSIC_PRODUCTS + 1; number <= this.size.products; number++) {
            int artificial = number - CLASSIC_PRODUCTS - 1;
            int category = artificial % artificialCategories;
            Theme theme = THEMES.get(category % THEMES.size());
            String animal = theme.animals().get((artificial / artificialCategories) % theme.animals().size());
            SplittableRandom random = random(1, number);
            sink.row(productId(number), categoryId(CLASSIC_CATEGORIES + 1 + category), pick(random, ADJECTIVES) + " " + animal,
                    "Great " + animal.toLowerCase(Locale.ROOT) + " from " + pick(random, ORIGINS));
        }
        sink.end();
    }

    /** Artificial item i (from 0) belongs to artificial product i % products. */
    private void writeItems(RowSink sink) throws Exception {
        int artificialProducts = this.size.products - CLASSIC_PRODUCTS;
        sink.begin("item", "itemid", "productid", "listprice", "unitcost", "supplier", "status", "attr1");
        for (ClassicCatalog.Item item : ClassicCatalog.ITEMS) {
            sink.row(item.id(), item.product(), item.listPrice(), item.unitCost(), 1, "P", item.attribute());
        }
        for (int number = CLASSIC_ITEMS + 1; number <= this.size.items; number++) {
            ItemDraw item = drawItem(number);
            sink.row(itemId(number), productId(CLASSIC_PRODUCTS + 1 + (number - CLASSIC_ITEMS - 1) % artificialProducts), item.listPrice,
                    item.unitCost, item.supplier, "P", item.attribute);
        }
        sink.end();
    }

    private void writeInventory(RowSink sink) throws Exception {
        sink.begin("inventory", "itemid", "qty");
        for (int number = 1; number <= this.size.items; number++) {
            sink.row(itemId(number), number <= CLASSIC_ITEMS ? ClassicCatalog.STOCK : drawItem(number).stock);
        }
        sink.end();
    }

    private void writeUsers(RowSink sink) throws Exception {
        sink.begin("signon", "username", "password");
        sink.row(ClassicCatalog.USER, ClassicCatalog.USER);
        for (int number = 1; number <= this.size.users; number++) {
            sink.row(userName(number), "password" + number);
        }
        sink.end();

        sink.begin("account", "userid", "email", "firstname", "lastname", "status", "addr1", "addr2", "city", "state", "zip", "country", "phone");
        ClassicCatalog.Account sample = ClassicCatalog.USER_ACCOUNT;
        sink.row(ClassicCatalog.USER, sample.email(), sample.firstName(), sample.lastName(), "OK", sample.street1(), sample.street2(), sample.city(),
                sample.state(), sample.zip(), sample.country(), sample.phone());
        for (int number = 1; number <= this.size.users; number++) {
            Person p = person(number);
            sink.row(userName(number), userName(number) + "@petstore.example", p.first, p.last, "OK", p.street1, p.street2, p.city, p.state, p.zip,
                    p.country, "555-" + String.format("%04d", number % 10_000));
        }
        sink.end();
    }

    /** Past orders of user&lt;i&gt; customers, billed and shipped to their account's address, then their lines. */
    private void writeOrders(RowSink sink) throws Exception {
        sink.begin("orders", "orderid", "userid", "orderdate", "shipaddr1", "shipaddr2", "shipcity", "shipstate", "shipzip", "shipcountry",
                "billaddr1", "billaddr2", "billcity", "billstate", "billzip", "billcountry", "courier", "totalprice", "billtofirstname",
                "billtolastname", "shiptofirstname", "shiptolastname", "creditcard", "exprdate", "cardtype", "locale");
        for (int number = 1; number <= this.size.orders; number++) {
            OrderDraw order = drawOrder(number);
            Person p = person(order.user);
            sink.row(number, userName(order.user), order.date, p.street1, p.street2, p.city, p.state, p.zip, p.country, p.street1, p.street2, p.city,
                    p.state, p.zip, p.country, "UPS", order.total(), p.first, p.last, p.first, p.last, "999 9999 9999 9999", "12/03", "Visa", "en_US");
        }
        sink.end();

        sink.begin("lineitem", "orderid", "linenum", "itemid", "quantity", "unitprice");
        for (int number = 1; number <= this.size.orders; number++) {
            OrderDraw order = drawOrder(number);
            for (int line = 0; line < order.items.length; line++) {
                sink.row(number, line + 1, itemId(order.items[line]), order.quantities[line], order.prices[line]);
            }
        }
        sink.end();
    }

    private record ItemDraw(BigDecimal listPrice, BigDecimal unitCost, int supplier, String attribute, int stock) {
    }

    private ItemDraw drawItem(int number) {
        SplittableRandom random = random(2, number);
        long cents = 500 + random.nextInt(49_500);
        return new ItemDraw(BigDecimal.valueOf(cents, 2), BigDecimal.valueOf(cents * 6 / 10, 2), 1 + random.nextInt(2), pick(random, ATTRIBUTES),
                10 + random.nextInt(9_991));
    }

    private BigDecimal listPrice(int item) {
        return item <= CLASSIC_ITEMS ? ClassicCatalog.ITEMS.get(item - 1).listPrice() : drawItem(item).listPrice;
    }

    /** A user's name and address: the account's, and the billing and shipping address of the user's past orders. */
    private record Person(String first, String last, String street1, String street2, String city, String state, String zip, String country) {
    }

    private Person person(int user) {
        SplittableRandom random = random(3, user);
        City city = CITIES.get(random.nextInt(CITIES.size()));
        return new Person(pick(random, FIRST_NAMES), pick(random, LAST_NAMES), (1 + random.nextInt(9_999)) + " " + pick(random, STREETS),
                random.nextInt(4) == 0 ? "Apt " + (1 + random.nextInt(99)) : "", city.name(), city.state(),
                city.zipPrefix() + String.format("%02d", random.nextInt(100)), "USA");
    }

    private record OrderDraw(int user, LocalDateTime date, int[] items, int[] quantities, BigDecimal[] prices) {

        BigDecimal total() {
            BigDecimal total = BigDecimal.ZERO;
            for (int line = 0; line < this.items.length; line++) {
                total = total.add(this.prices[line].multiply(BigDecimal.valueOf(this.quantities[line])));
            }
            return total;
        }
    }

    private OrderDraw drawOrder(int number) {
        SplittableRandom random = random(4, number);
        int user = 1 + random.nextInt(this.size.users);
        LocalDateTime date = PAST.minusMinutes(random.nextInt(365 * 24 * 60));
        List<Integer> items = new ArrayList<>();
        int lines = 1 + random.nextInt(4);
        while (items.size() < lines) {
            int item = 1 + random.nextInt(this.size.items);
            if (!items.contains(item)) {
                items.add(item);
            }
        }
        int[] ids = items.stream().mapToInt(Integer::intValue).toArray();
        int[] quantities = new int[ids.length];
        BigDecimal[] prices = new BigDecimal[ids.length];
        for (int line = 0; line < ids.length; line++) {
            quantities[line] = 1 + random.nextInt(3);
            prices[line] = listPrice(ids[line]);
        }
        return new OrderDraw(user, date, ids, quantities, prices);
    }

    /** The random stream of row {@code number} of table {@code table}, independent of every other row's. */
    private SplittableRandom random(int table, long number) {
        return new SplittableRandom((this.seed * 31 + table) * 1_000_003L + number);
    }

    private static String pick(SplittableRandom random, List<String> values) {
        return values.get(random.nextInt(values.size()));
    }
}
