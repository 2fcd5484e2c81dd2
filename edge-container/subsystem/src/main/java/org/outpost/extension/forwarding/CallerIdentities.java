// SPDX-License-Identifier: Apache-2.0
package org.outpost.extension.forwarding;

import org.jboss.as.ee.component.Component;
import org.jboss.as.ejb3.component.EJBComponent;
import org.jboss.invocation.InterceptorContext;
import org.outpost.forwarding.api.ForwardedCalls;
import org.wildfly.security.auth.principal.AnonymousPrincipal;
import org.wildfly.security.auth.server.SecurityDomain;
import org.wildfly.security.auth.server.SecurityIdentity;

/**
 * The caller of a bean as its security domain holds it during the call: on an edge the user a forwarded call runs as
 * on main, on main the edge that forwards it. (A bean without method permissions would show an anonymous caller
 * through {@code EJBContext}; the domain's current identity is the authenticated one.)
 */
final class CallerIdentities {

    private CallerIdentities() {
    }

    /** The current identity of {@code bean}'s security domain; null when the bean has none. */
    static SecurityIdentity current(EJBComponent bean) {
        SecurityDomain domain = bean.getSecurityDomain();
        return domain == null ? null : domain.getCurrentSecurityIdentity();
    }

    /** The name of the user calling the bean of {@code context}; null when anonymous. */
    static String name(InterceptorContext context) {
        SecurityIdentity identity = current((EJBComponent) context.getPrivateData(Component.class));
        return identity == null || identity.getPrincipal() instanceof AnonymousPrincipal ? null : identity.getPrincipal().getName();
    }

    /** Whether the identity is an edge's: a user in role {@value ForwardedCalls#EDGE_ROLE}. */
    static boolean isEdge(SecurityIdentity identity) {
        return identity != null && identity.getRoles().contains(ForwardedCalls.EDGE_ROLE);
    }

    /** The identity's name for messages, {@code anonymous} when there is none. */
    static String name(SecurityIdentity identity) {
        return identity == null ? "anonymous" : identity.getPrincipal().getName();
    }
}
