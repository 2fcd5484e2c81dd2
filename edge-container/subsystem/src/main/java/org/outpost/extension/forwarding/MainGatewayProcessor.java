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
import org.outpost.extension.descriptor.OutpostDeployment;
import org.outpost.extension.querycache.QueryCaches;
import org.outpost.extension.replication.ReplicationStreams;
import org.outpost.extension.server.Role;
import org.outpost.forwarding.api.ForwardedCalls;
import org.outpost.forwarding.api.ForwardingGateway;

/**
 * On main, once a module's EJB components are described and before their views are: adds the gateway bean
 * ({@link ForwardingGateway}, remote view {@link ForwardedCalls}, bean-managed so that it holds no transaction) to each
 * module holding a forwarded façade, with {@link MainForwardingInterceptor} on its {@code invoke}, and to each module
 * whose gateway answers the edges' {@code source="main"} queries ({@link QueryGateways}), with
 * {@link MainQueryInterceptor} on its {@code query}. Its counterpart on an edge is {@link EdgeForwardingProcessor}.
 */
public final class MainGatewayProcessor implements DeploymentUnitProcessor {

    /** The gateway's business methods, which its interceptors replace. */
    private static final Method INVOKE = method("invoke");
    private static final Method QUERY = method("query");

    private final int viewPriority;
    private final ReplicationStreams streams;
    private final ForwardingStatistics statistics;
    private final QueryCaches queryCaches;

    public MainGatewayProcessor(int viewPriority, ReplicationStreams streams, ForwardingStatistics statistics,
            QueryCaches queryCaches) {
        this.viewPriority = viewPriority;
        this.streams = streams;
        this.statistics = statistics;
        this.queryCaches = queryCaches;
    }

    private static Method method(String name) {
        return Arrays.stream(ForwardedCalls.class.getMethods()).filter(method -> method.getName().equals(name))
                .findFirst().orElseThrow();
    }

    @Override
    public void deploy(DeploymentPhaseContext context) throws DeploymentUnitProcessingException {
        DeploymentUnit unit = context.getDeploymentUnit();
        Optional<OutpostDeployment> outpost = OutpostDeployment.of(unit);
        if (outpost.isEmpty() || outpost.get().server().configuration().role() != Role.MAIN) {
            return;
        }
        Optional<ForwardedBeans> forwarded = ForwardedBeans.of(unit);
        EEModuleDescription module = unit.getAttachment(org.jboss.as.ee.component.Attachments.EE_MODULE_DESCRIPTION);
        boolean answersQueries = QueryGateways.answeredBy(outpost.get().descriptor(), module);
        if (forwarded.isEmpty() && !answersQueries) {
            return;
        }
        String deployment = outpost.get().top().getName();
        if (module.hasComponent(ForwardedCalls.GATEWAY_BEAN)) {
            throw ForwardingLogger.ROOT_LOGGER.gatewayNameTaken(module.getModuleName(), deployment, ForwardedCalls.GATEWAY_BEAN);
        }
        EjbJarDescription ejbJar = unit.getAttachment(EjbDeploymentAttachmentKeys.EJB_JAR_DESCRIPTION);
        StatelessComponentDescription gateway = new StatelessComponentDescription(ForwardedCalls.GATEWAY_BEAN,
                ForwardingGateway.class.getName(), ejbJar, unit, null, false);
        gateway.setTransactionManagementType(TransactionManagementType.BEAN);
        ejbJar.getEEModuleDescription().addComponent(gateway);
        ForwardedFacades facades = forwarded.map(ForwardedBeans::facades)
                .orElseGet(() -> ForwardedFacades.of(outpost.get().descriptor()));
        gateway.getConfigurators().addLast((phaseContext, description, configuration) -> {
            Map<String, String> beanClasses = new TreeMap<>();
            for (ComponentDescription component : module.getComponentDescriptions()) {
                beanClasses.put(component.getComponentName(), component.getComponentClassName());
            }
            MainForwardingInterceptor calls = new MainForwardingInterceptor(deployment, beanClasses, facades, this.streams, this.statistics);
            MainQueryInterceptor queries = new MainQueryInterceptor(deployment, this.queryCaches, this.statistics);
            for (ViewConfiguration view : configuration.getViews()) {
                if (view.getViewClass().getName().equals(ForwardedCalls.class.getName())) {
                    for (Method method : view.getProxyFactory().getCachedMethods()) {
                        if (matches(method, INVOKE)) {
                            view.addViewInterceptor(method, new ImmediateInterceptorFactory(calls), this.viewPriority);
                        } else if (matches(method, QUERY)) {
                            view.addViewInterceptor(method, new ImmediateInterceptorFactory(queries), this.viewPriority);
                        }
                    }
                }
            }
        });
        ForwardingLogger.ROOT_LOGGER.gatewayInstalled(module.getModuleName(), deployment, ForwardedCalls.EDGE_ROLE,
                forwarded.map(ForwardedBeans::describe).orElse("") + (answersQueries ? " source=\"main\" queries" : ""));
    }

    private static boolean matches(Method method, Method gatewayMethod) {
        return method.getName().equals(gatewayMethod.getName()) && Arrays.equals(method.getParameterTypes(), gatewayMethod.getParameterTypes());
    }
}
