/**
 * Façade forwarding and bookmarks in the subsystem. Deployment: {@link org.outpost.extension.forwarding.ForwardingDependencyProcessor}
 * (module {@code org.outpost.forwarding} for deployments that forward), {@link org.outpost.extension.forwarding.ForwardingComponentsProcessor}
 * (main: the gateway bean and its interceptor; edge: the forwarding interceptor on each forwarded view method, and the
 * bookmark filter of each web module) and {@link org.outpost.extension.forwarding.ForwardingCheckProcessor}. Runtime:
 * the figures of {@link org.outpost.extension.forwarding.ForwardingStatistics}. Messages: {@link org.outpost.extension.forwarding.ForwardingLogger},
 * OUTPOST0500–0599.
 */
package org.outpost.extension.forwarding;
