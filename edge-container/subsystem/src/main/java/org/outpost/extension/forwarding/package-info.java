// SPDX-License-Identifier: Apache-2.0
/**
 * Façade forwarding in the subsystem. Deployment: {@link org.outpost.extension.forwarding.ForwardingDependencyProcessor}
 * (module {@code org.outpost.forwarding.api} for deployments that forward), {@link org.outpost.extension.forwarding.MainGatewayProcessor}
 * (main: the gateway bean and its interceptor), {@link org.outpost.extension.forwarding.EdgeForwardingProcessor} (edge:
 * the forwarding interceptor on each forwarded view method) and {@link org.outpost.extension.forwarding.ForwardingCheckProcessor}.
 * Runtime: the figures of {@link org.outpost.extension.forwarding.ForwardingStatistics}. Messages:
 * {@link org.outpost.extension.forwarding.ForwardingLogger}, OUTPOST0500–0579.
 */
package org.outpost.extension.forwarding;
