// SPDX-License-Identifier: Apache-2.0
package org.outpost.extension.bookmark;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.Collections;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.stream.Collectors;

import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;

import org.outpost.extension.server.Failures;

/**
 * Policy {@code forward}: an edge that may not serve a request from its replica (lagging past {@code lag-wait}, or
 * cut off from main) has main serve it instead, as a reverse proxy to {@code main-url} with the same path and query.
 * Limits, by design: GET and HEAD only (others fail with 503: they may write, and are the application's to forward);
 * the user's edge session is not sent (main would not know it), so what main answers must not depend on it; main's
 * session cookie is not passed back. What such a request commits on main (a GET may write) comes back as a bookmark
 * ({@link MainPageFilter}), which the user keeps as if a forwarded call had committed it: once the edge serves again,
 * his next read waits until it has applied it.
 */
final class MainReadForwarder {

    private static final Set<String> NOT_FORWARDED_REQUEST = Set.of("host", "connection", "content-length", "expect",
            "upgrade", "transfer-encoding", "keep-alive", "te", "trailer", "proxy-connection", "cookie", "http2-settings",
            MainPageFilter.FORWARDED_BY_HEADER.toLowerCase(Locale.ROOT));
    private static final Set<String> NOT_RETURNED = Set.of("connection", "content-length", "transfer-encoding",
            "keep-alive", "te", "trailer", "upgrade", "set-cookie", ":status", MainPageFilter.BOOKMARK_HEADER.toLowerCase(Locale.ROOT));
    private static final Set<String> LOCAL_COOKIES = Set.of("JSESSIONID", RequestBookmarks.COOKIE);

    private final String mainUrl;
    private final String edgeId;
    private final Duration timeout;
    private volatile HttpClient client;

    MainReadForwarder(String mainUrl, String edgeId, Duration timeout) {
        this.mainUrl = mainUrl.endsWith("/") ? mainUrl.substring(0, mainUrl.length() - 1) : mainUrl;
        this.edgeId = edgeId;
        this.timeout = timeout;
    }

    void forward(HttpServletRequest request, HttpServletResponse response, String why) throws IOException {
        String method = request.getMethod();
        if (!"GET".equals(method) && !"HEAD".equals(method)) {
            BookmarkFilter.fail(response, "Outpost edge cannot serve " + method + " " + request.getRequestURI() + ": " + why
                    + "; when-disconnected=forward forwards only GET and HEAD requests to main");
            return;
        }
        String query = request.getQueryString();
        URI target = URI.create(this.mainUrl + request.getRequestURI() + (query == null ? "" : "?" + query));
        HttpRequest.Builder forwarded = HttpRequest.newBuilder(target).timeout(this.timeout).method(method, HttpRequest.BodyPublishers.noBody());
        for (String name : Collections.list(request.getHeaderNames())) {
            if (!NOT_FORWARDED_REQUEST.contains(name.toLowerCase(Locale.ROOT))) {
                for (String value : Collections.list(request.getHeaders(name))) {
                    forwarded.header(name, value);
                }
            }
        }
        forwarded.header(MainPageFilter.FORWARDED_BY_HEADER, this.edgeId);
        String cookies = cookiesForMain(request);
        if (!cookies.isEmpty()) {
            forwarded.header("Cookie", cookies);
        }
        HttpResponse<InputStream> answer;
        try {
            answer = client().send(forwarded.build(), HttpResponse.BodyHandlers.ofInputStream());
        } catch (IOException e) {
            response.resetBuffer();
            response.setStatus(HttpServletResponse.SC_BAD_GATEWAY);
            response.setContentType("text/plain; charset=UTF-8");
            response.getOutputStream().write(("Outpost edge forwarded " + request.getRequestURI() + " to main at " + this.mainUrl
                    + " (" + why + "), which did not answer: " + Failures.reason(e) + "\n").getBytes(java.nio.charset.StandardCharsets.UTF_8));
            return;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IOException("Interrupted while forwarding " + request.getRequestURI() + " to main", e);
        }
        answer.headers().firstValue(MainPageFilter.BOOKMARK_HEADER).ifPresent(RequestBookmarks::committed);
        response.setStatus(answer.statusCode());
        for (Map.Entry<String, List<String>> header : answer.headers().map().entrySet()) {
            if (!NOT_RETURNED.contains(header.getKey().toLowerCase(Locale.ROOT))) {
                for (String value : header.getValue()) {
                    response.addHeader(header.getKey(), value);
                }
            }
        }
        response.setHeader(BookmarkFilter.FORWARDED_HEADER, "main");
        try (InputStream body = answer.body(); OutputStream out = response.getOutputStream()) {
            body.transferTo(out);
        }
    }

    private static String cookiesForMain(HttpServletRequest request) {
        if (request.getCookies() == null) {
            return "";
        }
        return java.util.Arrays.stream(request.getCookies())
                .filter(cookie -> !LOCAL_COOKIES.contains(cookie.getName()))
                .map(cookie -> cookie.getName() + "=" + cookie.getValue())
                .collect(Collectors.joining("; "));
    }

    private HttpClient client() {
        HttpClient current = this.client;
        if (current == null) {
            synchronized (this) {
                current = this.client;
                if (current == null) {
                    current = HttpClient.newBuilder().version(HttpClient.Version.HTTP_1_1)
                            .connectTimeout(Duration.ofSeconds(10)).followRedirects(HttpClient.Redirect.NEVER).build();
                    this.client = current;
                }
            }
        }
        return current;
    }
}
