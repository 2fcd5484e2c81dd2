// SPDX-License-Identifier: Apache-2.0
package org.outpost.changestream.edge;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.sql.Connection;
import java.sql.Statement;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.UUID;

import jakarta.persistence.EntityManager;
import jakarta.persistence.EntityManagerFactory;
import jakarta.persistence.PersistenceException;

import org.h2.jdbcx.JdbcDataSource;
import org.hibernate.cfg.AvailableSettings;
import org.hibernate.jpa.boot.internal.ParsedPersistenceXmlDescriptor;
import org.hibernate.jpa.boot.spi.Bootstrap;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.outpost.annotation.UpdateMode;
import org.outpost.descriptor.Origin;
import org.outpost.descriptor.OutpostDescriptor;
import org.outpost.descriptor.ReplicatedEntity;

/**
 * A persistence unit bound as an edge's, bootstrapped the way WildFly does (Jakarta Persistence container bootstrap
 * with the unit's properties) on an H2 replica store that has the replicated table only.
 */
class EdgeIntegratorTest {

    private EntityManagerFactory factory;

    @BeforeEach
    void bootEdgeUnit() throws Exception {
        JdbcDataSource store = new JdbcDataSource();
        store.setURL("jdbc:h2:mem:edge_" + UUID.randomUUID() + ";DB_CLOSE_DELAY=-1");
        try (Connection connection = store.getConnection(); Statement ddl = connection.createStatement()) {
            ddl.execute("create table Shelf (id integer primary key, label varchar(255))");
            ddl.execute("insert into Shelf values (1, 'one')");
        }
        ParsedPersistenceXmlDescriptor unit = new ParsedPersistenceXmlDescriptor(
                EdgeIntegratorTest.class.getProtectionDomain().getCodeSource().getLocation());
        unit.setName("edge-test");
        unit.addClasses(Shelf.class.getName(), Ledger.class.getName());
        unit.setExcludeUnlistedClasses(true);
        Map<Object, Object> properties = new HashMap<>();
        properties.put(AvailableSettings.JAKARTA_NON_JTA_DATASOURCE, store);
        EdgeIntegrator.bind(properties, new OutpostDescriptor(List.of(new ReplicatedEntity(Shelf.class.getName(),
                UpdateMode.ASYNC, List.of(), Optional.empty(), Optional.empty(), Origin.unspecified())), List.of(),
                List.of()));
        factory = Bootstrap.getEntityManagerFactoryBuilder(unit, properties).build();
    }

    @AfterEach
    void close() {
        factory.close();
    }

    @Test
    void replicatedEntitiesAreReadLocally() {
        try (EntityManager em = factory.createEntityManager()) {
            assertEquals("one", em.find(Shelf.class, 1).label);
            assertEquals(1L, em.createQuery("select count(s) from Shelf s", Long.class).getSingleResult());
        }
    }

    @Test
    void readingAnEntityThatIsNotReplicatedFailsNamingItAndTheFix() {
        try (EntityManager em = factory.createEntityManager()) {
            PersistenceException e = assertThrows(PersistenceException.class,
                    () -> em.createQuery("select l from Ledger l", Ledger.class).getResultList());
            assertNamesFix(e, Ledger.class.getName(), "<replicated-entity class=\"" + Ledger.class.getName() + "\"/>");
            assertThrows(PersistenceException.class, () -> em.find(Ledger.class, 5L));
            assertThrows(PersistenceException.class, () -> em.createQuery(
                    "select s from Shelf s, Ledger l where s.label = l.entry", Shelf.class).getResultList());
        }
    }

    @Test
    void writingAReplicatedEntityFailsNamingItAndTheFix() {
        try (EntityManager em = factory.createEntityManager()) {
            em.getTransaction().begin();
            PersistenceException persist = assertThrows(PersistenceException.class, () -> em.persist(new Shelf(2, "two")));
            assertNamesFix(persist, Shelf.class.getName(), "execute-at=\"main\"");
            em.getTransaction().rollback();

            em.getTransaction().begin();
            Shelf shelf = em.find(Shelf.class, 1);
            assertThrows(PersistenceException.class, () -> em.remove(shelf));
            em.getTransaction().rollback();
        }
        try (EntityManager em = factory.createEntityManager()) {
            em.getTransaction().begin();
            em.find(Shelf.class, 1).label = "changed";
            PersistenceException update = assertThrows(PersistenceException.class, em::flush);
            assertNamesFix(update, Shelf.class.getName(), "read-only replica");
            em.getTransaction().rollback();
        }
    }

    private static void assertNamesFix(Throwable thrown, String entity, String fix) {
        Throwable cause = thrown;
        while (cause != null && !(cause instanceof EdgeAccessException)) {
            cause = cause.getCause();
        }
        String message = cause == null ? String.valueOf(thrown) : cause.getMessage();
        assertTrue(cause != null && message.contains(entity) && message.contains(fix), message);
    }
}
