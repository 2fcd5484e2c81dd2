package org.outpost.extension.replication;

import java.util.List;

import org.jboss.as.jpa.service.PersistenceUnitServiceImpl;
import org.jboss.as.naming.deployment.ContextNames;
import org.jboss.as.server.deployment.DeploymentPhaseContext;
import org.jboss.as.server.deployment.DeploymentUnit;
import org.jboss.as.server.deployment.DeploymentUnitProcessor;
import org.jipijapa.plugin.spi.PersistenceUnitMetadata;
import org.jipijapa.plugin.spi.PersistenceUnitService;
import org.outpost.extension.OutpostServer;
import org.wildfly.subsystem.service.ServiceDependency;
import org.wildfly.subsystem.service.ServiceInstaller;

/**
 * Installs the services of a deployment's change streams, one per persistence unit, each started once the unit is up:
 * on main its relay (after the unit's datasource and the JMS connection factory are bound), on an edge its
 * subscription and apply (after the replica store is bound). The deployment completes only when they run.
 */
public final class ReplicationServicesProcessor implements DeploymentUnitProcessor {

    private final ReplicationStreams streams;

    public ReplicationServicesProcessor(ReplicationStreams streams) {
        this.streams = streams;
    }

    @Override
    public void deploy(DeploymentPhaseContext context) {
        DeploymentUnit unit = context.getDeploymentUnit();
        List<MainReplication> mainReplications = unit.getAttachmentList(ReplicationAttachments.MAIN_REPLICATIONS);
        List<EdgeReplication> edgeReplications = unit.getAttachmentList(ReplicationAttachments.EDGE_REPLICATIONS);
        if (mainReplications.isEmpty() && edgeReplications.isEmpty()) {
            return;
        }
        OutpostServer server = unit.getAttachment(ReplicationAttachments.SERVER).get();
        for (MainReplication replication : mainReplications) {
            MainRelay relay = new MainRelay(replication, this.streams.acknowledgements(), server.configuration());
            ServiceDependency<PersistenceUnitService> persistenceUnit = persistenceUnit(replication.unit());
            ServiceInstaller.builder(() -> {
                        relay.start(persistenceUnit.get().getEntityManagerFactory());
                        this.streams.add(relay);
                    }, () -> {
                        this.streams.remove(relay);
                        relay.stop();
                    })
                    .requires(List.of(persistenceUnit, boundAt(replication.dataSource().jndiName()), boundAt(MainRelay.CONNECTION_FACTORY)))
                    .blocking()
                    .build()
                    .install(context);
        }
        for (EdgeReplication replication : edgeReplications) {
            EdgeStream stream = new EdgeStream(replication, server);
            ServiceDependency<PersistenceUnitService> persistenceUnit = persistenceUnit(replication.unit());
            ServiceInstaller.builder(() -> {
                        stream.start(persistenceUnit.get().getEntityManagerFactory());
                        this.streams.add(stream);
                    }, () -> {
                        this.streams.remove(stream);
                        stream.stop();
                    })
                    .requires(List.of(persistenceUnit, boundAt(replication.store().jndiName())))
                    .blocking()
                    .build()
                    .install(context);
        }
    }

    private static ServiceDependency<PersistenceUnitService> persistenceUnit(PersistenceUnitMetadata unit) {
        return ServiceDependency.on(PersistenceUnitServiceImpl.getPUServiceName(unit));
    }

    private static ServiceDependency<Object> boundAt(String jndiName) {
        return ServiceDependency.on(ContextNames.bindInfoFor(jndiName).getBinderServiceName());
    }
}
