// SPDX-License-Identifier: Apache-2.0
package org.outpost.rubis.generator;

import java.util.List;
import java.util.stream.Stream;

import org.outpost.sample.load.DatabaseSchema;

/**
 * The RUBiS tables of {@code rubis.sql} for PostgreSQL (same table and column names; {@code DATETIME} becomes
 * {@code TIMESTAMP}, {@code FLOAT} {@code DOUBLE PRECISION}). Indexes are created after loading, which is faster.
 * Creating them also drops Outpost's outbox ({@link DatabaseSchema#OUTBOX_TABLES}).
 */
final class Schema {

    static final List<String> TABLES = List.of("buy_now", "comments", "bids", "old_items", "items", "users", "categories", "regions");

    private static final String ITEM_COLUMNS = "(id SERIAL PRIMARY KEY, name VARCHAR(100), description TEXT,"
            + " initial_price DOUBLE PRECISION NOT NULL, quantity INTEGER NOT NULL, reserve_price DOUBLE PRECISION DEFAULT 0,"
            + " buy_now DOUBLE PRECISION DEFAULT 0, nb_of_bids INTEGER DEFAULT 0, max_bid DOUBLE PRECISION DEFAULT 0,"
            + " start_date TIMESTAMP, end_date TIMESTAMP, seller INTEGER NOT NULL, category INTEGER NOT NULL)";

    private static final List<String> CREATE = List.of(
            "CREATE TABLE categories (id SERIAL PRIMARY KEY, name VARCHAR(50))",
            "CREATE TABLE regions (id SERIAL PRIMARY KEY, name VARCHAR(25))",
            "CREATE TABLE users (id SERIAL PRIMARY KEY, firstname VARCHAR(20), lastname VARCHAR(20), nickname VARCHAR(20) NOT NULL,"
                    + " password VARCHAR(20) NOT NULL, email VARCHAR(50) NOT NULL, rating INTEGER, balance DOUBLE PRECISION,"
                    + " creation_date TIMESTAMP, region INTEGER NOT NULL)",
            "CREATE TABLE items " + ITEM_COLUMNS,
            "CREATE TABLE old_items " + ITEM_COLUMNS,
            "CREATE TABLE bids (id SERIAL PRIMARY KEY, user_id INTEGER NOT NULL, item_id INTEGER NOT NULL, qty INTEGER NOT NULL,"
                    + " bid DOUBLE PRECISION NOT NULL, max_bid DOUBLE PRECISION NOT NULL, date TIMESTAMP)",
            "CREATE TABLE comments (id SERIAL PRIMARY KEY, from_user_id INTEGER NOT NULL, to_user_id INTEGER NOT NULL,"
                    + " item_id INTEGER NOT NULL, rating INTEGER, date TIMESTAMP, comment TEXT)",
            "CREATE TABLE buy_now (id SERIAL PRIMARY KEY, buyer_id INTEGER NOT NULL, item_id INTEGER NOT NULL, qty INTEGER NOT NULL, date TIMESTAMP)");

    private static final List<String> INDEXES = List.of(
            "CREATE UNIQUE INDEX users_nickname ON users (nickname)",
            "CREATE INDEX users_region ON users (region)",
            "CREATE INDEX items_seller ON items (seller)",
            "CREATE INDEX items_category_end ON items (category, end_date)",
            "CREATE INDEX old_items_seller ON old_items (seller)",
            "CREATE INDEX old_items_category ON old_items (category)",
            "CREATE INDEX bids_item ON bids (item_id)",
            "CREATE INDEX bids_user ON bids (user_id)",
            "CREATE INDEX comments_from ON comments (from_user_id)",
            "CREATE INDEX comments_to ON comments (to_user_id)",
            "CREATE INDEX comments_item ON comments (item_id)",
            "CREATE INDEX buy_now_buyer ON buy_now (buyer_id)",
            "CREATE INDEX buy_now_item ON buy_now (item_id)");

    /**
     * After loading: indexes, sequences past the loaded ids (the application inserts with IDENTITY; item ids are unique
     * across items and old_items, as View Item looks in both, so new items start after both), statistics.
     */
    private static final List<String> FINISH = Stream.of(INDEXES.stream(), TABLES.stream().map(Schema::sequencePastLoadedIds),
            Stream.of("ANALYZE")).flatMap(statements -> statements).toList();

    static final DatabaseSchema RUBIS = new DatabaseSchema(TABLES, CREATE, FINISH);

    private Schema() {
    }

    private static String sequencePastLoadedIds(String table) {
        String maxId = table.equals("items") ? "GREATEST((SELECT MAX(id) FROM items), (SELECT MAX(id) FROM old_items))"
                : "(SELECT MAX(id) FROM " + table + ")";
        return "SELECT setval(pg_get_serial_sequence('" + table + "', 'id'), COALESCE(" + maxId + ", 0) + 1, false)";
    }
}
