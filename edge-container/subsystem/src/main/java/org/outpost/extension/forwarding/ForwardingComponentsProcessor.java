package org.outpost.extension.forwarding;

import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;

import jakarta.ejb.EJBHome;
import jakarta.ejb.EJBLocalHome;
import jakarta.ejb.TransactionManagementType;

import org.jboss.as.ee.component.ComponentConfiguration;
import org.jboss.as.ee.component.ComponentDescription;
import org.jboss.as.ee.component.EEModuleDescription;
import org.jboss.as.ee.component.ViewConfiguration;
import org.jboss.as.ee.structure.DeploymentType;
import org.jboss.as.ee.structure.DeploymentTypeMarker;
import org.jboss.as.ejb3.component.session.SessionBeanComponentDescription;
import org.jboss.as.ejb3.component.stateless.StatelessComponentDescription;
import org.jboss.as.ejb3.deployment.EjbDeploymentAttachmentKeys;
import org.jboss.as.ejb3.deployment.EjbJarDescription;
import org.jboss.as.server.deployment.DeploymentPhaseContext;
import org.jboss.as.server.deployment.DeploymentUnit;
import org.jboss.as.server.deployment.DeploymentUnitProcessingException;
import org.jboss.as.server.deployment.DeploymentUnitProcessor;
import org.jboss.invocation.ImmediateInterceptorFactory;
import org.outpost.annotation.DisconnectedPolicy;
import org.outpost.descriptor.OutpostDescriptor;
import org.outpost.descriptor.ReplicatedEntity;
import org.outpost.extension.OutpostServer;
import org.outpost.extension.Role;
import org.outpost.extension.deployment.OutpostAttachments;
import org.outpost.extension.replication.EdgeCredentials;
import org.outpost.extension.replication.ReplicationAttachments;
import org.outpost.extension.replication.ReplicationStreams;
import org.outpost.forwarding.ForwardedCalls;
import org.outpost.forwarding.ForwardingGateway;
import org.outpost.replication.bookmark.AppliedPosition;
import org.wildfly.extension.undertow.deployment.UndertowAttachments;

/**
 * Wires forwarding into each module of a deployment, once its EJB components are described and before their views
 * are: on main, adds the gateway bean ({@link ForwardingGateway}, remote view {@link ForwardedCalls}, bean-managed so
 * that it holds no transaction) to each module holding a forwarded façade, with {@link MainForwardingInterceptor} on
 * its view; on an edge, puts {@link EdgeForwardingInterceptor} on each forwarded method of each view of those
 * façades, and {@link BookmarkFilter} first in each web module of a deployment that has a descriptor.
 */
public final class ForwardingComponentsProcessor implements DeploymentUnitProcessor {

    /** Milliseconds an edge waits for main to answer a forwarded call. */
    static final String TIMEOUT_PROPERTY = "outpost.forwarding.timeout";
    static final long DEFAULT_TIMEOUT_MILLIS = 30_000;
    /** Where an edge sends forwarded calls, when not to {@code main-url} (e.g. a separately measured WAN link). */
    static final String URL_PROPERTY = "outpost.forwarding.url";

    private final int viewPriority;
    private final ReplicationStreams streams;
    private final ForwardingStatistics statistics;

    public ForwardingComponentsProcessor(int viewPriority, ReplicationStreams streams, ForwardingStatistics statistics) {
        this.viewPriority = viewPriority;
        this.streams = streams;
        this.statistics = statistics;
    }

    @Override
    public void deploy(DeploymentPhaseContext context) throws DeploymentUnitProcessingException {
        DeploymentUnit unit = context.getDeploymentUnit();
        DeploymentUnit top = unit.getParent() == null ? unit : unit.getParent();
        OutpostDescriptor descriptor = top.getAttachment(OutpostAttachments.EFFECTIVE_DESCRIPTOR);
        if (descriptor == null || descriptor.isEmpty() || top.getAttachment(ReplicationAttachments.SERVER) == null) {
            return;
        }
        OutpostServer server = top.getAttachment(ReplicationAttachments.SERVER).get();
        ForwardedFacades facades = top.getAttachment(ForwardingAttachments.FACADES);
        EEModuleDescription module = unit.getAttachment(org.jboss.as.ee.component.Attachments.EE_MODULE_DESCRIPTION);
        if (facades != null && module != null) {
            List<SessionBeanComponentDescription> forwarded = forwardedBeans(top, module, facades);
            if (!forwarded.isEmpty()) {
                if (server.configuration().role() == Role.MAIN) {
                    addGateway(unit, top, module, facades, forwarded);
                } else {
                    interceptOnEdge(top, module, facades, forwarded, gateways(top, server));
                }
            }
        }
        if (server.configuration().role() == Role.EDGE && DeploymentTypeMarker.isType(DeploymentType.WAR, unit)) {
            addBookmarkFilter(unit, top, descriptor, server);
        }
    }

