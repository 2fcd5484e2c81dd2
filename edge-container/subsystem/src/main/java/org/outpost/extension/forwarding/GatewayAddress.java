// SPDX-License-Identifier: Apache-2.0
package org.outpost.extension.forwarding;

/**
 * Where main's gateway for a module is: the EJB identifier parts of {@link org.outpost.forwarding.api.ForwardedCalls#GATEWAY_BEAN}
 * in the same application and module as on the edge (the same EAR is deployed on both).
 *
 * @param application the EAR's application name, empty for a standalone module
 * @param module      the module name
 * @param distinct    the distinct name, empty when none
 */
record GatewayAddress(String application, String module, String distinct) {

    @Override
    public String toString() {
        return this.application + "/" + this.module + "/" + this.distinct;
    }
}
