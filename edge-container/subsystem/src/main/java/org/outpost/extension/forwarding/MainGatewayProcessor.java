// SPDX-License-Identifier: Apache-2.0
package org.outpost.extension.forwarding;

import java.lang.reflect.Method;
import java.util.Arrays;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;

import jakarta.ejb.TransactionManagementType;

import org.jboss.as.ee.component.ComponentDescription;
import org.jboss.as.ee.component.EEModuleDescription;
import org.jboss.as.ee.component.ViewConfiguration;
import org.jboss.as.ejb3.component.stateless.StatelessComponentDescription;
import org.jboss.as.ejb3.deployment.EjbDeploymentAttachmentKeys;
import org.jboss.as.ejb3.deployment.EjbJarDescription;
import org.jboss.as.server.deployment.DeploymentPhaseContext;
import org.jboss.as.server.deployment.DeploymentUnit;
import org.jboss.as.server.deployment.DeploymentUnitProcessingException;
import org.jboss.as.server.deployment.DeploymentUnitProcessor;
import org.jboss.invocation.ImmediateInterceptorFactory;
import org.outpost.extension.replication.ReplicationStreams;
import org.outpost.extension.server.Role;
import org.outpost.forwarding.api.ForwardedCalls;
import org.outpost.forwarding.api.ForwardingGateway;

/**
 * On main, once a module's EJB components are described and before their views are: adds the gateway bean
 * ({@link ForwardingGateway}, remote view {@link ForwardedCalls}, bean-managed so that it holds no transaction) to each
 * module holding a forwarded façade, with {@link MainForwardingInterceptor} on its view. Its counterpart on an edge is
 * {@link EdgeForwardingProcessor}.
 */
public final class MainGatewayProcessor implements DeploymentUnitProcessor {

    /** The gateway's one business method, which its interceptor replaces. */
    private static final Method INVOKE = Arrays.stream(ForwardedCalls.class.getMethods())
            .filter(method -> method.getName().equals("invoke"))
            .findFirst().orElseThrow();

    private final int viewPriority;
    private final ReplicationStreams streams;
    private final ForwardingStatistics statistics;

    public MainGatewayProcessor(int viewPriority, ReplicationStreams streams, ForwardingStatistics statistics) {
        this.viewPriority = viewPriority;
        this.streams = streams;
        this.statistics = statistics;
    }

    @Override
    public void deploy(DeploymentPhaseContext context) throws DeploymentUnitProcessingException {
        DeploymentUnit unit = context.getDeploymentUnit();
        Optional<ForwardedBeans> forwarded = ForwardedBeans.of(unit);
        if (forwarded.isEmpty() || forwarded.get().deployment().server().configuration().role() != Role.MAIN) {
            return;
        }
        EEModuleDescription module = forwarded.get().module();
        String deployment = forwarded.get().deployment().top().getName();
        if (module.hasComponent(ForwardedCalls.GATEWAY_BEAN)) {
            throw ForwardingLogger.ROOT_LOGGER.gatewayNameTaken(module.getModuleName(), deployment, ForwardedCalls.GATEWAY_BEAN);
        }
        EjbJarDescription ejbJar = unit.getAttachment(EjbDeploymentAttachmentKeys.EJB_JAR_DESCRIPTION);
        StatelessComponentDescription gateway = new StatelessComponentDescription(ForwardedCalls.GATEWAY_BEAN,
                ForwardingGateway.class.getName(), ejbJar, unit, null, false);
        gateway.setTransactionManagementType(TransactionManagementType.BEAN);
        ejbJar.getEEModuleDescription().addComponent(gateway);
        ForwardedFacades facades = forwarded.get().facades();
        gateway.getConfigurators().addLast((phaseContext, description, configuration) -> {
            Map<String, String> beanClasses = new TreeMap<>();
            for (ComponentDescription component : module.getComponentDescriptions()) {
                beanClasses.put(component.getComponentName(), component.getComponentClassName());
            }
            MainForwardingInterceptor interceptor = new MainForwardingInterceptor(deployment, beanClasses, facades, this.streams, this.statistics);
            for (ViewConfiguration view : configuration.getViews()) {
                if (view.getViewClass().getName().equals(ForwardedCalls.class.getName())) {
                    for (Method method : view.getProxyFactory().getCachedMethods()) {
                        if (method.getName().equals(INVOKE.getName()) && Arrays.equals(method.getParameterTypes(), INVOKE.getParameterTypes())) {
                            view.addViewInterceptor(method, new ImmediateInterceptorFactory(interceptor), this.viewPriority);
                        }
                    }
                }
            }
        });
        ForwardingLogger.ROOT_LOGGER.gatewayInstalled(module.getModuleName(), deployment, ForwardedCalls.EDGE_ROLE, forwarded.get().describe());
    }
}
