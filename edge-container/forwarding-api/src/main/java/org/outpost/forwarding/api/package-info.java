// SPDX-License-Identifier: Apache-2.0
/**
 * Façade forwarding as deployments see it: an edge calls main's {@link org.outpost.forwarding.api.ForwardedCalls}
 * gateway (one per EJB module, added by the subsystem on main) over WildFly's EJB client on HTTP and gets a
 * {@link org.outpost.forwarding.api.ForwardedResult}; callers on the edge may catch
 * {@link org.outpost.forwarding.api.OutpostForwardingException} (main unreachable) and
 * {@link org.outpost.forwarding.api.ForwardingRefusedException} (main refused the call).
 */
package org.outpost.forwarding.api;
