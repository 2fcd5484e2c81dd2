// SPDX-License-Identifier: Apache-2.0
package org.outpost.reliability;

import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Main's data the writes start from, read once before the load: the items open for bids (number of bids, highest bid,
 * first price) and every user's rating, so that what the writes added can be told apart from the dataset's.
 *
 * @param items   the items still open for a day at least, by id
 * @param ratings each user's rating, by id
 */
record Baseline(Map<Integer, Item> items, Map<Integer, Integer> ratings) {

    /** An item as the dataset left it. */
    record Item(int id, int nbOfBids, double maxBid, double initialPrice) {

        /** The highest price a bid has set, or the first price. */
        double price() {
            return this.nbOfBids == 0 ? this.initialPrice : Math.max(this.initialPrice, this.maxBid);
        }
    }

    static Baseline read(String jdbcUrl) throws SQLException {
        Map<Integer, Item> items = new HashMap<>();
        Map<Integer, Integer> ratings = new HashMap<>();
        try (Connection connection = connect(jdbcUrl); Statement sql = connection.createStatement()) {
            try (ResultSet rows = sql.executeQuery("select id, nb_of_bids, max_bid, initial_price from items"
                    + " where quantity >= 1 and end_date > now() + interval '1 day'")) {
                while (rows.next()) {
                    items.put(rows.getInt(1), new Item(rows.getInt(1), rows.getInt(2), rows.getDouble(3), rows.getDouble(4)));
                }
            }
            try (ResultSet rows = sql.executeQuery("select id, rating from users")) {
                while (rows.next()) {
                    ratings.put(rows.getInt(1), rows.getInt(2));
                }
            }
        }
        if (items.isEmpty() || ratings.isEmpty()) {
            throw new IllegalStateException("main's database " + jdbcUrl + " has no open item or no user to write on");
        }
        return new Baseline(Map.copyOf(items), Map.copyOf(ratings));
    }

    List<Integer> itemIds() {
        return new ArrayList<>(this.items.keySet()).stream().sorted().toList();
    }

    List<Integer> userIds() {
        return new ArrayList<>(this.ratings.keySet()).stream().sorted().toList();
    }

    /** A connection to main's database as the role {@code outpost}, which owns it. */
    static Connection connect(String jdbcUrl) throws SQLException {
        return DriverManager.getConnection(jdbcUrl, "outpost", "outpost");
    }
}