    private static List<SessionBeanComponentDescription> forwardedBeans(DeploymentUnit top, EEModuleDescription module,
                                                                       ForwardedFacades facades) throws DeploymentUnitProcessingException {
        List<SessionBeanComponentDescription> beans = new ArrayList<>();
        for (ComponentDescription component : module.getComponentDescriptions()) {
            if (facades.of(component.getComponentClassName()).isEmpty()) {
                continue;
            }
            if (!(component instanceof SessionBeanComponentDescription bean)) {
                throw ForwardingLogger.ROOT_LOGGER.notASessionBean(top.getName(), component.getComponentClassName());
            }
            if (bean.getSessionBeanType() == SessionBeanComponentDescription.SessionBeanType.STATEFUL) {
                throw ForwardingLogger.ROOT_LOGGER.statefulFacade(top.getName(), bean.getComponentClassName(), bean.getComponentName());
            }
            beans.add(bean);
        }
        return beans;
    }

    private void addGateway(DeploymentUnit unit, DeploymentUnit top, EEModuleDescription module, ForwardedFacades facades,
                            List<SessionBeanComponentDescription> forwarded) throws DeploymentUnitProcessingException {
        if (module.hasComponent(ForwardedCalls.GATEWAY_BEAN)) {
            throw ForwardingLogger.ROOT_LOGGER.gatewayNameTaken(module.getModuleName(), top.getName(), ForwardedCalls.GATEWAY_BEAN);
        }
        EjbJarDescription ejbJar = unit.getAttachment(EjbDeploymentAttachmentKeys.EJB_JAR_DESCRIPTION);
        StatelessComponentDescription gateway = new StatelessComponentDescription(ForwardedCalls.GATEWAY_BEAN,
                ForwardingGateway.class.getName(), ejbJar, unit, null, false);
        gateway.setTransactionManagementType(TransactionManagementType.BEAN);
        ejbJar.getEEModuleDescription().addComponent(gateway);
        String deployment = top.getName();
        gateway.getConfigurators().addLast((phaseContext, description, configuration) -> {
            Map<String, String> beanClasses = new TreeMap<>();
            for (ComponentDescription component : module.getComponentDescriptions()) {
                beanClasses.put(component.getComponentName(), component.getComponentClassName());
            }
            MainForwardingInterceptor interceptor = new MainForwardingInterceptor(deployment, beanClasses, facades, this.streams, this.statistics);
            for (ViewConfiguration view : configuration.getViews()) {
                if (view.getViewClass().getName().equals(ForwardedCalls.class.getName())) {
                    for (Method method : view.getProxyFactory().getCachedMethods()) {
                        if (method.getName().equals("invoke") && method.getParameterCount() == 5) {
                            view.addViewInterceptor(method, new ImmediateInterceptorFactory(interceptor), this.viewPriority);
                        }
                    }
                }
            }
        });
        ForwardingLogger.ROOT_LOGGER.gatewayInstalled(module.getModuleName(), deployment, ForwardedCalls.EDGE_ROLE, describe(forwarded, facades));
    }

