// SPDX-License-Identifier: Apache-2.0
package org.outpost.extension.replication;

import java.io.PrintWriter;
import java.sql.Connection;
import java.sql.SQLException;
import java.sql.SQLFeatureNotSupportedException;
import java.util.logging.Logger;

import javax.naming.InitialContext;
import javax.naming.NamingException;
import javax.sql.DataSource;

/**
 * A datasource found by its JNDI name when first used, so that Outpost can be wired to a persistence unit's
 * datasource before that datasource is bound.
 */
final class JndiDataSource implements DataSource {

    private final String jndiName;
    private volatile DataSource target;

    JndiDataSource(String jndiName) {
        this.jndiName = jndiName;
    }

    String jndiName() {
        return this.jndiName;
    }

    private DataSource target() throws SQLException {
        DataSource found = this.target;
        if (found == null) {
            try {
                found = (DataSource) new InitialContext().lookup(this.jndiName);
            } catch (NamingException e) {
                throw new SQLException("No datasource bound at " + this.jndiName, e);
            }
            this.target = found;
        }
        return found;
    }

    @Override
    public Connection getConnection() throws SQLException {
        return target().getConnection();
    }

    @Override
    public Connection getConnection(String username, String password) throws SQLException {
        return target().getConnection(username, password);
    }

    @Override
    public PrintWriter getLogWriter() throws SQLException {
        return target().getLogWriter();
    }

    @Override
    public void setLogWriter(PrintWriter out) throws SQLException {
        target().setLogWriter(out);
    }

    @Override
    public void setLoginTimeout(int seconds) throws SQLException {
        target().setLoginTimeout(seconds);
    }

    @Override
    public int getLoginTimeout() throws SQLException {
        return target().getLoginTimeout();
    }

    @Override
    public Logger getParentLogger() throws SQLFeatureNotSupportedException {
        throw new SQLFeatureNotSupportedException("no parent logger for " + this.jndiName);
    }

    @Override
    public <T> T unwrap(Class<T> type) throws SQLException {
        return target().unwrap(type);
    }

    @Override
    public boolean isWrapperFor(Class<?> type) throws SQLException {
        return target().isWrapperFor(type);
    }

    @Override
    public String toString() {
        return this.jndiName;
    }
}
