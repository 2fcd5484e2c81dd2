// SPDX-License-Identifier: Apache-2.0
package org.outpost.testsuite.forwarding;

import java.net.URI;

import org.jboss.ejb.client.Affinity;
import org.jboss.ejb.client.EJBClient;
import org.jboss.ejb.client.EJBClientContext;
import org.jboss.ejb.client.StatelessEJBLocator;
import org.outpost.forwarding.api.ForwardedCalls;
import org.outpost.forwarding.api.ForwardedResult;
import org.wildfly.httpclient.ejb.HttpClientProvider;
import org.wildfly.security.auth.client.AuthenticationConfiguration;
import org.wildfly.security.auth.client.AuthenticationContext;
import org.wildfly.security.auth.client.MatchRule;

/**
 * A remote EJB client of main's forwarding gateway over HTTP, straight to main's port (no WAN link), as some user:
 * what an edge does, and what anyone else with an application user could try.
 */
final class GatewayClient {

    private final EJBClientContext context = new EJBClientContext.Builder().addTransportProvider(new HttpClientProvider()).build();
    private final AuthenticationContext authentication;
    private final ForwardedCalls gateway;

    GatewayClient(String user, String password) {
        this.authentication = AuthenticationContext.empty().with(MatchRule.ALL,
                AuthenticationConfiguration.empty().useName(user).usePassword(password));
        URI main = URI.create("http://127.0.0.1:" + Server.MAIN.httpPort() + "/wildfly-services");
        this.gateway = EJBClient.createProxy(new StatelessEJBLocator<>(ForwardedCalls.class, CounterApp.APPLICATION,
                CounterApp.EJB_MODULE, ForwardedCalls.GATEWAY_BEAN, "", Affinity.forUri(main)));
    }

    ForwardedResult invoke(String method, Class<?>[] parameterTypes, Object... arguments) throws Exception {
        String[] names = new String[parameterTypes.length];
        for (int i = 0; i < names.length; i++) {
            names[i] = parameterTypes[i].getName();
        }
        return this.authentication.runCallable(() -> this.context.runCallable(() -> this.gateway.invoke("CounterFacade",
                "org.outpost.testsuite.forwarding.app.CounterFacade", method, names, arguments)));
    }
}
