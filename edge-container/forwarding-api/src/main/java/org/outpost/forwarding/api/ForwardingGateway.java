// SPDX-License-Identifier: Apache-2.0
package org.outpost.forwarding.api;

import jakarta.ejb.Remote;

/**
 * The bean class of main's forwarding gateway ({@value ForwardedCalls#GATEWAY_BEAN}), a stateless session bean the
 * subsystem adds to each EJB module of main that holds a forwarded façade. It anchors the remote view
 * {@link ForwardedCalls}; the subsystem's interceptor on that view checks the caller and runs the call, so this
 * method is never reached.
 */
@Remote(ForwardedCalls.class)
public class ForwardingGateway implements ForwardedCalls {

    @Override
    public ForwardedResult invoke(String caller, String bean, String view, String method, String[] parameterTypes, Object[] arguments) {
        throw new IllegalStateException("The Outpost forwarding gateway was called without the outpost subsystem's interceptor");
    }
}
