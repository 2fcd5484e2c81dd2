// SPDX-License-Identifier: Apache-2.0
package org.outpost.extension.replication;

import org.jipijapa.plugin.spi.PersistenceUnitMetadata;
import org.outpost.changestream.capture.CaptureBinding;
import org.outpost.changestream.capture.ReplicationIntegrator;
import org.outpost.changestream.http.ChangeStreamPaths;
import org.outpost.changestream.mapping.StreamTables;
import org.outpost.changestream.outbox.Outbox;
import org.outpost.changestream.wire.ChangeSetCodec;
import org.outpost.descriptor.OutpostDescriptor;
import org.outpost.querycache.hibernate.KeyColumns;

/**
 * Main's side of one persistence unit: its changes to replicated entities are captured into the outbox of the unit's
 * own datasource, in the committing transaction.
 *
 * @param unit the persistence unit, as WildFly parsed it
 * @param stream the unit's stream id, which the edges' units of the same name follow
 * @param dataSource the unit's datasource
 * @param outbox the outbox in that datasource
 * @param descriptor the deployment's merged descriptor
 * @param signal tells the relay, once it runs, that a transaction committed
 * @param syncGate holds a writer of a sync entity, once main's acknowledgement consumer runs
 * @param keyColumns the columns whose old values the unit's change sets carry, given by the query cache
 */
record MainReplication(PersistenceUnitMetadata unit, String stream, JndiDataSource dataSource, Outbox outbox,
                       OutpostDescriptor descriptor, DeferredRelaySignal signal, DeferredSyncGate syncGate,
                       KeyColumns keyColumns) {

    String persistenceUnit() {
        return unit.getScopedPersistenceUnitName();
    }

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
        String stream = ChangeStreamPaths.streamId(unit.getScopedPersistenceUnitName());
        Outbox outbox = new Outbox(jndiDataSource, StreamTables.prefix(stream), new ChangeSetCodec());
        MainReplication replication = new MainReplication(unit, stream, jndiDataSource, outbox, descriptor,
                new DeferredRelaySignal(), new DeferredSyncGate(), new KeyColumns());
        try {
            ReplicationIntegrator.bind(unit.getProperties(), new CaptureBinding(descriptor, replication.outbox(),
                    replication.signal(), replication.syncGate(), replication.keyColumns()));
        } catch (IllegalStateException e) {
            throw new IllegalStateException("Persistence unit " + unit.getScopedPersistenceUnitName() + ": " + e.getMessage(), e);
        }
        return replication;
    }
}
