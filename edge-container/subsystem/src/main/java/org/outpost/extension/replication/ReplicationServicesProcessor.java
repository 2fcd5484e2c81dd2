// SPDX-License-Identifier: Apache-2.0
package org.outpost.extension.replication;

import java.util.ArrayList;
import java.util.List;

import org.jboss.as.jpa.service.PersistenceUnitServiceImpl;
import org.jboss.as.naming.deployment.ContextNames;
import org.jboss.as.server.deployment.DeploymentPhaseContext;
import org.jboss.as.server.deployment.DeploymentUnit;
import org.jboss.as.server.deployment.DeploymentUnitProcessor;
import org.jipijapa.plugin.spi.PersistenceUnitMetadata;
import org.jipijapa.plugin.spi.PersistenceUnitService;
import org.outpost.extension.server.OutpostServer;
import org.outpost.extension.server.ServerAttachments;
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
        OutpostServer server = unit.getAttachment(ServerAttachments.SERVER).get();
        for (MainReplication replication : mainReplications) {
            install(context, new MainRelay(replication, this.streams.acknowledgements(), server.configuration()),
                    replication.unit(), replication.dataSource().jndiName(), MainRelay.CONNECTION_FACTORY);
        }
        for (EdgeReplication replication : edgeReplications) {
            install(context, new EdgeStream(replication, server), replication.unit(), replication.store().jndiName());
        }
    }

    /** Installs the service running {@code stream} once its unit and the JNDI names it uses are up. */
    private void install(DeploymentPhaseContext context, UnitStream stream, PersistenceUnitMetadata unit, String... jndiNames) {
        ServiceDependency<PersistenceUnitService> persistenceUnit = ServiceDependency.on(PersistenceUnitServiceImpl.getPUServiceName(unit));
        List<ServiceDependency<?>> dependencies = new ArrayList<>(List.of(persistenceUnit));
        for (String jndiName : jndiNames) {
            dependencies.add(ServiceDependency.on(ContextNames.bindInfoFor(jndiName).getBinderServiceName()));
        }
        ServiceInstaller.builder(() -> {
                    stream.start(persistenceUnit.get().getEntityManagerFactory());
                    this.streams.add(stream);
                }, () -> {
                    this.streams.remove(stream);
                    stream.stop();
                })
                .requires(dependencies)
                .blocking()
                .build()
                .install(context);
    }
}
