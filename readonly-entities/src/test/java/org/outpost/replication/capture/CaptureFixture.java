package org.outpost.replication.capture;

import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.UUID;
import java.util.function.Consumer;
import java.util.function.Function;

import javax.sql.DataSource;

import org.h2.jdbcx.JdbcDataSource;
import org.hibernate.Session;
import org.hibernate.SessionFactory;
import org.hibernate.Transaction;
import org.hibernate.boot.MetadataSources;
import org.hibernate.boot.registry.BootstrapServiceRegistryBuilder;
import org.hibernate.boot.registry.StandardServiceRegistry;
import org.hibernate.boot.registry.StandardServiceRegistryBuilder;
import org.hibernate.cfg.AvailableSettings;
import org.outpost.annotation.UpdateMode;
import org.outpost.descriptor.Origin;
import org.outpost.descriptor.OutpostDescriptor;
import org.outpost.descriptor.ReplicatedEntity;
import org.outpost.replication.model.ChangeSet;
import org.outpost.replication.outbox.Outbox;
import org.outpost.replication.outbox.OutboxEntry;
import org.outpost.replication.wire.ChangeSetCodec;
import org.outpost.replication.wire.WireFormatException;
import org.postgresql.ds.PGSimpleDataSource;

/**
 * Hibernate 6.6 in Java SE with the test entities, the {@link ReplicationIntegrator} and an outbox in the same
 * database (an H2 in-memory database, or a schema of its own in PostgreSQL's {@code outpost_test}, dropped on close).
 */
final class CaptureFixture implements AutoCloseable {

    static final String PG_URL = "jdbc:postgresql://127.0.0.1:5432/outpost_test";
    static final List<Class<?>> ENTITIES = List.of(Region.class, Account.class, Item.class, Comment.class, AuditNote.class);

    final DataSource dataSource;
    final Outbox outbox;
    final SessionFactory sessionFactory;
    final List<Long> signals = Collections.synchronizedList(new ArrayList<>());
    /** The sequences that waited at the sync gate. */
    final List<Long> synced = Collections.synchronizedList(new ArrayList<>());
    final ChangeSetCodec codec = new ChangeSetCodec();
    private final String pgSchema;

    private CaptureFixture(DataSource dataSource, String pgSchema, OutpostDescriptor descriptor) {
        this.dataSource = dataSource;
        this.pgSchema = pgSchema;
        this.outbox = new Outbox(dataSource);
        outbox.createIfAbsent();
        StandardServiceRegistry registry = new StandardServiceRegistryBuilder(
                new BootstrapServiceRegistryBuilder().applyIntegrator(new ReplicationIntegrator()).build())
                .applySetting(AvailableSettings.JAKARTA_NON_JTA_DATASOURCE, dataSource)
                .applySetting(AvailableSettings.HBM2DDL_AUTO, "create")
                .applySetting(ReplicationIntegrator.CAPTURE_SETTING, new CaptureBinding(descriptor, outbox, signals::add,
                        changeSet -> synced.add(changeSet.sequence())))
                .build();
        MetadataSources sources = new MetadataSources(registry);
        ENTITIES.forEach(sources::addAnnotatedClass);
        this.sessionFactory = sources.buildMetadata().buildSessionFactory();
    }

    /** Region, Account (all fields), Item (name and seller), Comment (invalidate); AuditNote not replicated. */
    static OutpostDescriptor descriptor() {
        return new OutpostDescriptor(List.of(
                replicated(Region.class, UpdateMode.ASYNC),
                replicated(Account.class, UpdateMode.SYNC),
                replicated(Item.class, UpdateMode.ASYNC, "name", "seller"),
                replicated(Comment.class, UpdateMode.INVALIDATE)), List.of(), List.of());
    }

    static ReplicatedEntity replicated(Class<?> type, UpdateMode mode, String... fields) {
        return new ReplicatedEntity(type.getName(), mode, List.of(fields), Optional.empty(), Optional.empty(),
                Origin.unspecified());
    }

    static CaptureFixture h2() {
        JdbcDataSource h2 = new JdbcDataSource();
        h2.setURL("jdbc:h2:mem:capture_" + UUID.randomUUID() + ";DB_CLOSE_DELAY=-1");
        return new CaptureFixture(h2, null, descriptor());
    }

    static CaptureFixture postgres() {
        String schema = "capture_" + UUID.randomUUID().toString().replace("-", "").substring(0, 12).toLowerCase(Locale.ROOT);
        try (Connection connection = DriverManager.getConnection(PG_URL, "outpost", "outpost");
             Statement statement = connection.createStatement()) {
            statement.executeUpdate("CREATE SCHEMA " + schema);
        } catch (SQLException e) {
            throw new IllegalStateException("PostgreSQL outpost_test is not reachable (run scripts/postgres.sh)", e);
        }
        PGSimpleDataSource pg = new PGSimpleDataSource();
        pg.setUrl(PG_URL + "?currentSchema=" + schema);
        pg.setUser("outpost");
        pg.setPassword("outpost");
        return new CaptureFixture(pg, schema, descriptor());
    }

    <T> T inTransaction(Function<Session, T> work) {
        try (Session session = sessionFactory.openSession()) {
            Transaction transaction = session.beginTransaction();
            try {
                T result = work.apply(session);
                transaction.commit();
                return result;
            } catch (RuntimeException e) {
                if (transaction.isActive()) {
                    transaction.rollback();
                }
                throw e;
            }
        }
    }

    void commit(Consumer<Session> work) {
        inTransaction(session -> {
            work.accept(session);
            return null;
        });
    }

    /** Runs the work, flushes it (so the listeners see it) and rolls back. */
    void rollback(Consumer<Session> work) {
        try (Session session = sessionFactory.openSession()) {
            Transaction transaction = session.beginTransaction();
            work.accept(session);
            session.flush();
            transaction.rollback();
        }
    }

    List<ChangeSet> changeSets() {
        List<ChangeSet> changeSets = new ArrayList<>();
        for (OutboxEntry entry : outbox.readFrom(1, 10_000)) {
            try {
                changeSets.add(entry.decode(codec));
            } catch (WireFormatException e) {
                throw new AssertionError(e);
            }
        }
        return changeSets;
    }

    @Override
    public void close() {
        sessionFactory.close();
        if (pgSchema != null) {
            try (Connection connection = DriverManager.getConnection(PG_URL, "outpost", "outpost");
                 Statement statement = connection.createStatement()) {
                statement.executeUpdate("DROP SCHEMA " + pgSchema + " CASCADE");
            } catch (SQLException e) {
                throw new IllegalStateException(e);
            }
        }
    }
}
