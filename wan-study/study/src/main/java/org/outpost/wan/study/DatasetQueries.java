// SPDX-License-Identifier: Apache-2.0
package org.outpost.wan.study;

import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;

/** How the workloads read the ids their sessions draw from, in main's database, after the dataset is loaded. */
final class DatasetQueries {

    private DatasetQueries() {
    }

    /** A connection as the role {@code outpost}, which owns the samples' databases. */
    static Connection connect(String jdbcUrl) throws SQLException {
        return DriverManager.getConnection(jdbcUrl, "outpost", "outpost");
    }

    /** The first column of every row of {@code query}; fails naming the query when there are none. */
    static <T> List<T> column(Statement sql, String query, Class<T> type) throws SQLException {
        List<T> values = new ArrayList<>();
        try (ResultSet rows = sql.executeQuery(query)) {
            while (rows.next()) {
                values.add(rows.getObject(1, type));
            }
        }
        if (values.isEmpty()) {
            throw new IllegalStateException("The dataset has no rows for " + query);
        }
        return List.copyOf(values);
    }
}
