// SPDX-License-Identifier: Apache-2.0
package org.outpost.extension.server;

import org.jboss.as.controller.capability.CapabilityServiceSupport;
import org.jboss.as.server.deployment.Attachments;
import org.jboss.as.server.deployment.DeploymentPhaseContext;
import org.jboss.as.server.deployment.DeploymentUnit;
import org.jboss.as.server.deployment.DeploymentUnitProcessor;
import org.wildfly.service.ServiceDependency;

/**
 * Makes a top-level deployment's later phases wait for this server's {@link OutpostServer}, and attaches it.
 */
public final class OutpostServerDependencyProcessor implements DeploymentUnitProcessor {

    @Override
    public void deploy(DeploymentPhaseContext context) {
        DeploymentUnit unit = context.getDeploymentUnit();
        if (unit.getParent() != null) {
            return;
        }
        CapabilityServiceSupport support = unit.getAttachment(Attachments.CAPABILITY_SERVICE_SUPPORT);
        ServiceDependency<OutpostServer> server = ServiceDependency.on(support.getCapabilityServiceName(OutpostServer.SERVICE_DESCRIPTOR));
        context.requires(server);
        unit.putAttachment(ServerAttachments.SERVER, server);
    }

    @Override
    public void undeploy(DeploymentUnit unit) {
        unit.removeAttachment(ServerAttachments.SERVER);
    }
}
