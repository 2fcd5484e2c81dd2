package org.outpost.extension.replication;

import org.jboss.as.naming.deployment.ContextNames;
import org.jboss.as.server.deployment.DeploymentPhaseContext;
import org.jboss.as.server.deployment.DeploymentUnit;
import org.jboss.as.server.deployment.DeploymentUnitProcessor;
import java.util.List;

import org.wildfly.subsystem.service.ServiceDependency;
import org.wildfly.subsystem.service.ServiceInstaller;

/**
 * Installs the services of a deployment's change stream: on main, one relay per persistence unit, started once the
 * unit's datasource and the JMS connection factory are bound. The deployment completes only when they run.
 */
public final class ReplicationServicesProcessor implements DeploymentUnitProcessor {

    @Override
    public void deploy(DeploymentPhaseContext context) {
        DeploymentUnit unit = context.getDeploymentUnit();
        for (MainReplication replication : unit.getAttachmentList(ReplicationAttachments.MAIN_REPLICATIONS)) {
            MainRelay relay = new MainRelay(replication);
            ServiceInstaller.builder(relay::start, relay::stop)
                    .requires(List.of(boundAt(replication.dataSource().jndiName()), boundAt(MainRelay.CONNECTION_FACTORY)))
                    .blocking()
                    .build()
                    .install(context);
        }
    }

    private static ServiceDependency<Object> boundAt(String jndiName) {
        return ServiceDependency.on(ContextNames.bindInfoFor(jndiName).getBinderServiceName());
    }
}
