package org.outpost.extension.replication;

import org.jipijapa.plugin.spi.PersistenceUnitMetadata;
import org.outpost.descriptor.OutpostDescriptor;
import org.outpost.replication.capture.CaptureBinding;
import org.outpost.replication.capture.ReplicationIntegrator;
import org.outpost.replication.outbox.Outbox;

/**
 * Main's side of one persistence unit: its changes to replicated entities are captured into the outbox of the unit's
 * own datasource, in the committing transaction.
 *
 * @param persistenceUnit the scoped name of the persistence unit
 * @param dataSource the unit's datasource
 * @param outbox the outbox in that datasource
 * @param signal tells the relay, once it runs, that a transaction committed
 */
record MainReplication(String persistenceUnit, JndiDataSource dataSource, Outbox outbox, DeferredRelaySignal signal) {

    /**
     * Makes Hibernate capture the persistence unit's replicated entities: registers the capture integrator and binds
     * it to an outbox on the unit's datasource.
     */
    static MainReplication bind(PersistenceUnitMetadata unit, OutpostDescriptor descriptor) {
        String dataSource = unit.getJtaDataSourceName();
        if (dataSource == null) {
            throw new IllegalStateException("Persistence unit " + unit.getScopedPersistenceUnitName()
                    + " names no jta-data-source; Outpost keeps its outbox in the unit's own datasource");
        }
        JndiDataSource jndiDataSource = new JndiDataSource(dataSource);
        MainReplication replication = new MainReplication(unit.getScopedPersistenceUnitName(), jndiDataSource,
                new Outbox(jndiDataSource), new DeferredRelaySignal());
        try {
            ReplicationIntegrator.bind(unit.getProperties(), new CaptureBinding(descriptor, replication.outbox(), replication.signal()));
        } catch (IllegalStateException e) {
            throw new IllegalStateException("Persistence unit " + unit.getScopedPersistenceUnitName() + ": " + e.getMessage(), e);
        }
        return replication;
    }
}