    private void interceptOnEdge(DeploymentUnit top, EEModuleDescription module, ForwardedFacades facades,
                                 List<SessionBeanComponentDescription> forwarded, MainGateways gateways) {
        GatewayAddress address = new GatewayAddress(module.getEarApplicationName() == null ? "" : module.getEarApplicationName(),
                module.getModuleName(), module.getDistinctName() == null ? "" : module.getDistinctName());
        for (SessionBeanComponentDescription bean : forwarded) {
            String beanClass = bean.getComponentClassName();
            bean.getConfigurators().addLast((phaseContext, description, configuration) ->
                    interceptViews(configuration, facades, beanClass, bean.getComponentName(), address, gateways));
        }
        ForwardingLogger.ROOT_LOGGER.forwarding(gateways.mainUrl(), module.getModuleName(), top.getName(), describe(forwarded, facades));
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

    private static MainGateways gateways(DeploymentUnit top, OutpostServer server) {
        synchronized (top) {
            MainGateways gateways = top.getAttachment(ForwardingAttachments.GATEWAYS);
            if (gateways == null) {
                gateways = new MainGateways(forwardingUrl(server), () -> EdgeCredentials.of(server), timeoutMillis());
                top.putAttachment(ForwardingAttachments.GATEWAYS, gateways);
            }
            return gateways;
        }
    }

    private void addBookmarkFilter(DeploymentUnit unit, DeploymentUnit top, OutpostDescriptor descriptor, OutpostServer server) {
        List<String> streams = ReplicationAttachments.edgeStreams(top);
        DisconnectedPolicy policy = strictest(descriptor, server.configuration().whenDisconnected());
        ReplicationStreams running = this.streams;
        StreamStates states = new StreamStates() {
            @Override
            public Optional<AppliedPosition> appliedPosition(String stream) {
                return running.appliedPosition(stream);
            }

            @Override
            public Optional<Duration> staleness(String stream) {
                return running.staleness(stream);
            }
        };
        EdgeReadGate gate = new EdgeReadGate(streams, policy, Duration.ofMillis(server.configuration().lagWaitMillis()), states, this.statistics);
        MainReadForwarder forwarder = new MainReadForwarder(forwardingUrl(server), Duration.ofMillis(timeoutMillis()));
        unit.addToAttachmentList(UndertowAttachments.UNDERTOW_SERVLET_EXTENSIONS, new BookmarkServletExtension(new BookmarkFilter(gate, forwarder)));
        ForwardingLogger.ROOT_LOGGER.filterInstalled(unit.getName(), top.getName(), streams.toString(), policy.token());
    }

    /**
     * The policy of a deployment's requests past {@code lag-wait} or while cut off from main: the strictest its
     * replicated entities declare ({@code fail} over {@code forward} over {@code serve-stale}), an entity without
     * {@code when-disconnected} counting as the server's default.
     */
    static DisconnectedPolicy strictest(OutpostDescriptor descriptor, DisconnectedPolicy serverDefault) {
        DisconnectedPolicy strictest = descriptor.replicatedEntities().isEmpty() ? serverDefault : DisconnectedPolicy.SERVE_STALE;
        for (ReplicatedEntity entity : descriptor.replicatedEntities()) {
            DisconnectedPolicy policy = entity.whenDisconnected().orElse(serverDefault);
            if (rank(policy) > rank(strictest)) {
                strictest = policy;
            }
        }
        return strictest;
    }

    private static int rank(DisconnectedPolicy policy) {
        return switch (policy) {
            case SERVE_STALE -> 0;
            case FORWARD -> 1;
            case FAIL -> 2;
        };
    }

    /** Where forwarded calls and forwarded reads go: {@value #URL_PROPERTY} when set, else {@code main-url}. */
    static String forwardingUrl(OutpostServer server) {
        return System.getProperty(URL_PROPERTY, server.configuration().mainUrl().orElseThrow());
    }

    static long timeoutMillis() {
        try {
            return Long.parseLong(System.getProperty(TIMEOUT_PROPERTY, Long.toString(DEFAULT_TIMEOUT_MILLIS)));
        } catch (NumberFormatException e) {
            return DEFAULT_TIMEOUT_MILLIS;
        }
    }

    private static String describe(List<SessionBeanComponentDescription> beans, ForwardedFacades facades) {
        Set<String> described = new TreeSet<>();
        for (SessionBeanComponentDescription bean : beans) {
            facades.of(bean.getComponentClassName()).ifPresent(facade -> described.add(bean.getComponentName()
                    + (facade.executeAt().isPresent() ? " (execute-at=" + facade.executeAt().get().token() + ")" : "")
                    + facade.methods().stream().map(method -> method.name() + "=" + method.executeAt().token()).toList()));
        }
        return String.join(", ", described);
    }

    @Override
    public void undeploy(DeploymentUnit unit) {
        unit.removeAttachment(ForwardingAttachments.GATEWAYS);
    }
}
