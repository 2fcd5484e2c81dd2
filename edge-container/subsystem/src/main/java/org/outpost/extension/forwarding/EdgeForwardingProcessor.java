// SPDX-License-Identifier: Apache-2.0
package org.outpost.extension.forwarding;

import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.util.Optional;

import jakarta.ejb.EJBHome;
import jakarta.ejb.EJBLocalHome;

import org.jboss.as.ee.component.ComponentConfiguration;
import org.jboss.as.ee.component.EEModuleDescription;
import org.jboss.as.ee.component.ViewConfiguration;
import org.jboss.as.ejb3.component.session.SessionBeanComponentDescription;
import org.jboss.as.server.deployment.DeploymentPhaseContext;
import org.jboss.as.server.deployment.DeploymentUnit;
import org.jboss.as.server.deployment.DeploymentUnitProcessingException;
import org.jboss.as.server.deployment.DeploymentUnitProcessor;
import org.jboss.invocation.ImmediateInterceptorFactory;
import org.outpost.extension.descriptor.OutpostDeployment;
import org.outpost.extension.querycache.MainQueryRoute;
import org.outpost.extension.querycache.QueryCacheAttachments;
import org.outpost.extension.replication.EdgeCredentials;
import org.outpost.extension.server.OutpostServer;
import org.outpost.extension.server.Role;

/**
 * On an edge, once a module's EJB components are described and before their views are: puts
 * {@link EdgeForwardingInterceptor} on each forwarded method of each view of the module's forwarding façades, calling
 * main's gateway (added there by {@link MainGatewayProcessor}) through the deployment's {@link MainGateways}; and
 * connects the deployment's route to main for its {@code source="main"} queries ({@link MainQueryForwarder}) through
 * the gateway of the first module that has one ({@link QueryGateways}).
 */
public final class EdgeForwardingProcessor implements DeploymentUnitProcessor {

    private final int viewPriority;
    private final ForwardingStatistics statistics;

    public EdgeForwardingProcessor(int viewPriority, ForwardingStatistics statistics) {
        this.viewPriority = viewPriority;
        this.statistics = statistics;
    }

    @Override
    public void deploy(DeploymentPhaseContext context) throws DeploymentUnitProcessingException {
        DeploymentUnit unit = context.getDeploymentUnit();
        Optional<OutpostDeployment> outpost = OutpostDeployment.of(unit);
        if (outpost.isEmpty() || outpost.get().server().configuration().role() != Role.EDGE) {
            return;
        }
        DeploymentUnit top = outpost.get().top();
        EEModuleDescription described = unit.getAttachment(org.jboss.as.ee.component.Attachments.EE_MODULE_DESCRIPTION);
        Optional<MainQueryRoute> route = QueryCacheAttachments.route(top).filter(candidate -> !candidate.connected());
        if (route.isPresent() && QueryGateways.answeredBy(outpost.get().descriptor(), described)) {
            MainGateways gateways = gateways(top, outpost.get().server());
            route.get().connect(new MainQueryForwarder(gateways, address(described), this.statistics), gateways.mainUrl(),
                    described.getModuleName());
        }
        Optional<ForwardedBeans> forwarded = ForwardedBeans.of(unit);
        if (forwarded.isEmpty()) {
            return;
        }
        MainGateways gateways = gateways(top, outpost.get().server());
        EEModuleDescription module = forwarded.get().module();
        GatewayAddress address = address(module);
        for (SessionBeanComponentDescription bean : forwarded.get().beans()) {
            String beanClass = bean.getComponentClassName();
            bean.getConfigurators().addLast((phaseContext, description, configuration) ->
                    interceptViews(configuration, forwarded.get().facades(), beanClass, bean.getComponentName(), address, gateways));
        }
        ForwardingLogger.ROOT_LOGGER.forwarding(gateways.mainUrl(), module.getModuleName(), top.getName(), forwarded.get().describe());
    }

    private void interceptViews(ComponentConfiguration configuration, ForwardedFacades facades, String beanClass, String beanName,
                                GatewayAddress address, MainGateways gateways) {
        for (ViewConfiguration view : configuration.getViews()) {
            Class<?> viewClass = view.getViewClass();
            if (EJBHome.class.isAssignableFrom(viewClass) || EJBLocalHome.class.isAssignableFrom(viewClass)) {
                continue;
            }
            for (Method method : view.getProxyFactory().getCachedMethods()) {
                if (!Modifier.isPublic(method.getModifiers()) || Modifier.isStatic(method.getModifiers())
                        || method.getDeclaringClass() == Object.class || method.getName().equals("writeReplace")) {
                    continue;
                }
                if (facades.forwards(beanClass, method.getName())) {
                    view.addViewInterceptor(method, new ImmediateInterceptorFactory(new EdgeForwardingInterceptor(gateways, address,
                            beanName, beanClass, viewClass.getName(), method, this.statistics)), this.viewPriority);
                }
            }
        }
    }

    /** Where main's gateway of the same module is. */
    private static GatewayAddress address(EEModuleDescription module) {
        return new GatewayAddress(module.getEarApplicationName() == null ? "" : module.getEarApplicationName(),
                module.getModuleName(), module.getDistinctName() == null ? "" : module.getDistinctName());
    }

    /** The deployment's one way to main's gateways, made by its first module that forwards or asks main for queries. */
    private static MainGateways gateways(DeploymentUnit top, OutpostServer server) {
        synchronized (top) {
            MainGateways gateways = top.getAttachment(ForwardingAttachments.GATEWAYS);
            if (gateways == null) {
                gateways = new MainGateways(server.configuration().forwardingUrl(), () -> EdgeCredentials.of(server),
                        server.configuration().forwardingTimeoutMillis());
                top.putAttachment(ForwardingAttachments.GATEWAYS, gateways);
            }
            return gateways;
        }
    }

    @Override
    public void undeploy(DeploymentUnit unit) {
        unit.removeAttachment(ForwardingAttachments.GATEWAYS);
    }
}
