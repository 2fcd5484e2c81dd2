// SPDX-License-Identifier: Apache-2.0
package org.outpost.changestream.serving;

import java.io.IOException;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.UUID;

import javax.sql.DataSource;

import org.h2.jdbcx.JdbcDataSource;
import org.hibernate.SessionFactory;
import org.hibernate.cfg.Configuration;
import org.hibernate.engine.spi.SessionFactoryImplementor;
import org.outpost.changestream.apply.ApplyEndpoint;
import org.outpost.changestream.apply.ChangeSetSource;
import org.outpost.changestream.apply.ReplicaStoreTables;
import org.outpost.changestream.capture.Account;
import org.outpost.changestream.capture.CaptureFixture;
import org.outpost.changestream.capture.Comment;
import org.outpost.changestream.capture.Region;
import org.outpost.changestream.fetching.FetchSettings;
import org.outpost.changestream.fetching.ReplayClient;
import org.outpost.changestream.fetching.SnapshotClient;
import org.outpost.changestream.http.ChangeStreamPaths;
import org.outpost.changestream.mapping.ReplicaSchema;
import org.outpost.changestream.mapping.ReplicaTable;
import org.outpost.changestream.model.RowChange;
import org.outpost.changestream.transport.BrokerCredentials;

/**
 * Main on PostgreSQL (the capture fixture's schema of its own: entities, capture, outbox), its replay and snapshot
 * services served over HTTP on 127.0.0.1, and H2 replicas for edges. Region, Account and Comment are the replicated
 * tables (Account has every mapped kind of column; Comment is in {@code invalidate} mode).
 */
final class ServingFixture implements AutoCloseable {

    static final List<String> REPLICATED = List.of(Region.class.getName(), Account.class.getName(), Comment.class.getName());
    /** Replicated in {@code invalidate} mode, as the capture fixture captures it: keys only. */
    static final Set<String> REFETCHED = Set.of(Comment.class.getName());
    static final String STREAM = ChangeStreamPaths.streamId("serving-test.ear/capture.jar#capture");
    static final BrokerCredentials EDGE_USER = new BrokerCredentials("edge-user", "edge-secret");

    final CaptureFixture main;
    final ReplicaSchema mainSchema;
    final ReplayService replay;
    final SnapshotService snapshots;
    final ServingHttpServer server;
    final FetchSettings settings;

    ServingFixture(int chunkRows) throws IOException {
        main = CaptureFixture.postgres();
        mainSchema = schema(main.sessionFactory);
        replay = new ReplayService(main.outbox);
        snapshots = new SnapshotService(main.dataSource, mainSchema, main.outbox, chunkRows);
        server = new ServingHttpServer(EDGE_USER.user(), EDGE_USER.password());
        server.register(new ChangeStreamEndpoints(STREAM, replay, snapshots));
        settings = FetchSettings.of(server.uri(), STREAM, EDGE_USER);
    }

    private static ReplicaSchema schema(SessionFactory sessionFactory) {
        SessionFactoryImplementor factory = sessionFactory.unwrap(SessionFactoryImplementor.class);
        return ReplicaSchema.of(factory.getMappingMetamodel(), factory.getJdbcServices().getDialect(), REPLICATED, REFETCHED);
    }

    /**
     * The edge's replay client, against a main whose relay has published every change set committed when the request
     * arrives (as a relay that keeps up has), so that a catch-up replays up to main's last one.
     */
    ChangeSetSource changeSetSource() {
        ReplayClient client = new ReplayClient(settings);
        return (epoch, from, max) -> {
            main.outbox.markPublished(main.outbox.lastSequence());
            return client.fetch(epoch, from, max);
        };
    }

    SnapshotClient snapshotSource() {
        return new SnapshotClient(settings);
    }

    UUID epoch() {
        return main.outbox.epoch();
    }

    /** Main's replicated rows by entity, then by id. */
    Map<String, Map<String, RowChange>> mainRows() throws SQLException {
        return rows(main.dataSource, mainSchema);
    }

    /** Every row of every table of {@code schema}, read as a snapshot reads them, by entity, then by id. */
    static Map<String, Map<String, RowChange>> rows(DataSource dataSource, ReplicaSchema schema) throws SQLException {
        Map<String, Map<String, RowChange>> rows = new LinkedHashMap<>();
        try (Connection connection = dataSource.getConnection()) {
            connection.setAutoCommit(false);
            for (ReplicaTable table : schema.tables()) {
                SnapshotTable reading = SnapshotTable.of(table);
                Map<String, RowChange> byId = new TreeMap<>();
                try (PreparedStatement select = connection.prepareStatement(reading.all().sql());
                     ResultSet result = select.executeQuery()) {
                    while (result.next()) {
                        RowChange row = reading.row(result);
                        byId.put(row.id().toString(), row);
                    }
                }
                rows.put(table.entityName(), byId);
            }
            connection.rollback();
        }
        return rows;
    }

    @Override
    public void close() {
        server.close();
        main.close();
    }

    /** An edge's replica store: an in-memory H2 database with the replicated tables, and its apply endpoint. */
    static final class Replica implements AutoCloseable {
        private static int next;

        final JdbcDataSource dataSource = new JdbcDataSource();
        final SessionFactory sessionFactory;
        final ReplicaSchema schema;
        final ApplyEndpoint endpoint;

        Replica() throws SQLException {
            String url = "jdbc:h2:mem:serving_replica" + nextNumber() + ";DB_CLOSE_DELAY=-1";
            dataSource.setURL(url);
            dataSource.setUser("sa");
            Configuration configuration = new Configuration().addAnnotatedClass(Region.class)
                    .addAnnotatedClass(Account.class).addAnnotatedClass(Comment.class);
            configuration.setProperty("hibernate.connection.url", url);
            configuration.setProperty("hibernate.connection.username", "sa");
            configuration.setProperty("hibernate.dialect", "org.hibernate.dialect.H2Dialect");
            configuration.setProperty("hibernate.boot.allow_jdbc_metadata_access", "false");
            configuration.setProperty("hibernate.hbm2ddl.auto", "none");
            configuration.setProperty("hibernate.connection.pool_size", "1");
            sessionFactory = configuration.buildSessionFactory();
            schema = schema(sessionFactory);
            new ReplicaStoreTables(schema).createIfAbsent(dataSource);
            endpoint = new ApplyEndpoint(dataSource, schema);
        }

        private static synchronized int nextNumber() {
            return ++next;
        }

        Map<String, Map<String, RowChange>> rows() throws SQLException {
            return ServingFixture.rows(dataSource, schema);
        }

        long lastSequence() throws SQLException {
            return endpoint.state().map(state -> state.lastSequence()).orElse(-1L);
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
}
