// SPDX-License-Identifier: Apache-2.0
package org.outpost.testsupport;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.CookieManager;
import java.net.CookiePolicy;
import java.net.HttpCookie;
import java.net.URI;
import java.net.URLEncoder;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.function.Predicate;
import java.util.stream.Collectors;

/**
 * The HTTP client of an {@link OpServlet} on one server: {@code call("add", "name", "lamp")} requests
 * {@code GET <servlet>?op=add&name=lamp}. Without cookies by default; {@link #withCookies()} makes a browser of one user,
 * which keeps its cookies (the session, the edge's {@code Outpost-Bookmark}). An unexpected status, or a server that
 * does not answer, throws an exception naming the server and the op; the two checks tests make of an answer,
 * {@link #failure} and {@link #await}, throw {@link AssertionError}.
 */
public final class OpClient {

    private static final Duration CONNECT_TIMEOUT = Duration.ofSeconds(5);
    private static final Duration REQUEST_TIMEOUT = Duration.ofSeconds(60);
    private static final HttpClient WITHOUT_COOKIES = HttpClient.newBuilder().connectTimeout(CONNECT_TIMEOUT).build();

    private final String server;
    private final URI servlet;
    private final Duration timeout;
    private final HttpClient http;
    private final CookieManager cookies;

    private OpClient(String server, URI servlet, Duration timeout, CookieManager cookies) {
        this.server = server;
        this.servlet = servlet;
        this.timeout = timeout;
        this.cookies = cookies;
        this.http = cookies == null ? WITHOUT_COOKIES
                : HttpClient.newBuilder().connectTimeout(CONNECT_TIMEOUT).cookieHandler(cookies).build();
    }

    /** A client of the servlet at {@code path} (context root and servlet mapping) on {@code server}'s HTTP port. */
    public static OpClient of(WildFlyServer server, String path) {
        return new OpClient(server.name(), URI.create("http://" + server.host() + ":" + server.httpPort() + path), REQUEST_TIMEOUT, null);
    }

    /** A new user of the same servlet whose client keeps its cookies as a browser does (none yet). */
    public OpClient withCookies() {
        return new OpClient(this.server, this.servlet, this.timeout, new CookieManager(null, CookiePolicy.ACCEPT_ALL));
    }

    /** The same client, waiting up to {@code requestTimeout} for each answer (60 s by default). */
    public OpClient withTimeout(Duration requestTimeout) {
        return new OpClient(this.server, this.servlet, requestTimeout, this.cookies);
    }

    /** Runs an op, which must answer 200; its trimmed body. */
    public String call(String op, Object... parameters) {
        return ok(op, send(op, parameters));
    }

    /** {@link #call} without waiting for the answer. */
    public CompletableFuture<String> callAsync(String op, Object... parameters) {
        return this.http.sendAsync(request(op, parameters), HttpResponse.BodyHandlers.ofString())
                .thenApply(response -> ok(op, response));
    }

    /** Runs an op; the whole response, whatever its status. */
    public HttpResponse<String> send(String op, Object... parameters) {
        HttpRequest request = request(op, parameters);
        try {
            return this.http.send(request, HttpResponse.BodyHandlers.ofString());
        } catch (IOException e) {
            throw new UncheckedIOException(this.server + ": GET " + request.uri() + " failed: " + e, e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException(this.server + ": interrupted during GET " + request.uri(), e);
        }
    }

    /** Runs an op that must fail (answer 500); the body, which names the failure. */
    public String failure(String op, Object... parameters) {
        HttpResponse<String> response = send(op, parameters);
        if (response.statusCode() != 500) {
            throw new AssertionError(this.server + " answered " + response.statusCode() + " to " + op + ", expected 500: " + response.body());
        }
        return response.body();
    }

    /** Runs {@code op} until it answers 200 with a trimmed body that satisfies {@code condition}; that body. */
    public String await(Duration timeout, Predicate<String> condition, String op, Object... parameters) throws InterruptedException {
        long deadline = System.nanoTime() + timeout.toNanos();
        String last = null;
        while (System.nanoTime() < deadline) {
            HttpResponse<String> response = send(op, parameters);
            String body = response.body().trim();
            if (response.statusCode() == 200 && condition.test(body)) {
                return body;
            }
            last = response.statusCode() + " " + body;
            Thread.sleep(100);
        }
        throw new AssertionError(this.server + ": " + op + " did not reach the expected answer within " + timeout + "; last: " + last);
    }

    /** The value of this user's cookie {@code name}, or {@code null} (always, for a client without cookies). */
    public String cookie(String name) {
        if (this.cookies == null) {
            return null;
        }
        return this.cookies.getCookieStore().getCookies().stream().filter(cookie -> cookie.getName().equals(name))
                .map(HttpCookie::getValue).findFirst().orElse(null);
    }

    private HttpRequest request(String op, Object... parameters) {
        if (parameters.length % 2 != 0) {
            throw new IllegalArgumentException(op + ": parameters come as name, value pairs, got " + parameters.length + " values");
        }
        Map<String, String> query = new LinkedHashMap<>();
        query.put("op", op);
        for (int i = 0; i < parameters.length; i += 2) {
            query.put(parameters[i].toString(), parameters[i + 1].toString());
        }
        String encoded = query.entrySet().stream()
                .map(e -> e.getKey() + "=" + URLEncoder.encode(e.getValue(), StandardCharsets.UTF_8))
                .collect(Collectors.joining("&"));
        return HttpRequest.newBuilder(URI.create(this.servlet + "?" + encoded)).timeout(this.timeout).build();
    }

    private String ok(String op, HttpResponse<String> response) {
        if (response.statusCode() != 200) {
            throw new IllegalStateException(this.server + " answered " + response.statusCode() + " to " + op + ": " + response.body());
        }
        return response.body().trim();
    }
}
