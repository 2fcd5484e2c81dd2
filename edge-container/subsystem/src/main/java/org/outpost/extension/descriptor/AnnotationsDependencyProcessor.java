// SPDX-License-Identifier: Apache-2.0
package org.outpost.extension.descriptor;

import org.jboss.as.server.deployment.Attachments;
import org.jboss.as.server.deployment.DeploymentPhaseContext;
import org.jboss.as.server.deployment.DeploymentUnitProcessor;
import org.jboss.as.server.deployment.module.ModuleDependency;
import org.jboss.as.server.deployment.module.ModuleSpecification;
import org.jboss.modules.Module;

/**
 * Makes the Outpost annotations ({@code org.outpost.annotation}) visible to every deployment, so applications
 * need not bundle them.
 */
public final class AnnotationsDependencyProcessor implements DeploymentUnitProcessor {

    static final String DESCRIPTORS_MODULE = "org.outpost.descriptors";

    @Override
    public void deploy(DeploymentPhaseContext context) {
        ModuleSpecification specification = context.getDeploymentUnit().getAttachment(Attachments.MODULE_SPECIFICATION);
        specification.addSystemDependency(ModuleDependency.Builder.of(Module.getBootModuleLoader(), DESCRIPTORS_MODULE).build());
    }
}
