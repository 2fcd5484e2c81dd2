// SPDX-License-Identifier: Apache-2.0
package org.outpost.testsupport;

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
 * A remote EJB client of main's forwarding gateway of one EJB module, over HTTP straight to main's port, as some user:
 * what an edge does, and what anyone else with an application user could try. Its users bring WildFly's EJB client
 * ({@code org.wildfly:wildfly-client-all}).
 */
public final class GatewayClient {

    private final EJBClientContext context = new EJBClientContext.Builder().addTransportProvider(new HttpClientProvider()).build();
    private final AuthenticationContext authentication;
    private final ForwardedCalls gateway;

    /**
     * @param main        main's server
     * @param application the application (EAR name without {@code .ear})
     * @param module      the EJB module that holds the façade
     * @param user        the application user to authenticate as on main
     * @param password    its password
     */
    public GatewayClient(WildFlyServer main, String application, String module, String user, String password) {
        this(URI.create("http://" + main.host() + ":" + main.httpPort()), application, module, user, password);
    }

    /**
     * A client of main at {@code mainUrl}, e.g. {@code https://main.example:8443} (over TLS it trusts what the JVM's
     * default {@code SSLContext} trusts).
     *
     * @param mainUrl     main's base URL, as an edge's {@code main-url}
     * @param application the application (EAR name without {@code .ear})
     * @param module      the EJB module that holds the façade
     * @param user        the application user to authenticate as on main
     * @param password    its password
     */
    public GatewayClient(URI mainUrl, String application, String module, String user, String password) {
        this.authentication = AuthenticationContext.empty().with(MatchRule.ALL,
                AuthenticationConfiguration.empty().useName(user).usePassword(password));
        URI services = URI.create(mainUrl + "/wildfly-services");
        this.gateway = EJBClient.createProxy(new StatelessEJBLocator<>(ForwardedCalls.class, application, module,
                ForwardedCalls.GATEWAY_BEAN, "", Affinity.forUri(services)));
    }

    /**
     * Calls {@link ForwardedCalls#invoke} for a method of the no-interface view of {@code beanClass}, whose simple name is
     * the bean's name.
     *
     * @param caller the end user the call claims to run for, or null
     */
    public ForwardedResult invoke(String caller, Class<?> beanClass, String method, Class<?>[] parameterTypes, Object... arguments)
            throws Exception {
        String[] names = new String[parameterTypes.length];
        for (int i = 0; i < names.length; i++) {
            names[i] = parameterTypes[i].getName();
        }
        return this.authentication.runCallable(() -> this.context.runCallable(() -> this.gateway.invoke(caller,
                beanClass.getSimpleName(), beanClass.getName(), method, names, arguments)));
    }
}
