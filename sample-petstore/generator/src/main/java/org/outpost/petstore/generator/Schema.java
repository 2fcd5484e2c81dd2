// SPDX-License-Identifier: Apache-2.0
package org.outpost.petstore.generator;

import java.util.List;

import org.outpost.sample.load.DatabaseSchema;

/**
 * The Pet Store 1.1.2 tables the application maps, for PostgreSQL (same table and column names; the unused
 * {@code attr2}…{@code attr5} of {@code item} left out). Keys and indexes are built after loading, which is faster.
 * Every text column a page sorts by is {@code COLLATE "C"}: PostgreSQL then orders it as an edge's replica store
 * (H2) does, whatever the database's locale, so a list is the same on main and on an edge. Creating the tables also
 * drops Outpost's outbox ({@link DatabaseSchema#OUTBOX_TABLES}).
 */
final class Schema {

    static final List<String> TABLES = List.of("lineitem", "orders", "account", "signon", "inventory", "item", "product", "category");

    private static String address(String prefix) {
        return " " + prefix + "addr1 VARCHAR(80) NOT NULL, " + prefix + "addr2 VARCHAR(80), " + prefix + "city VARCHAR(80) NOT NULL, " + prefix
                + "state VARCHAR(80) NOT NULL, " + prefix + "zip VARCHAR(20) NOT NULL, " + prefix + "country VARCHAR(20) NOT NULL,";
    }

    private static final List<String> CREATE = List.of(
            "CREATE TABLE category (catid VARCHAR(10) COLLATE \"C\" NOT NULL, name VARCHAR(80) COLLATE \"C\" NOT NULL, descn VARCHAR(255))",
            "CREATE TABLE product (productid VARCHAR(10) COLLATE \"C\" NOT NULL, category VARCHAR(10) COLLATE \"C\" NOT NULL,"
                    + " name VARCHAR(80) COLLATE \"C\" NOT NULL, descn VARCHAR(255))",
            "CREATE TABLE item (itemid VARCHAR(10) COLLATE \"C\" NOT NULL, productid VARCHAR(10) COLLATE \"C\" NOT NULL,"
                    + " listprice NUMERIC(10,2) NOT NULL, unitcost NUMERIC(10,2) NOT NULL, supplier INTEGER NOT NULL, status VARCHAR(2),"
                    + " attr1 VARCHAR(80))",
            "CREATE TABLE inventory (itemid VARCHAR(10) COLLATE \"C\" NOT NULL, qty INTEGER NOT NULL CHECK (qty >= 0))",
            "CREATE TABLE signon (username VARCHAR(25) COLLATE \"C\" NOT NULL, password VARCHAR(25) NOT NULL)",
            "CREATE TABLE account (userid VARCHAR(25) COLLATE \"C\" NOT NULL, email VARCHAR(80) NOT NULL, firstname VARCHAR(80) NOT NULL,"
                    + " lastname VARCHAR(80) NOT NULL, status VARCHAR(2)," + address("") + " phone VARCHAR(80) NOT NULL)",
            "CREATE TABLE orders (orderid SERIAL NOT NULL, userid VARCHAR(25) COLLATE \"C\" NOT NULL, orderdate TIMESTAMP NOT NULL,"
                    + address("ship") + address("bill") + " courier VARCHAR(80) NOT NULL, totalprice NUMERIC(10,2) NOT NULL,"
                    + " billtofirstname VARCHAR(80) NOT NULL, billtolastname VARCHAR(80) NOT NULL, shiptofirstname VARCHAR(80) NOT NULL,"
                    + " shiptolastname VARCHAR(80) NOT NULL, creditcard VARCHAR(80) NOT NULL, exprdate VARCHAR(7) NOT NULL,"
                    + " cardtype VARCHAR(80) NOT NULL, locale VARCHAR(20) NOT NULL)",
            "CREATE TABLE lineitem (orderid INTEGER NOT NULL, linenum INTEGER NOT NULL, itemid VARCHAR(10) COLLATE \"C\" NOT NULL,"
                    + " quantity INTEGER NOT NULL, unitprice NUMERIC(10,2) NOT NULL)");

    private static final List<String> FINISH = List.of(
            "ALTER TABLE category ADD PRIMARY KEY (catid)",
            "ALTER TABLE product ADD PRIMARY KEY (productid)",
            "ALTER TABLE item ADD PRIMARY KEY (itemid)",
            "ALTER TABLE inventory ADD PRIMARY KEY (itemid)",
            "ALTER TABLE signon ADD PRIMARY KEY (username)",
            "ALTER TABLE account ADD PRIMARY KEY (userid)",
            "ALTER TABLE orders ADD PRIMARY KEY (orderid)",
            "ALTER TABLE lineitem ADD PRIMARY KEY (orderid, linenum)",
            "CREATE INDEX product_category_name ON product (category, name, productid)",
            "CREATE INDEX item_product ON item (productid, itemid)",
            "CREATE INDEX orders_user ON orders (userid)",
            "CREATE INDEX lineitem_item ON lineitem (itemid)",
            // The application inserts orders with IDENTITY: new ones come after the loaded ones.
            "SELECT setval(pg_get_serial_sequence('orders', 'orderid'), COALESCE((SELECT MAX(orderid) FROM orders), 0) + 1, false)",
            "ANALYZE");

    static final DatabaseSchema PETSTORE = new DatabaseSchema(TABLES, CREATE, FINISH);

    private Schema() {
    }
}
