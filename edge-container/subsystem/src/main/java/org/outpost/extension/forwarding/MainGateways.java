// SPDX-License-Identifier: Apache-2.0
package org.outpost.extension.forwarding;

import java.net.URI;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.Function;
import java.util.function.Supplier;

import org.jboss.ejb.client.Affinity;
import org.jboss.ejb.client.EJBClient;
import org.jboss.ejb.client.EJBClientContext;
import org.jboss.ejb.client.StatelessEJBLocator;
import org.outpost.changestream.transport.BrokerCredentials;
import org.outpost.forwarding.api.ForwardedCalls;
import org.outpost.extension.server.Failures;
import org.outpost.forwarding.api.ForwardedResult;
import org.outpost.forwarding.api.OutpostForwardingException;
import org.outpost.querycache.remote.QueryRequest;
import org.wildfly.httpclient.ejb.HttpClientProvider;
import org.wildfly.security.auth.client.AuthenticationConfiguration;
import org.wildfly.security.auth.client.AuthenticationContext;
import org.wildfly.security.auth.client.MatchRule;

/**
 * An edge's way to main's forwarding gateways, for one deployment: WildFly's EJB client over HTTP to
 * {@code main-url}{@value #SERVICES_PATH} (main's {@code http-invoker}), authenticated with the subsystem's
 * {@code broker-user} and credential. The EJB client context, the authentication and each module's proxy are made
 * once, at the first call; the HTTP client keeps its connection and, after the first challenge, sends the credentials
 * with each request, so a warm call is one request and one response over the WAN.
 */
final class MainGateways {

    /** Where WildFly's http-invoker serves EJB calls on main's HTTP port. */
    static final String SERVICES_PATH = "/wildfly-services";

    private final String mainUrl;
    private final URI servicesUri;
    private final Supplier<BrokerCredentials> credentials;
    private final long timeoutMillis;
    private final Map<GatewayAddress, ForwardedCalls> proxies = new ConcurrentHashMap<>();
    private volatile Clients clients;

    MainGateways(String mainUrl, Supplier<BrokerCredentials> credentials, long timeoutMillis) {
        this.mainUrl = mainUrl;
        this.servicesUri = URI.create(stripSlash(mainUrl) + SERVICES_PATH);
        this.credentials = credentials;
        this.timeoutMillis = timeoutMillis;
    }

    String mainUrl() {
        return this.mainUrl;
    }

    URI servicesUri() {
        return this.servicesUri;
    }

    /**
     * Runs one call on main's gateway of {@code address} as {@code caller} (null: anonymous); exceptions are the EJB
     * client's, untranslated.
     */
    ForwardedResult invoke(String caller, GatewayAddress address, String bean, String view, String method, String[] parameterTypes,
                           Object[] arguments) throws Exception {
        return call(address, gateway -> gateway.invoke(caller, bean, view, method, parameterTypes, arguments));
    }

    /** Has main's gateway of {@code address} run a source="main" query; exceptions are the EJB client's, untranslated. */
    ForwardedResult query(GatewayAddress address, QueryRequest request) throws Exception {
        return call(address, gateway -> gateway.query(request.unit(), request.query(),
                request.parameterNames().toArray(String[]::new), request.parameterValues(), request.firstResult(),
                request.maxResults()));
    }

    /**
     * Logs a call that could not reach main and gives the exception its caller throws.
     *
     * @param description what was called, for the log
     * @param subject     what was called, as the exception's message begins
     */
    OutpostForwardingException unreachable(String description, String subject, Exception e) {
        String reason = Failures.reason(e);
        ForwardingLogger.ROOT_LOGGER.unreachable(description, this.mainUrl, reason);
        return new OutpostForwardingException(subject + " could not run on main at " + this.mainUrl + " (" + this.servicesUri
                + "): " + reason, e);
    }

    private ForwardedResult call(GatewayAddress address, Function<ForwardedCalls, ForwardedResult> call) throws Exception {
        Clients current = clients();
        ForwardedCalls gateway = this.proxies.computeIfAbsent(address, this::proxy);
        return current.authentication().runCallable(() -> current.ejb().runCallable(() -> call.apply(gateway)));
    }

    private ForwardedCalls proxy(GatewayAddress address) {
        return EJBClient.createProxy(new StatelessEJBLocator<>(ForwardedCalls.class, address.application(),
                address.module(), ForwardedCalls.GATEWAY_BEAN, address.distinct(), Affinity.forUri(this.servicesUri)));
    }

    private Clients clients() {
        Clients current = this.clients;
        if (current == null) {
            synchronized (this) {
                current = this.clients;
                if (current == null) {
                    BrokerCredentials user = this.credentials.get();
                    AuthenticationConfiguration configuration = AuthenticationConfiguration.empty();
                    if (user.user() != null) {
                        configuration = configuration.useName(user.user());
                        if (user.password() != null) {
                            configuration = configuration.usePassword(user.password());
                        }
                    }
                    EJBClientContext ejb = new EJBClientContext.Builder()
                            .addTransportProvider(new HttpClientProvider())
                            .setInvocationTimeout(this.timeoutMillis)
                            .build();
                    current = new Clients(ejb, AuthenticationContext.empty().with(MatchRule.ALL, configuration));
                    this.clients = current;
                }
            }
        }
        return current;
    }

    private static String stripSlash(String url) {
        return url.endsWith("/") ? url.substring(0, url.length() - 1) : url;
    }

    private record Clients(EJBClientContext ejb, AuthenticationContext authentication) {
    }
}
