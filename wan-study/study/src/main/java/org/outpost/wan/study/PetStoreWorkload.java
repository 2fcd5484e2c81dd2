// SPDX-License-Identifier: Apache-2.0
package org.outpost.wan.study;

import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;

import org.outpost.petstore.workload.SessionPatterns;
import org.outpost.petstore.workload.SessionPatterns.SessionStep;
import org.outpost.petstore.workload.SessionPatterns.WeightedPage;

/**
 * Java Pet Store's sessions (Tables 2 and 3) over the loaded dataset: browsers of 20 requests starting at Main with
 * Table 2's weights, each Item one of the last Product's items and each Product, after a Category, one of its
 * products; buyers who sign in, buy one unit of an item with plenty in stock, commit and sign out, in a browser of
 * their own (the cart lives in the session of the server they talk to).
 */
final class PetStoreWorkload implements Workload {

    static final String BROWSER = "Browser";
    static final String BUYER = "Buyer";
    /** Buyers buy items with at least this stock, so that an hour of orders leaves them in stock. */
    static final int PLENTY = 1_000;

    private final List<WeightedPage> mix = SessionPatterns.browserMix();
    private final List<SessionStep> buyer = SessionPatterns.buyerSession();
    private final List<String> keywords = SessionPatterns.keywords();
    private final List<String> categories;
    private final Map<String, List<String>> productsByCategory;
    private final List<String> products;
    private final Map<String, List<String>> itemsByProduct;
    private final List<String> stocked;
    private final List<String> users;

    PetStoreWorkload(Map<String, List<String>> productsByCategory, Map<String, List<String>> itemsByProduct,
            List<String> stocked, List<String> users) {
        this.productsByCategory = productsByCategory;
        this.categories = List.copyOf(productsByCategory.keySet());
        this.products = productsByCategory.values().stream().flatMap(List::stream).toList();
        this.itemsByProduct = itemsByProduct;
        this.stocked = stocked;
        this.users = users;
    }

    /** Reads the ids the sessions draw from main's database. */
    static PetStoreWorkload load(String jdbcUrl) throws SQLException {
        try (Connection db = DatasetQueries.connect(jdbcUrl); Statement sql = db.createStatement()) {
            return new PetStoreWorkload(groups(sql, "SELECT category, productid FROM product ORDER BY category, productid"),
                    groups(sql, "SELECT productid, itemid FROM item ORDER BY productid, itemid"),
                    DatasetQueries.column(sql, "SELECT itemid FROM inventory WHERE qty >= " + PLENTY + " ORDER BY itemid", String.class),
                    DatasetQueries.column(sql, "SELECT username FROM signon WHERE username LIKE 'user%' ORDER BY username", String.class));
        }
    }

    @Override
    public StudyApp app() {
        return StudyApp.PETSTORE;
    }

    @Override
    public List<PageId> pages() {
        List<PageId> pages = new ArrayList<>();
        this.mix.forEach(page -> pages.add(new PageId(BROWSER, page.page())));
        this.buyer.forEach(step -> pages.add(new PageId(BUYER, step.page())));
        return pages;
    }

    @Override
    public Map<PageId, Double> weights() {
        Map<PageId, Double> weights = new HashMap<>();
        this.mix.forEach(page -> weights.put(new PageId(BROWSER, page.page()), page.weight().doubleValue()));
        this.buyer.forEach(step -> weights.put(new PageId(BUYER, step.page()), 1.0));
        return weights;
    }

    @Override
    public List<PlannedRequest> browserSession(Random random, boolean everyPageOnce) {
        Browsing browsing = new Browsing(random);
        List<PlannedRequest> session = new ArrayList<>();
        if (everyPageOnce) {
            this.mix.forEach(page -> session.add(browsing.request(page)));
            return session;
        }
        session.add(browsing.request(this.mix.get(0)));
        while (session.size() < SessionPatterns.BROWSER_SESSION_LENGTH) {
            WeightedPage drawn = Workload.weighted(this.mix, WeightedPage::weight, random);
            session.add(browsing.request(drawn.after().isEmpty() || browsing.hasSeen(drawn.after()) ? drawn : page(drawn.after())));
        }
        return session;
    }

    private WeightedPage page(String name) {
        return this.mix.stream().filter(page -> page.page().equals(name)).findFirst().orElseThrow();
    }

    @Override
    public Map<String, Object> writerStart(Random random) {
        String user = Workload.any(this.users, random);
        Map<String, Object> start = new HashMap<>();
        start.put("username", user);
        start.put("password", "password" + user.substring("user".length()));
        start.put("itemId", Workload.any(this.stocked, random));
        return start;
    }

    @Override
    public List<WriterStep> writerSession() {
        return this.buyer.stream().map(step -> WriterStep.plain(new PageId(BUYER, step.page()), step.request())).toList();
    }

    /** One browser's way through the catalog: its last category and product, which the next requests follow. */
    private final class Browsing {

        private final Random random;
        private final List<String> seen = new ArrayList<>();
        private String category;
        private String product;

        Browsing(Random random) {
            this.random = random;
        }

        boolean hasSeen(String page) {
            return this.seen.contains(page);
        }

        PlannedRequest request(WeightedPage page) {
            Map<String, Object> values = new HashMap<>();
            switch (page.page()) {
                case "Category" -> this.category = Workload.any(categories, this.random);
                case "Product" -> this.product = Workload.any(this.category == null ? products : productsByCategory.get(this.category), this.random);
                case "Item" -> values.put("itemId", Workload.any(itemsByProduct.get(this.product), this.random));
                case "Search" -> values.put("keywords", Workload.any(keywords, this.random));
                default -> {
                }
            }
            values.put("categoryId", this.category == null ? "" : this.category);
            values.put("productId", this.product == null ? "" : this.product);
            this.seen.add(page.page());
            return new PlannedRequest(new PageId(BROWSER, page.page()), Templates.fill(page.request(), values));
        }
    }

    private static Map<String, List<String>> groups(Statement sql, String query) throws SQLException {
        Map<String, List<String>> groups = new LinkedHashMap<>();
        try (ResultSet rows = sql.executeQuery(query)) {
            while (rows.next()) {
                groups.computeIfAbsent(rows.getString(1), key -> new ArrayList<>()).add(rows.getString(2));
            }
        }
        if (groups.isEmpty()) {
            throw new IllegalStateException("The dataset has no rows for " + query);
        }
        return groups;
    }
}
