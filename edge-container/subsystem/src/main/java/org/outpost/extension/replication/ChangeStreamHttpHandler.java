// SPDX-License-Identifier: Apache-2.0
package org.outpost.extension.replication;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.util.Base64;
import java.util.Deque;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

import io.undertow.server.HttpHandler;
import io.undertow.server.HttpServerExchange;
import io.undertow.util.Headers;
import io.undertow.util.HttpString;
import io.undertow.util.Methods;
import org.outpost.changestream.http.ChangeStreamPaths;
import org.outpost.changestream.serving.ChangeStreamEndpoints;
import org.outpost.changestream.serving.ServingResponse;
import org.outpost.extension.server.OutpostLogger;
import org.wildfly.security.auth.server.RealmUnavailableException;
import org.wildfly.security.auth.server.SecurityDomain;
import org.wildfly.security.auth.server.SecurityIdentity;
import org.wildfly.security.evidence.PasswordGuessEvidence;

/**
 * Main's replay and snapshot endpoints on its HTTP port, at {@value ChangeStreamPaths#BASE}: authenticates the edge
 * with HTTP Basic against the application security domain, requires the role {@value #EDGE_ROLE}, and hands the
 * request to the stream's {@link ChangeStreamEndpoints} on a worker thread.
 */
final class ChangeStreamHttpHandler implements HttpHandler {

    /** The role of the application users edges authenticate as. */
    static final String EDGE_ROLE = ChangeStreamAddresses.EDGE_ROLE;

    private final ReplicationStreams streams;
    private final SecurityDomain domain;

    ChangeStreamHttpHandler(ReplicationStreams streams, SecurityDomain domain) {
        this.streams = streams;
        this.domain = domain;
    }

    @Override
    public void handleRequest(HttpServerExchange exchange) throws Exception {
        if (exchange.isInIoThread()) {
            exchange.dispatch(this);
            return;
        }
        exchange.startBlocking();
        if (!Methods.GET.equals(exchange.getRequestMethod())) {
            answer(exchange, 405, "Only GET is served at " + ChangeStreamPaths.BASE);
            return;
        }
        Optional<String> refusal = refusal(exchange);
        if (refusal.isPresent()) {
            exchange.getResponseHeaders().put(Headers.WWW_AUTHENTICATE, "Basic realm=\"outpost\"");
            answer(exchange, 401, refusal.get());
            return;
        }
        Optional<ChangeStreamPaths.Target> target = ChangeStreamPaths.parse(exchange.getRequestPath());
        Optional<ChangeStreamEndpoints> endpoints = target.flatMap(found -> this.streams.endpoints(found.stream()));
        if (endpoints.isEmpty()) {
            answer(exchange, 404, "No change stream at " + exchange.getRequestPath() + " on main");
            return;
        }
        Map<String, List<String>> query = new HashMap<>();
        for (Map.Entry<String, Deque<String>> parameter : exchange.getQueryParameters().entrySet()) {
            query.put(parameter.getKey(), List.copyOf(parameter.getValue()));
        }
        endpoints.get().handle(target.get().subPath(), query, new ExchangeResponse(exchange));
    }

    /** Why the request's credentials are refused, empty when they name a user in role {@value #EDGE_ROLE}. */
    private Optional<String> refusal(HttpServerExchange exchange) {
        String authorization = exchange.getRequestHeaders().getFirst(Headers.AUTHORIZATION);
        if (authorization == null || !authorization.regionMatches(true, 0, "Basic ", 0, 6)) {
            return Optional.of("Edge credentials required (HTTP Basic)");
        }
        String decoded;
        try {
            decoded = new String(Base64.getDecoder().decode(authorization.substring(6).trim()), StandardCharsets.UTF_8);
        } catch (IllegalArgumentException e) {
            return Optional.of("Malformed Basic credentials");
        }
        int colon = decoded.indexOf(':');
        if (colon < 0) {
            return Optional.of("Malformed Basic credentials");
        }
        String user = decoded.substring(0, colon);
        try {
            SecurityIdentity identity = this.domain.authenticate(user, new PasswordGuessEvidence(decoded.substring(colon + 1).toCharArray()));
            if (identity.getRoles().contains(EDGE_ROLE)) {
                return Optional.empty();
            }
            OutpostLogger.ROOT_LOGGER.edgeRefused(user, exchange.getSourceAddress().toString(), "not in role " + EDGE_ROLE);
            return Optional.of("User " + user + " is not in role " + EDGE_ROLE);
        } catch (SecurityException | RealmUnavailableException e) {
            OutpostLogger.ROOT_LOGGER.edgeRefused(user, exchange.getSourceAddress().toString(), e.getMessage());
            return Optional.of("Wrong user or password");
        }
    }

    private static void answer(HttpServerExchange exchange, int status, String message) throws IOException {
        ExchangeResponse response = new ExchangeResponse(exchange);
        response.status(status);
        response.header("Content-Type", "text/plain; charset=UTF-8");
        response.body().write((message + "\n").getBytes(StandardCharsets.UTF_8));
    }

    /** {@link ServingResponse} over an Undertow exchange in blocking mode. */
    private record ExchangeResponse(HttpServerExchange exchange) implements ServingResponse {

        @Override
        public void status(int code) {
            this.exchange.setStatusCode(code);
        }

        @Override
        public void header(String name, String value) {
            this.exchange.getResponseHeaders().put(new HttpString(name), value);
        }

        @Override
        public OutputStream body() {
            return this.exchange.getOutputStream();
        }
    }
}
