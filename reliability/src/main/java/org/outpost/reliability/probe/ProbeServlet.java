// SPDX-License-Identifier: Apache-2.0
package org.outpost.reliability.probe;

import java.io.IOException;
import java.io.PrintWriter;
import java.sql.Connection;
import java.sql.DatabaseMetaData;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.regex.Pattern;

import javax.naming.InitialContext;
import javax.naming.NamingException;
import javax.sql.DataSource;

import jakarta.servlet.annotation.WebServlet;
import jakarta.servlet.http.HttpServlet;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;

/**
 * {@code GET /rows?datasource=JNDI&table=T[&columns=a,b]}: the table's columns (its own, or those asked for), then one
 * line per row in key order: its {@code id} and the {@link RowDigest} of its columns, as text. Bad parameters are
 * answered 400 naming the parameter; a database failure 500 with its message.
 */
@WebServlet("/rows")
public class ProbeServlet extends HttpServlet {

    private static final long serialVersionUID = 1L;
    private static final Pattern NAME = Pattern.compile("[a-z_][a-z0-9_]*");
    private static final Pattern JNDI = Pattern.compile("java:[A-Za-z0-9_/.:-]+");

    @Override
    protected void doGet(HttpServletRequest request, HttpServletResponse response) throws IOException {
        String datasource = request.getParameter("datasource");
        String table = request.getParameter("table");
        String columns = request.getParameter("columns");
        if (datasource == null || !JNDI.matcher(datasource).matches()) {
            response.sendError(HttpServletResponse.SC_BAD_REQUEST, "parameter datasource: a JNDI name, not " + datasource);
            return;
        }
        if (table == null || !NAME.matcher(table).matches()) {
            response.sendError(HttpServletResponse.SC_BAD_REQUEST, "parameter table: a lower-case table name, not " + table);
            return;
        }
        List<String> asked = columns == null ? null : List.of(columns.split(","));
        if (asked != null && !asked.stream().allMatch(column -> NAME.matcher(column).matches())) {
            response.sendError(HttpServletResponse.SC_BAD_REQUEST, "parameter columns: lower-case column names, not " + columns);
            return;
        }
        try (Connection connection = ((DataSource) InitialContext.doLookup(datasource)).getConnection()) {
            List<String> read = asked != null ? asked : columns(connection, table);
            response.setContentType("text/plain; charset=UTF-8");
            PrintWriter out = response.getWriter();
            out.println("columns: " + String.join(",", read));
            try (Statement sql = connection.createStatement();
                 ResultSet rows = sql.executeQuery("select id, " + String.join(", ", read) + " from " + table + " order by id")) {
                while (rows.next()) {
                    out.println(rows.getLong(1) + " " + RowDigest.of(rows, 2, read.size() + 1));
                }
            }
        } catch (NamingException | SQLException e) {
            response.sendError(HttpServletResponse.SC_INTERNAL_SERVER_ERROR, table + " through " + datasource + ": " + e);
        }
    }

    /** The columns but {@code id} of the table in the connection's schema, lower-cased, in the database's order. */
    private static List<String> columns(Connection connection, String table) throws SQLException {
        DatabaseMetaData metadata = connection.getMetaData();
        Set<String> columns = new LinkedHashSet<>();
        for (String name : new String[] {table, table.toUpperCase(Locale.ROOT)}) {
            try (ResultSet found = metadata.getColumns(null, connection.getSchema(), name, null)) {
                while (found.next()) {
                    columns.add(found.getString("COLUMN_NAME").toLowerCase(Locale.ROOT));
                    columns.remove("id");
                }
            }
            if (!columns.isEmpty()) {
                return List.copyOf(columns);
            }
        }
        throw new SQLException("no table " + table);
    }
}
