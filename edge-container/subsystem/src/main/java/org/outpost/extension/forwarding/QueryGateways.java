// SPDX-License-Identifier: Apache-2.0
package org.outpost.extension.forwarding;

import org.jboss.as.ee.component.EEModuleDescription;
import org.jboss.as.ejb3.component.session.SessionBeanComponentDescription;
import org.outpost.annotation.QuerySource;
import org.outpost.descriptor.OutpostDescriptor;

/**
 * Which modules' gateways answer the edges' {@code source="main"} queries: every module with a session bean of a
 * deployment that declares such queries. Main adds a gateway to each ({@link MainGatewayProcessor}); an edge asks the
 * first it meets ({@link EdgeForwardingProcessor}). The same rule on both sides, over the same EAR, so the edge's
 * choice always has a gateway on main.
 */
final class QueryGateways {

    private QueryGateways() {
    }

    /** Whether the deployment has {@code source="main"} cacheable queries. */
    static boolean declared(OutpostDescriptor descriptor) {
        return descriptor.cacheableQueries().stream().anyMatch(query -> query.source() == QuerySource.MAIN);
    }

    /** Whether {@code module}, of a deployment with this descriptor, has a gateway that answers them. */
    static boolean answeredBy(OutpostDescriptor descriptor, EEModuleDescription module) {
        return module != null && declared(descriptor) && module.getComponentDescriptions().stream()
                .anyMatch(SessionBeanComponentDescription.class::isInstance);
    }
}
