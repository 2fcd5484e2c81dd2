// SPDX-License-Identifier: Apache-2.0
package org.outpost.extension.forwarding;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;

import org.jboss.as.ee.component.ComponentDescription;
import org.jboss.as.ee.component.EEModuleDescription;
import org.jboss.as.ejb3.component.session.SessionBeanComponentDescription;
import org.jboss.as.server.deployment.DeploymentUnit;
import org.jboss.as.server.deployment.DeploymentUnitProcessingException;
import org.outpost.extension.descriptor.OutpostDeployment;

/**
 * The session beans of one module whose façade forwards something, as the forwarding processors of main
 * ({@link MainGatewayProcessor}) and of an edge ({@link EdgeForwardingProcessor}) find them.
 *
 * @param deployment the Outpost deployment
 * @param module     the module's EE description
 * @param facades    the deployment's forwarding façades
 * @param beans      the module's beans that forward something; never empty
 */
record ForwardedBeans(OutpostDeployment deployment, EEModuleDescription module, ForwardedFacades facades,
                      List<SessionBeanComponentDescription> beans) {

    /**
     * The forwarding beans of {@code unit}, when it is a module of an Outpost deployment with some.
     *
     * @throws DeploymentUnitProcessingException when a forwarding façade is not a stateless or singleton session bean
     */
    static Optional<ForwardedBeans> of(DeploymentUnit unit) throws DeploymentUnitProcessingException {
        Optional<OutpostDeployment> deployment = OutpostDeployment.of(unit);
        EEModuleDescription module = unit.getAttachment(org.jboss.as.ee.component.Attachments.EE_MODULE_DESCRIPTION);
        ForwardedFacades facades = deployment.map(d -> d.top().getAttachment(ForwardingAttachments.FACADES)).orElse(null);
        if (facades == null || module == null) {
            return Optional.empty();
        }
        List<SessionBeanComponentDescription> beans = new ArrayList<>();
        for (ComponentDescription component : module.getComponentDescriptions()) {
            if (facades.of(component.getComponentClassName()).isEmpty()) {
                continue;
            }
            String name = deployment.get().top().getName();
            if (!(component instanceof SessionBeanComponentDescription bean)) {
                throw ForwardingLogger.ROOT_LOGGER.notASessionBean(name, component.getComponentClassName());
            }
            if (bean.getSessionBeanType() == SessionBeanComponentDescription.SessionBeanType.STATEFUL) {
                throw ForwardingLogger.ROOT_LOGGER.statefulFacade(name, bean.getComponentClassName(), bean.getComponentName());
            }
            beans.add(bean);
        }
        return beans.isEmpty() ? Optional.empty() : Optional.of(new ForwardedBeans(deployment.get(), module, facades, List.copyOf(beans)));
    }

    /** The beans and what each forwards, for the log. */
    String describe() {
        Set<String> described = new TreeSet<>();
        for (SessionBeanComponentDescription bean : this.beans) {
            this.facades.of(bean.getComponentClassName()).ifPresent(facade -> described.add(bean.getComponentName()
                    + (facade.executeAt().isPresent() ? " (execute-at=" + facade.executeAt().get().token() + ")" : "")
                    + facade.methods().stream().map(method -> method.name() + "=" + method.executeAt().token()).toList()));
        }
        return String.join(", ", described);
    }
}
