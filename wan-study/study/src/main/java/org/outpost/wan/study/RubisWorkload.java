// SPDX-License-Identifier: Apache-2.0
package org.outpost.wan.study;

import static io.gatling.javaapi.core.CoreDsl.regex;

import java.math.BigDecimal;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Random;
import java.util.function.UnaryOperator;

import org.outpost.rubis.workload.SessionPatterns;
import org.outpost.rubis.workload.SessionPatterns.SessionStep;
import org.outpost.rubis.workload.SessionPatterns.WeightedPage;

/**
 * RUBiS's sessions (Tables 4 and 5) over the loaded dataset: browsers of 40 requests starting at Main with Table 4's
 * weights, their categories, regions, items and users drawn from the database; bidders who bid on an active item and
 * comment on its seller, each form's hidden fields read back as the RUBiS client emulator does.
 */
final class RubisWorkload implements Workload {

    static final String BROWSER = "Browser";
    static final String BIDDER = "Bidder";

    private final List<WeightedPage> mix = SessionPatterns.browserMix();
    private final List<SessionStep> bidder = SessionPatterns.bidderSession();
    private final List<Integer> categories;
    private final Map<Integer, String> categoryNames;
    private final List<Integer> regions;
    private final List<Integer> items;
    private final List<Integer> users;

    RubisWorkload(Map<Integer, String> categoryNames, List<Integer> regions, List<Integer> items, List<Integer> users) {
        this.categoryNames = categoryNames;
        this.categories = List.copyOf(categoryNames.keySet());
        this.regions = regions;
        this.items = items;
        this.users = users;
    }

    /** Reads the ids the sessions draw from main's database. */
    static RubisWorkload load(String jdbcUrl) throws SQLException {
        try (Connection db = DatasetQueries.connect(jdbcUrl); Statement sql = db.createStatement()) {
            Map<Integer, String> categories = new HashMap<>();
            try (ResultSet rows = sql.executeQuery("SELECT id, name FROM categories ORDER BY id")) {
                while (rows.next()) {
                    categories.put(rows.getInt(1), rows.getString(2));
                }
            }
            return new RubisWorkload(categories, DatasetQueries.column(sql, "SELECT id FROM regions ORDER BY id", Integer.class),
                    DatasetQueries.column(sql, "SELECT id FROM items ORDER BY id", Integer.class),
                    DatasetQueries.column(sql, "SELECT id FROM users ORDER BY id", Integer.class));
        }
    }

    @Override
    public StudyApp app() {
        return StudyApp.RUBIS;
    }

    @Override
    public List<PageId> pages() {
        List<PageId> pages = new ArrayList<>();
        this.mix.forEach(page -> pages.add(new PageId(BROWSER, page.page())));
        this.bidder.forEach(step -> pages.add(new PageId(BIDDER, step.page())));
        return pages;
    }

    @Override
    public Map<PageId, Double> weights() {
        Map<PageId, Double> weights = new HashMap<>();
        this.mix.forEach(page -> weights.put(new PageId(BROWSER, page.page()), page.weight().doubleValue()));
        this.bidder.forEach(step -> weights.put(new PageId(BIDDER, step.page()), 1.0));
        return weights;
    }

    @Override
    public List<PlannedRequest> browserSession(Random random, boolean everyPageOnce) {
        List<PlannedRequest> session = new ArrayList<>();
        if (everyPageOnce) {
            this.mix.forEach(page -> session.add(request(page, random)));
            return session;
        }
        session.add(request(this.mix.get(0), random));
        while (session.size() < SessionPatterns.BROWSER_SESSION_LENGTH) {
            session.add(request(Workload.weighted(this.mix, WeightedPage::weight, random), random));
        }
        return session;
    }

    @Override
    public Map<String, Object> writerStart(Random random) {
        int user = Workload.any(this.users, random);
        Map<String, Object> start = new HashMap<>();
        start.put("itemId", Workload.any(this.items, random));
        start.put("nickname", "user" + user);
        start.put("password", "password" + user);
        // What the forms will say; kept when a form is refused.
        start.put("userId", user);
        start.put("minBid", "1.00");
        start.put("maxQty", 1);
        start.put("to", Workload.any(this.users, random));
        start.put("rating", 1 + random.nextInt(5));
        start.put("comment", "Comment " + random.nextInt(1_000_000) + " from the WAN study");
        start.put("raise", 1 + random.nextInt(10));
        return start;
    }

    @Override
    public List<WriterStep> writerSession() {
        List<WriterStep> steps = new ArrayList<>();
        for (SessionStep step : this.bidder) {
            PageId page = new PageId(BIDDER, step.page());
            steps.add(switch (step.step()) {
                case 3 -> new WriterStep(page, step.request(), List.of(
                        regex("name=userId value=(\\d+)").optional().saveAs("userId"),
                        regex("name=minBid value=([0-9.]+)").optional().saveAs("minBid"),
                        regex("name=maxQty value=(\\d+)").optional().saveAs("maxQty")), UnaryOperator.identity());
                case 4 -> new WriterStep(page, step.request(), List.of(regex("to=(\\d+)").optional().saveAs("to")), session -> {
                    BigDecimal bid = new BigDecimal(session.getString("minBid")).add(BigDecimal.valueOf(session.getInt("raise")));
                    return session.set("bid", money(bid)).set("maxBid", money(bid.add(BigDecimal.TEN)));
                });
                default -> WriterStep.plain(page, step.request());
            });
        }
        return steps;
    }

    private PlannedRequest request(WeightedPage page, Random random) {
        int category = Workload.any(this.categories, random);
        Map<String, Object> values = Map.of("category", category, "categoryName", this.categoryNames.get(category),
                "region", Workload.any(this.regions, random), "itemId", Workload.any(this.items, random),
                "userId", Workload.any(this.users, random), "page", 0);
        return new PlannedRequest(new PageId(BROWSER, page.page()), Templates.fill(page.request(), values));
    }

    private static String money(BigDecimal amount) {
        return String.format(Locale.ROOT, "%.2f", amount);
    }
}
