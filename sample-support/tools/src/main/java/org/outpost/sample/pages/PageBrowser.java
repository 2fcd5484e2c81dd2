// SPDX-License-Identifier: Apache-2.0
package org.outpost.sample.pages;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.CookieManager;
import java.net.CookiePolicy;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;

/**
 * One user's browser on a sample's pages on one server: GET requests relative to the application's root, cookies kept
 * (the HTTP session, and on an edge the {@code Outpost-Bookmark} that makes the user's own writes visible there).
 * Several threads may share it.
 */
public final class PageBrowser {

    private final String base;
    private final HttpClient http;

    /** A new browser, without cookies, of the pages under {@code base} (ending with {@code /}). */
    public PageBrowser(String base) {
        this.base = base;
        this.http = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(10))
                .cookieHandler(new CookieManager(null, CookiePolicy.ACCEPT_ALL)).build();
    }

    /** A page as served: its status and its body. */
    public record Page(int status, String body) {
    }

    /** Requests {@code path} (relative to the base) with GET, whatever the status; fails on a network error. */
    public Page fetch(String path) {
        try {
            HttpResponse<String> response = this.http.send(HttpRequest.newBuilder(URI.create(this.base + path)).timeout(Duration.ofSeconds(60)).build(),
                    HttpResponse.BodyHandlers.ofString());
            return new Page(response.statusCode(), response.body());
        } catch (IOException e) {
            throw new UncheckedIOException(this.base + path + ": " + e.getMessage(), e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("interrupted while requesting " + this.base + path, e);
        }
    }
}
