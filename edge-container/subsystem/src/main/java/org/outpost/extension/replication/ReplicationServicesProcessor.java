package org.outpost.extension.replication;

import org.jboss.as.naming.deployment.ContextNames;
import org.jboss.as.server.deployment.DeploymentPhaseContext;
import org.jboss.as.server.deployment.DeploymentUnit;
import org.jboss.as.server.deployment.DeploymentUnitProcessor;
import org.outpost.extension.OutpostLogger;
import org.wildfly.subsystem.service.ServiceDependency;
import org.wildfly.subsystem.service.ServiceInstaller;

/**
 * Installs the services of a deployment's change stream: on main, one per persistence unit that creates the outbox
 * (if absent) once the unit's datasource is bound. The deployment completes only when they run.
 */
public final class ReplicationServicesProcessor implements DeploymentUnitProcessor {

    @Override
    public void deploy(DeploymentPhaseContext context) {
        DeploymentUnit unit = context.getDeploymentUnit();
        for (MainReplication replication : unit.getAttachmentList(ReplicationAttachments.MAIN_REPLICATIONS)) {
            ServiceInstaller.builder(() -> start(replication), () -> OutpostLogger.ROOT_LOGGER.outboxStopped(replication.persistenceUnit()))
                    .requires(ServiceDependency.on(ContextNames.bindInfoFor(replication.dataSource().jndiName()).getBinderServiceName()))
                    .blocking()
                    .build()
                    .install(context);
        }
    }

    private static void start(MainReplication replication) {
        replication.outbox().createIfAbsent();
        OutpostLogger.ROOT_LOGGER.outboxReady(replication.persistenceUnit(), replication.outbox().table(), replication.outbox().lastSequence());
    }
}
