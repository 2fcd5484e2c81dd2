// SPDX-License-Identifier: Apache-2.0
package org.outpost.bench.inprocess;

import java.sql.Connection;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

import javax.sql.DataSource;

import jakarta.persistence.SharedCacheMode;

import org.h2.jdbcx.JdbcDataSource;
import org.hibernate.SessionFactory;
import org.hibernate.boot.MetadataSources;
import org.hibernate.boot.registry.BootstrapServiceRegistryBuilder;
import org.hibernate.boot.registry.StandardServiceRegistryBuilder;
import org.hibernate.cfg.AvailableSettings;
import org.hibernate.jpa.boot.internal.EntityManagerFactoryBuilderImpl;
import org.hibernate.jpa.boot.spi.IntegratorProvider;
import org.outpost.testsupport.hibernate.MapRegionFactory;

/** A persistence unit as a Hibernate session factory on an H2 database, as main or an edge has it. */
public final class HibernateUnits {

    private HibernateUnits() {
    }

    /** A new H2 in-memory database, kept until the JVM ends or it is shut down. */
    public static JdbcDataSource database(String name) {
        JdbcDataSource h2 = new JdbcDataSource();
        h2.setURL("jdbc:h2:mem:" + name + ";DB_CLOSE_DELAY=-1");
        h2.setUser("sa");
        return h2;
    }

    /**
     * The unit of {@code entities} on {@code database}, with Hibernate's statistics, a second-level cache in maps and
     * its query result cache on, the integrators that {@code settings} registers (as Outpost's subsystem registers
     * them), and {@code settings}.
     *
     * @param createTables  whether Hibernate creates the tables (main) or they exist (an edge's replica store)
     * @param cacheEntities whether every entity goes into the second-level cache too (what a Hibernate application
     *                      using its query cache does, so that a hit does not load its entities one by one)
     */
    public static SessionFactory sessionFactory(DataSource database, List<Class<?>> entities, Map<Object, Object> settings,
            boolean createTables, boolean cacheEntities) {
        Map<Object, Object> all = new HashMap<>(settings);
        all.put(AvailableSettings.JAKARTA_NON_JTA_DATASOURCE, database);
        all.put(AvailableSettings.HBM2DDL_AUTO, createTables ? "create" : "none");
        all.put(AvailableSettings.GENERATE_STATISTICS, true);
        all.put(AvailableSettings.LOG_SESSION_METRICS, false);
        all.put(AvailableSettings.CACHE_REGION_FACTORY, new MapRegionFactory());
        all.put(AvailableSettings.USE_QUERY_CACHE, true);
        all.put(AvailableSettings.JSON_FORMAT_MAPPER, new NoJsonFormatMapper());
        all.put(AvailableSettings.JAKARTA_SHARED_CACHE_MODE,
                cacheEntities ? SharedCacheMode.ALL : SharedCacheMode.ENABLE_SELECTIVE);
        BootstrapServiceRegistryBuilder bootstrap = new BootstrapServiceRegistryBuilder();
        if (all.get(EntityManagerFactoryBuilderImpl.INTEGRATOR_PROVIDER) instanceof IntegratorProvider provider) {
            provider.getIntegrators().forEach(bootstrap::applyIntegrator);
        }
        StandardServiceRegistryBuilder registry = new StandardServiceRegistryBuilder(bootstrap.build());
        all.forEach((name, value) -> registry.applySetting((String) name, value));
        MetadataSources sources = new MetadataSources(registry.build());
        entities.forEach(sources::addAnnotatedClass);
        return sources.buildMetadata().buildSessionFactory();
    }

    /** Shuts an H2 database down (an in-memory one is dropped). */
    public static void shutdown(DataSource database) throws SQLException {
        try (Connection connection = database.getConnection(); Statement statement = connection.createStatement()) {
            statement.execute("shutdown");
        }
    }
}
