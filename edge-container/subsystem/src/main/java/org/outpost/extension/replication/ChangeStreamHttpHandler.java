// SPDX-License-Identifier: Apache-2.0
package org.outpost.extension.replication;

import java.io.OutputStream;
import java.nio.ByteBuffer;
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
import io.undertow.util.StatusCodes;
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
            answer(exchange, StatusCodes.METHOD_NOT_ALLOWED, "Only GET is served at " + ChangeStreamPaths.BASE);
            return;
        }
        Optional<Refusal> refusal = refusal(exchange);
        if (refusal.isPresent()) {
            if (refusal.get().status() == StatusCodes.UNAUTHORIZED) {
                exchange.getResponseHeaders().put(Headers.WWW_AUTHENTICATE, "Basic realm=\"outpost\"");
            }
            answer(exchange, refusal.get().status(), refusal.get().message());
            return;
        }
        Optional<ChangeStreamPaths.Target> target = ChangeStreamPaths.parse(exchange.getRequestPath());
        Optional<ChangeStreamEndpoints> endpoints = target.flatMap(found -> this.streams.endpoints(found.stream()));
        if (endpoints.isEmpty()) {
            answer(exchange, StatusCodes.NOT_FOUND, "No change stream at " + exchange.getRequestPath() + " on main");
            return;
        }
        Map<String, List<String>> query = new HashMap<>();
        for (Map.Entry<String, Deque<String>> parameter : exchange.getQueryParameters().entrySet()) {
            query.put(parameter.getKey(), List.copyOf(parameter.getValue()));
        }
        endpoints.get().handle(target.get().subPath(), query, new ExchangeResponse(exchange));
    }

    /**
     * Why the request is refused, empty when its credentials name a user in role {@value #EDGE_ROLE}: 401 without
     * valid credentials, 403 for a user who authenticated but is not an edge.
     */
    private Optional<Refusal> refusal(HttpServerExchange exchange) {
        String authorization = exchange.getRequestHeaders().getFirst(Headers.AUTHORIZATION);
        if (authorization == null || !authorization.regionMatches(true, 0, "Basic ", 0, 6)) {
            return Refusal.unauthorized("Edge credentials required (HTTP Basic)");
        }
        String decoded;
        try {
            decoded = new String(Base64.getDecoder().decode(authorization.substring(6).trim()), StandardCharsets.UTF_8);
        } catch (IllegalArgumentException e) {
            return Refusal.unauthorized("Malformed Basic credentials");
        }
        int colon = decoded.indexOf(':');
        if (colon < 0) {
            return Refusal.unauthorized("Malformed Basic credentials");
        }
        String user = decoded.substring(0, colon);
        try {
            SecurityIdentity identity = this.domain.authenticate(user, new PasswordGuessEvidence(decoded.substring(colon + 1).toCharArray()));
            if (identity.getRoles().contains(EDGE_ROLE)) {
                return Optional.empty();
            }
            OutpostLogger.ROOT_LOGGER.edgeRefused(user, exchange.getSourceAddress().toString(), "not in role " + EDGE_ROLE);
            return Optional.of(new Refusal(StatusCodes.FORBIDDEN, "User " + user + " is not in role " + EDGE_ROLE));
        } catch (SecurityException | RealmUnavailableException e) {
            OutpostLogger.ROOT_LOGGER.edgeRefused(user, exchange.getSourceAddress().toString(), e.getMessage());
            return Refusal.unauthorized("Wrong user or password");
        }
    }

    /** A whole plain-text answer: its length is set, so Undertow adds no error page of its own behind it. */
    private static void answer(HttpServerExchange exchange, int status, String message) {
        byte[] body = (message + "\n").getBytes(StandardCharsets.UTF_8);
        exchange.setStatusCode(status);
        exchange.getResponseHeaders().put(Headers.CONTENT_TYPE, "text/plain; charset=UTF-8");
        exchange.setResponseContentLength(body.length);
        exchange.getResponseSender().send(ByteBuffer.wrap(body));
    }

    /** A refused request: its status and why. */
    private record Refusal(int status, String message) {

        static Optional<Refusal> unauthorized(String message) {
            return Optional.of(new Refusal(StatusCodes.UNAUTHORIZED, message));
        }
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
