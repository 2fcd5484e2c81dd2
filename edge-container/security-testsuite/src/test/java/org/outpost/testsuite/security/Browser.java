// SPDX-License-Identifier: Apache-2.0
package org.outpost.testsuite.security;

import java.io.IOException;
import java.net.CookieManager;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.Base64;

/**
 * One user's browser: keeps its cookies (the session and {@code Outpost-Bookmark}) and, when it has credentials, sends
 * them with every request as HTTP Basic (as a browser does once the user logged in, and as an edge does).
 */
final class Browser {

    private final HttpClient http = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(10)).cookieHandler(new CookieManager()).build();
    private final String authorization;

    private Browser(String authorization) {
        this.authorization = authorization;
    }

    static Browser of(String user, String password) {
        return new Browser("Basic " + Base64.getEncoder().encodeToString((user + ":" + password).getBytes(StandardCharsets.UTF_8)));
    }

    static Browser anonymous() {
        return new Browser(null);
    }

    HttpResponse<String> get(String url) throws IOException, InterruptedException {
        return send(HttpRequest.newBuilder(URI.create(url)));
    }

    /** Sends {@code request} with this browser's cookies and credentials. */
    HttpResponse<String> send(HttpRequest.Builder request) throws IOException, InterruptedException {
        if (this.authorization != null) {
            request.header("Authorization", this.authorization);
        }
        return this.http.send(request.build(), HttpResponse.BodyHandlers.ofString());
    }
}
