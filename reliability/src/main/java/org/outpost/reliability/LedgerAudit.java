// SPDX-License-Identifier: Apache-2.0
package org.outpost.reliability;

import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.HashMap;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;

/**
 * Checks the {@link Ledger} against main's database: every acknowledged write is there, once; and every counter the
 * writes move (an item's number of bids and highest bid, a user's rating) equals the dataset's value plus what the
 * writes that committed (acknowledged or not) added, so that no update overwrote another.
 */
final class LedgerAudit {

    /**
     * What the audit found, each as a line naming the write or the row.
     *
     * @param lost       acknowledged writes missing on main, and counters that lost an update
     * @param duplicated writes stored more than once
     */
    record Findings(Set<String> lost, Set<String> duplicated) {
    }

    private LedgerAudit() {
    }

    static Findings audit(Connection main, Ledger ledger, Baseline baseline) throws SQLException {
        Set<String> lost = new TreeSet<>();
        Set<String> duplicated = new TreeSet<>();
        Map<Long, Integer> bidsStored = new HashMap<>();
        Map<Integer, Integer> bidsPerItem = new HashMap<>();
        Map<Integer, Double> highestPerItem = new HashMap<>();
        Map<Long, Integer> commentsStored = new HashMap<>();
        Map<Integer, Integer> ratingPerUser = new HashMap<>();
        try (Statement sql = main.createStatement()) {
            try (ResultSet rows = sql.executeQuery("select max_bid, item_id, bid from bids where max_bid >= " + Ledger.BID_MARKER)) {
                while (rows.next()) {
                    bidsStored.merge(Math.round(rows.getDouble(1) - Ledger.BID_MARKER), 1, Integer::sum);
                    bidsPerItem.merge(rows.getInt(2), 1, Integer::sum);
                    highestPerItem.merge(rows.getInt(2), rows.getDouble(3), Math::max);
                }
            }
            try (ResultSet rows = sql.executeQuery("select comment, to_user_id, rating from comments where comment like '"
                    + Ledger.COMMENT_PREFIX + "%'")) {
                while (rows.next()) {
                    commentsStored.merge(Long.parseLong(rows.getString(1).substring(Ledger.COMMENT_PREFIX.length())), 1, Integer::sum);
                    ratingPerUser.merge(rows.getInt(2), rows.getInt(3), Integer::sum);
                }
            }
            for (Ledger.Bid bid : ledger.bids()) {
                if (bid.outcome() == Ledger.Outcome.ACKNOWLEDGED && !bidsStored.containsKey(bid.number())) {
                    lost.add("bid " + bid.number() + " on item " + bid.itemId() + " via " + bid.via().id() + " was acknowledged, main has no such bid");
                }
            }
            for (Ledger.Comment comment : ledger.comments()) {
                if (comment.outcome() == Ledger.Outcome.ACKNOWLEDGED && !commentsStored.containsKey(comment.number())) {
                    lost.add("comment " + comment.number() + " on user " + comment.to() + " via " + comment.via().id()
                            + " was acknowledged, main has no such comment");
                }
            }
            storedTwice("bid", bidsStored, duplicated);
            storedTwice("comment", commentsStored, duplicated);
            items(sql, baseline, bidsPerItem, highestPerItem, lost);
            users(sql, baseline, ratingPerUser, lost);
        }
        return new Findings(lost, duplicated);
    }

    /** Adds each write of {@code stored} (write number to rows) stored more than once to {@code duplicated}. */
    private static void storedTwice(String what, Map<Long, Integer> stored, Set<String> duplicated) {
        stored.forEach((number, count) -> {
            if (count > 1) {
                duplicated.add(what + " " + number + " stored " + count + " times");
            }
        });
    }

    private static void items(Statement sql, Baseline baseline, Map<Integer, Integer> bidsPerItem, Map<Integer, Double> highestPerItem,
            Set<String> lost) throws SQLException {
        if (bidsPerItem.isEmpty()) {
            return;
        }
        try (ResultSet rows = sql.executeQuery("select id, nb_of_bids, max_bid from items where id in " + in(bidsPerItem.keySet()))) {
            while (rows.next()) {
                Baseline.Item before = baseline.items().get(rows.getInt(1));
                int expectedBids = before.nbOfBids() + bidsPerItem.get(before.id());
                double expectedHighest = Math.max(before.maxBid(), highestPerItem.get(before.id()));
                if (rows.getInt(2) != expectedBids) {
                    lost.add("item " + before.id() + " has nb_of_bids " + rows.getInt(2) + ", its bids say " + expectedBids);
                }
                if (Math.abs(rows.getDouble(3) - expectedHighest) > 1e-6) {
                    lost.add("item " + before.id() + " has max_bid " + rows.getDouble(3) + ", its bids say " + expectedHighest);
                }
            }
        }
    }

    private static void users(Statement sql, Baseline baseline, Map<Integer, Integer> ratingPerUser, Set<String> lost) throws SQLException {
        if (ratingPerUser.isEmpty()) {
            return;
        }
        try (ResultSet rows = sql.executeQuery("select id, rating from users where id in " + in(ratingPerUser.keySet()))) {
            while (rows.next()) {
                int expected = baseline.ratings().get(rows.getInt(1)) + ratingPerUser.get(rows.getInt(1));
                if (rows.getInt(2) != expected) {
                    lost.add("user " + rows.getInt(1) + " has rating " + rows.getInt(2) + ", the comments on them say " + expected);
                }
            }
        }
    }

    private static String in(Set<Integer> ids) {
        return ids.stream().map(String::valueOf).collect(java.util.stream.Collectors.joining(",", "(", ")"));
    }
}
