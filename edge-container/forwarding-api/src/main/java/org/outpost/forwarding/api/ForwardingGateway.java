// SPDX-License-Identifier: Apache-2.0
package org.outpost.forwarding.api;

import jakarta.ejb.Remote;

/**
 * The bean class of main's forwarding gateway ({@value ForwardedCalls#GATEWAY_BEAN}), a stateless session bean the
 * subsystem adds to each EJB module of main that holds a forwarded façade. It anchors the remote view
 * {@link ForwardedCalls}; the subsystem's interceptors on that view check the caller and run the call or the query, so
 * these methods are never reached.
 */
@Remote(ForwardedCalls.class)
public class ForwardingGateway implements ForwardedCalls {

    @Override
    public ForwardedResult invoke(String caller, String bean, String view, String method, String[] parameterTypes, Object[] arguments) {
        throw withoutInterceptor();
    }

    @Override
    public ForwardedResult query(String unit, String query, String[] parameterNames, byte[] parameterValues, int firstResult,
                                 int maxResults) {
        throw withoutInterceptor();
    }

    private static IllegalStateException withoutInterceptor() {
        return new IllegalStateException("The Outpost forwarding gateway was called without the outpost subsystem's interceptor");
    }
}
