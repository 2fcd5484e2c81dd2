// SPDX-License-Identifier: Apache-2.0
package org.outpost.extension.forwarding;

import org.jboss.as.server.deployment.Attachments;
import org.jboss.as.server.deployment.DeploymentPhaseContext;
import org.jboss.as.server.deployment.DeploymentUnit;
import org.jboss.as.server.deployment.DeploymentUnitProcessor;
import org.jboss.as.server.deployment.module.ModuleDependency;
import org.jboss.as.server.deployment.module.ModuleSpecification;
import org.jboss.modules.Module;
import org.outpost.descriptor.OutpostDescriptor;
import org.outpost.extension.descriptor.DescriptorAttachments;

/**
 * For a deployment whose descriptor runs façade methods on main: attaches its {@link ForwardedFacades}; for it and
 * for one with {@code source="main"} cacheable queries (main's gateway answers them): makes the module
 * {@value #FORWARDING_MODULE} (the gateway bean, its remote view, the exceptions callers may catch) visible to it and
 * to each of its subdeployments.
 */
public final class ForwardingDependencyProcessor implements DeploymentUnitProcessor {

    static final String FORWARDING_MODULE = "org.outpost.forwarding.api";

    @Override
    public void deploy(DeploymentPhaseContext context) {
        DeploymentUnit unit = context.getDeploymentUnit();
        OutpostDescriptor descriptor = unit.getAttachment(DescriptorAttachments.EFFECTIVE_DESCRIPTOR);
        if (unit.getParent() != null || descriptor == null) {
            return;
        }
        ForwardedFacades facades = ForwardedFacades.of(descriptor);
        if (facades.isEmpty() && !QueryGateways.declared(descriptor)) {
            return;
        }
        if (!facades.isEmpty()) {
            unit.putAttachment(ForwardingAttachments.FACADES, facades);
        }
        addForwardingModule(unit);
        for (DeploymentUnit sub : unit.getAttachmentList(Attachments.SUB_DEPLOYMENTS)) {
            addForwardingModule(sub);
        }
    }

    private static void addForwardingModule(DeploymentUnit unit) {
        ModuleSpecification specification = unit.getAttachment(Attachments.MODULE_SPECIFICATION);
        specification.addSystemDependency(ModuleDependency.Builder.of(Module.getBootModuleLoader(), FORWARDING_MODULE).build());
    }

    @Override
    public void undeploy(DeploymentUnit unit) {
        unit.removeAttachment(ForwardingAttachments.FACADES);
    }
}
