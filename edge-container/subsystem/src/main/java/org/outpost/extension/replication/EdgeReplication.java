// SPDX-License-Identifier: Apache-2.0
package org.outpost.extension.replication;

import java.util.List;
import java.util.Properties;

import org.jipijapa.plugin.spi.PersistenceUnitMetadata;
import org.outpost.changestream.edge.EdgeIntegrator;
import org.outpost.changestream.http.ChangeStreamPaths;
import org.outpost.descriptor.OutpostDescriptor;

/**
 * An edge's side of one persistence unit: the unit reads the replica store, which the edge keeps in step with the
 * stream of the same unit on main.
 *
 * @param unit       the persistence unit, as WildFly parsed it
 * @param stream     the unit's stream, the same name main gives it
 * @param store      the replica store
 * @param descriptor the deployment's merged descriptor
 * @param lateListeners listeners of the applied change sets that come with the unit's session factory
 */
record EdgeReplication(PersistenceUnitMetadata unit, String stream, JndiDataSource store, OutpostDescriptor descriptor,
                       LateApplyListeners lateListeners) {

    /**
     * Hibernate settings an edge drops from a unit: its replica store has Outpost's tables only (created from the
     * mapping by Outpost, not by schema generation), and its dialect is the store's, detected.
     */
    static final List<String> MAIN_ONLY_PROPERTIES = List.of("hibernate.hbm2ddl.auto", "hibernate.dialect",
            "jakarta.persistence.schema-generation.database.action", "javax.persistence.schema-generation.database.action",
            "jakarta.persistence.schema-generation.create-source", "jakarta.persistence.schema-generation.drop-source",
            "jakarta.persistence.sql-load-script-source", "hibernate.hbm2ddl.import_files",
            "jakarta.persistence.database-product-name", "hibernate.default_schema");

    String persistenceUnit() {
        return unit.getScopedPersistenceUnitName();
    }

    /**
     * Points the persistence unit at the replica store, drops its schema generation and dialect, and registers the
     * edge guards.
     */
    static EdgeReplication bind(PersistenceUnitMetadata unit, OutpostDescriptor descriptor, String replicaStore) {
        unit.setJtaDataSourceName(replicaStore);
        unit.setNonJtaDataSourceName(null);
        Properties properties = unit.getProperties();
        MAIN_ONLY_PROPERTIES.forEach(properties::remove);
        try {
            EdgeIntegrator.bind(properties, descriptor);
        } catch (IllegalStateException e) {
            throw new IllegalStateException("Persistence unit " + unit.getScopedPersistenceUnitName() + ": " + e.getMessage(), e);
        }
        return new EdgeReplication(unit, ChangeStreamPaths.streamId(unit.getScopedPersistenceUnitName()),
                new JndiDataSource(replicaStore), descriptor, new LateApplyListeners());
    }
}
