// SPDX-License-Identifier: Apache-2.0
package org.outpost.extension.forwarding;

import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.security.PrivilegedActionException;
import java.security.PrivilegedExceptionAction;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

import javax.naming.InitialContext;
import javax.naming.NamingException;

import jakarta.ejb.EJBException;

import org.jboss.as.ee.component.Component;
import org.jboss.as.ejb3.component.EJBComponent;
import org.jboss.invocation.Interceptor;
import org.jboss.invocation.InterceptorContext;
import org.outpost.changestream.bookmark.Bookmarks;
import org.outpost.changestream.bookmark.CommitScope;
import org.outpost.changestream.model.ChangeSet;
import org.outpost.changestream.outbox.Outbox;
import org.outpost.extension.replication.ReplicationStreams;
import org.outpost.forwarding.api.ForwardedCalls;
import org.outpost.forwarding.api.ForwardedResult;
import org.outpost.forwarding.api.ForwardingRefusedException;
import org.wildfly.security.auth.server.SecurityIdentity;

/**
 * Main's side of a forwarded call, on the {@link ForwardedCalls} view of a module's gateway, outside any transaction:
 * accepts the call only from a user in role {@value ForwardedCalls#EDGE_ROLE} and only for a method the deployment
 * declares {@code execute-at="main"}, runs it through the target bean's own view (its transaction, security and
 * interceptors as for a local call) as the edge's user (Elytron's run-as identity, which main grants only to an edge
 * that has {@code RunAsPrincipalPermission}) inside a {@link CommitScope}, and answers with what it returned or threw and the
 * bookmark of what it committed. It does not proceed to the gateway bean. The edge's counterpart is
 * {@link EdgeForwardingInterceptor}.
 */
final class MainForwardingInterceptor implements Interceptor {

    private final String deployment;
    /** Bean name → bean class of the gateway's module. */
    private final Map<String, String> beanClasses;
    private final ForwardedFacades facades;
    private final ReplicationStreams streams;
    private final ForwardingStatistics statistics;
    private final Map<String, Target> targets = new ConcurrentHashMap<>();

    MainForwardingInterceptor(String deployment, Map<String, String> beanClasses, ForwardedFacades facades,
                              ReplicationStreams streams, ForwardingStatistics statistics) {
        this.deployment = deployment;
        this.beanClasses = Map.copyOf(beanClasses);
        this.facades = facades;
        this.streams = streams;
        this.statistics = statistics;
    }

    @Override
    public Object processInvocation(InterceptorContext context) throws Exception {
        Object[] parameters = context.getParameters();
        String endUser = (String) parameters[0];
        String bean = (String) parameters[1];
        String view = (String) parameters[2];
        String method = (String) parameters[3];
        String[] parameterTypes = (String[]) parameters[4];
        Object[] arguments = (Object[]) parameters[5];

        EJBComponent gateway = (EJBComponent) context.getPrivateData(Component.class);
        SecurityIdentity caller = CallerIdentities.current(gateway);
        String user = CallerIdentities.name(caller);
        if (!CallerIdentities.isEdge(caller)) {
            throw refuse(user, bean, method, "user '" + user + "' is not in role " + ForwardedCalls.EDGE_ROLE
                    + ", the role of the users edges authenticate as");
        }
        String beanClass = this.beanClasses.get(bean);
        if (beanClass == null) {
            throw refuse(user, bean, method, "deployment " + this.deployment + " has no bean " + bean + " in this module");
        }
        if (!this.facades.forwards(beanClass, method)) {
            throw refuse(user, bean, method, "method " + method + " of " + beanClass + " is not declared execute-at=\"main\" in the Outpost descriptor of "
                    + this.deployment);
        }
        Target target;
        try {
            target = target(bean, view, method, parameterTypes);
        } catch (NamingException | ReflectiveOperationException e) {
            throw refuse(user, bean, method, "no business method " + method + describe(parameterTypes) + " in view " + view
                    + " of bean " + bean + " (" + e + ")");
        }
        SecurityIdentity runAs;
        try {
            runAs = endUser == null ? gateway.getSecurityDomain().getAnonymousSecurityIdentity() : caller.createRunAsIdentity(endUser, true);
        } catch (SecurityException e) {
            throw refuse(user, bean, method, "edge user '" + user + "' may not run calls as user '" + endUser + "' (" + e.getMessage()
                    + "); main's security domain must grant role " + ForwardedCalls.EDGE_ROLE
                    + " org.wildfly.security.auth.permission.RunAsPrincipalPermission, and the user must exist there");
        }
        this.statistics.accepted.increment();
        try (CommitScope scope = CommitScope.open()) {
            Object value = null;
            Throwable thrown = null;
            try {
                value = runAs.runAs((PrivilegedExceptionAction<Object>) () -> target.method().invoke(target.view(), arguments));
            } catch (PrivilegedActionException e) {
                thrown = e.getException() instanceof InvocationTargetException invocation ? invocation.getCause() : cannotCall(beanClass, method, e.getException());
            } catch (IllegalArgumentException e) {
                thrown = cannotCall(beanClass, method, e);
            }
            String bookmark = bookmark(scope.committed());
            if (bookmark != null) {
                this.statistics.bookmarksIssued.increment();
            }
            return thrown == null ? ForwardedResult.returned(value, bookmark) : ForwardedResult.threw(thrown, bookmark);
        }
    }

    private static EJBException cannotCall(String beanClass, String method, Exception e) {
        return new EJBException("Main cannot call " + beanClass + "." + method + " with the forwarded arguments: " + e, e);
    }

    private ForwardingRefusedException refuse(String user, String bean, String method, String reason) {
        this.statistics.refused.increment();
        ForwardingLogger.ROOT_LOGGER.refused(user, bean, method, reason);
        return new ForwardingRefusedException("Main refuses the forwarded call to " + bean + "." + method + ": " + reason);
    }

    /** The target view (looked up once per bean and view) and method. */
    private Target target(String bean, String view, String method, String[] parameterTypes) throws NamingException, ReflectiveOperationException {
        String key = bean + "!" + view + "#" + method + describe(parameterTypes);
        Target target = this.targets.get(key);
        if (target == null) {
            Object proxy = new InitialContext().lookup("java:module/" + bean + "!" + view);
            ClassLoader loader = Thread.currentThread().getContextClassLoader();
            Class<?> viewClass = Class.forName(view, false, loader);
            Class<?>[] types = new Class<?>[parameterTypes.length];
            for (int i = 0; i < types.length; i++) {
                types[i] = ParameterTypes.load(parameterTypes[i], loader);
            }
            target = new Target(proxy, viewClass.getMethod(method, types));
            this.targets.put(key, target);
        }
        return target;
    }

    private String bookmark(Map<Outbox, ChangeSet> committed) {
        Bookmarks bookmarks = this.streams.bookmarksOf(committed);
        return bookmarks.isEmpty() ? null : bookmarks.toString();
    }

    private static String describe(String[] parameterTypes) {
        List<String> names = new ArrayList<>(List.of(parameterTypes));
        return "(" + String.join(", ", names) + ")";
    }

    private record Target(Object view, Method method) {
    }
}
