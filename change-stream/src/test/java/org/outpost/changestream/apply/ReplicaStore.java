// SPDX-License-Identifier: Apache-2.0
package org.outpost.changestream.apply;

import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.UUID;
import java.util.concurrent.atomic.AtomicInteger;

import org.h2.jdbcx.JdbcDataSource;
import org.hibernate.SessionFactory;
import org.hibernate.cfg.Configuration;
import org.outpost.changestream.apply.entities.Account;
import org.outpost.changestream.apply.entities.AuditNote;
import org.outpost.changestream.apply.entities.Item;
import org.outpost.changestream.apply.entities.Seller;
import org.outpost.annotation.UpdateMode;
import org.outpost.changestream.mapping.ReplicaSchema;
import org.outpost.changestream.model.ChangeSet;
import org.outpost.changestream.model.ColumnValue;
import org.outpost.changestream.model.RowChange;
import org.outpost.descriptor.Origin;
import org.outpost.descriptor.OutpostDescriptor;
import org.outpost.descriptor.ReplicatedEntity;

/** An in-memory H2 replica store with the test persistence unit pointed at it; close after each test. */
final class ReplicaStore implements AutoCloseable {

    static final List<String> REPLICATED = List.of(Item.class.getName(), Seller.class.getName(), "Account");
    private static final AtomicInteger NEXT = new AtomicInteger();

    final String url = "jdbc:h2:mem:replica" + NEXT.incrementAndGet() + ";DB_CLOSE_DELAY=-1";
    final JdbcDataSource dataSource = new JdbcDataSource();
    final SessionFactory sessionFactory;
    final ReplicaSchema schema;
    final ApplyEndpoint endpoint;

    ReplicaStore() throws SQLException {
        this(List.of());
    }

    /** A store that also follows these entities: their changes reach the listeners, their rows are not stored. */
    ReplicaStore(List<String> followed) throws SQLException {
        dataSource.setURL(url);
        dataSource.setUser("sa");
        sessionFactory = sessionFactory(url, "org.hibernate.dialect.H2Dialect", "sa");
        schema = followed.isEmpty() ? ReplicaSchema.of(sessionFactory, REPLICATED) : ReplicaSchema.of(sessionFactory,
                new OutpostDescriptor(REPLICATED.stream().map(name -> new ReplicatedEntity(name, UpdateMode.ASYNC,
                        List.of(), Optional.empty(), Optional.empty(), Origin.unspecified())).toList(), List.of(), List.of(),
                        followed));
        new ReplicaStoreTables(schema).createIfAbsent(dataSource);
        endpoint = new ApplyEndpoint(dataSource, schema);
    }

    static SessionFactory sessionFactory(String url, String dialect, String user) {
        Configuration configuration = new Configuration()
                .addAnnotatedClass(Item.class).addAnnotatedClass(Seller.class).addAnnotatedClass(Account.class)
                .addAnnotatedClass(AuditNote.class);
        configuration.setProperty("hibernate.connection.url", url);
        configuration.setProperty("hibernate.connection.username", user);
        configuration.setProperty("hibernate.dialect", dialect);
        configuration.setProperty("hibernate.boot.allow_jdbc_metadata_access", "false");
        configuration.setProperty("hibernate.hbm2ddl.auto", "none");
        configuration.setProperty("hibernate.connection.pool_size", "2");
        return configuration.buildSessionFactory();
    }

    /** Starts the replica at {@code epoch}, sequence 0, with an empty snapshot. */
    void start(UUID epoch) throws SQLException {
        endpoint.installSnapshot(Snapshots.of(epoch, 0));
    }

    long count(String table) throws SQLException {
        return queryLong("select count(*) from " + table);
    }

    long queryLong(String sql) throws SQLException {
        try (Connection connection = dataSource.getConnection(); Statement statement = connection.createStatement();
             ResultSet rows = statement.executeQuery(sql)) {
            rows.next();
            return rows.getLong(1);
        }
    }

    long lastSequence() throws SQLException {
        return endpoint.state().map(ReplicaState::lastSequence).orElse(-1L);
    }

    static ChangeSet changeSet(UUID epoch, long sequence, RowChange... rows) {
        return new ChangeSet(epoch, sequence, Instant.now(), List.of(rows));
    }

    static List<ColumnValue> id(String column, Object value) {
        return List.of(ColumnValue.of(column, value));
    }

    static List<ColumnValue> columns(Object... namesAndValues) {
        List<ColumnValue> columns = new ArrayList<>();
        for (int i = 0; i < namesAndValues.length; i += 2) {
            columns.add(ColumnValue.of((String) namesAndValues[i], namesAndValues[i + 1]));
        }
        return columns;
    }

    static RowChange account(long id, long balance) {
        return RowChange.insert("Account", id("id", id), null, columns("balance", balance));
    }

    @Override
    public void close() throws SQLException {
        endpoint.close();
        sessionFactory.close();
        try (Connection connection = dataSource.getConnection(); Statement statement = connection.createStatement()) {
            statement.execute("shutdown");
        }
    }
}
