// SPDX-License-Identifier: Apache-2.0
package org.outpost.extension.forwarding;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

import org.jboss.as.ee.component.ComponentDescription;
import org.jboss.as.ee.component.EEModuleDescription;
import org.jboss.as.ejb3.component.session.SessionBeanComponentDescription;
import org.jboss.as.server.deployment.Attachments;
import org.jboss.as.server.deployment.DeploymentPhaseContext;
import org.jboss.as.server.deployment.DeploymentUnit;
import org.jboss.as.server.deployment.DeploymentUnitProcessingException;
import org.jboss.as.server.deployment.DeploymentUnitProcessor;

/**
 * Fails a deployment that declares {@code execute-at="main"} methods of a class that is no session bean of it: such
 * methods would silently run at the edge. Runs on the top-level unit once every module described its components.
 */
public final class ForwardingCheckProcessor implements DeploymentUnitProcessor {

    @Override
    public void deploy(DeploymentPhaseContext context) throws DeploymentUnitProcessingException {
        DeploymentUnit top = context.getDeploymentUnit();
        ForwardedFacades facades = top.getAttachment(ForwardingAttachments.FACADES);
        if (top.getParent() != null || facades == null) {
            return;
        }
        List<DeploymentUnit> units = new ArrayList<>();
        units.add(top);
        units.addAll(top.getAttachmentList(Attachments.SUB_DEPLOYMENTS));
        Set<String> sessionBeans = new HashSet<>();
        for (DeploymentUnit unit : units) {
            EEModuleDescription module = unit.getAttachment(org.jboss.as.ee.component.Attachments.EE_MODULE_DESCRIPTION);
            if (module != null) {
                for (ComponentDescription component : module.getComponentDescriptions()) {
                    if (component instanceof SessionBeanComponentDescription) {
                        sessionBeans.add(component.getComponentClassName());
                    }
                }
            }
        }
        for (String facade : facades.classes()) {
            if (!sessionBeans.contains(facade)) {
                throw ForwardingLogger.ROOT_LOGGER.notASessionBean(top.getName(), facade);
            }
        }
    }
}
