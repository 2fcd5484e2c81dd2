// SPDX-License-Identifier: Apache-2.0
package org.outpost.changestream.capture;

import java.math.BigDecimal;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.Set;
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
import org.outpost.changestream.model.ChangeSet;
import org.outpost.changestream.outbox.Outbox;
import org.outpost.changestream.outbox.OutboxEntry;
import org.outpost.changestream.wire.ChangeSetCodec;
import org.outpost.changestream.wire.WireFormatException;
import org.outpost.descriptor.Origin;
import org.outpost.descriptor.OutpostDescriptor;
import org.outpost.descriptor.ReplicatedEntity;
import org.postgresql.ds.PGSimpleDataSource;

/**
 * Hibernate 6.6 in Java SE with the test entities, the {@link ReplicationIntegrator} and an outbox in the same
 * database (an H2 in-memory database, or a schema of its own in PostgreSQL's {@code outpost_test}, dropped on close).
 * Public, with a small workload of its entities, for the tests of other packages that need a capturing main.
 */
public final class CaptureFixture implements AutoCloseable {

    public static final String PG_URL = "jdbc:postgresql://127.0.0.1:5432/outpost_test";
    public static final List<Class<?>> ENTITIES = List.of(Region.class, Account.class, Item.class, Comment.class, AuditNote.class);

    public final DataSource dataSource;
    public final Outbox outbox;
    public final SessionFactory sessionFactory;
    final List<Long> signals = Collections.synchronizedList(new ArrayList<>());
    /** The sequences signalled to the relay as awaited (to be published at once). */
    final List<Long> awaited = Collections.synchronizedList(new ArrayList<>());
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
                .applySetting(ReplicationIntegrator.CAPTURE_SETTING, new CaptureBinding(descriptor, outbox, this::signal,
                        changeSet -> synced.add(changeSet.sequence()), CaptureFixture::keyColumns))
                .build();
        MetadataSources sources = new MetadataSources(registry);
        ENTITIES.forEach(sources::addAnnotatedClass);
        this.sessionFactory = sources.buildMetadata().buildSessionFactory();
    }

    private void signal(long sequence, boolean awaitedByAnyone) {
        signals.add(sequence);
        if (awaitedByAnyone) {
            awaited.add(sequence);
        }
    }

    /** The columns whose values before a change it carries: an account's region and nick name, as query keys. */
    static Set<String> keyColumns(String entityName) {
        return entityName.equals(Account.class.getName()) ? Set.of("region_id", "nick_name") : Set.of();
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
        return h2(descriptor());
    }

    static CaptureFixture h2(OutpostDescriptor descriptor) {
        JdbcDataSource h2 = new JdbcDataSource();
        h2.setURL("jdbc:h2:mem:capture_" + UUID.randomUUID() + ";DB_CLOSE_DELAY=-1");
        return new CaptureFixture(h2, null, descriptor);
    }

    public static CaptureFixture postgres() {
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

    public <T> T inTransaction(Function<Session, T> work) {
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

    public void commit(Consumer<Session> work) {
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

    public List<ChangeSet> changeSets() {
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

    /**
     * Commits an account with every mapped kind of value ({@link ChangeCaptureTest#newAccount}) but the given nick
     * name and balance, in region {@code regionId}, which is committed first in the same transaction if absent.
     *
     * @return the account's generated id
     */
    public long commitAccount(int regionId, String nickName, BigDecimal balance) {
        return inTransaction(session -> {
            Region region = session.get(Region.class, regionId);
            if (region == null) {
                region = new Region(regionId, "region " + regionId);
                session.persist(region);
            }
            Account account = ChangeCaptureTest.newAccount(region);
            account.nickName = nickName;
            account.balance = balance;
            session.persist(account);
            return account.id;
        });
    }

    /** Commits a new balance and last login of an account (an update of two columns and the version). */
    public void commitBalance(long accountId, BigDecimal balance) {
        commit(session -> {
            Account account = session.get(Account.class, accountId);
            account.balance = balance;
            account.lastLogin = account.lastLogin.plusMinutes(1);
        });
    }

    /** Commits the deletion of an account. */
    public void commitAccountDeletion(long accountId) {
        commit(session -> session.remove(session.get(Account.class, accountId)));
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
