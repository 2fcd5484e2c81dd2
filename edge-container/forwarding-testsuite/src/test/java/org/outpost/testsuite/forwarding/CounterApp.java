// SPDX-License-Identifier: Apache-2.0
package org.outpost.testsuite.forwarding;

import java.io.IOException;
import java.net.CookieManager;
import java.net.CookiePolicy;
import java.net.URI;
import java.net.URLEncoder;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.stream.Collectors;

import org.jboss.shrinkwrap.api.ShrinkWrap;
import org.jboss.shrinkwrap.api.spec.EnterpriseArchive;
import org.jboss.shrinkwrap.api.spec.JavaArchive;
import org.jboss.shrinkwrap.api.spec.WebArchive;
import org.outpost.testsuite.forwarding.app.Counter;

/**
 * The forwarding test application: its EAR, and one user's browser on one server ({@link #user}), which keeps its
 * cookies (the session and {@code Outpost-Bookmark}) like a browser does.
 */
final class CounterApp {

    static final String EAR = "outpost-forwarding.ear";
    static final String APPLICATION = "outpost-forwarding";
    static final String EJB_MODULE = "counters-ejb";

    private final Server server;
    private final HttpClient http;
    private final CookieManager cookies = new CookieManager(null, CookiePolicy.ACCEPT_ALL);

    private CounterApp(Server server) {
        this.server = server;
        this.http = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(5)).cookieHandler(this.cookies).build();
    }

    /** A new user (no cookie) of the application on {@code server}. */
    static CounterApp user(Server server) {
        return new CounterApp(server);
    }

    /** The EAR with {@code forwarding/outpost.xml}. */
    static EnterpriseArchive archive() {
        return archive("forwarding/outpost.xml");
    }

    /** The EAR with another descriptor (the same classes). */
    static EnterpriseArchive archive(String descriptor) {
        JavaArchive ejb = ShrinkWrap.create(JavaArchive.class, EJB_MODULE + ".jar")
                .addPackage(Counter.class.getPackage())
                .deleteClass(org.outpost.testsuite.forwarding.app.CounterServlet.class)
                .addAsManifestResource("forwarding/persistence.xml", "persistence.xml");
        WebArchive web = ShrinkWrap.create(WebArchive.class, "counters.war").addClass(org.outpost.testsuite.forwarding.app.CounterServlet.class);
        return ShrinkWrap.create(EnterpriseArchive.class, EAR)
                .addAsModules(ejb, web)
                .addAsManifestResource(descriptor, "outpost.xml");
    }

    /** Runs an operation that must answer 200; the trimmed body. */
    String call(String op, Object... parameters) {
        HttpResponse<String> response = send(op, parameters);
        if (response.statusCode() != 200) {
            throw new AssertionError(this.server + " answered " + response.statusCode() + " to " + op + ": " + response.body());
        }
        return response.body().trim();
    }

    /** Runs an operation; the whole response. */
    HttpResponse<String> send(String op, Object... parameters) {
        Map<String, String> query = new LinkedHashMap<>();
        query.put("op", op);
        for (int i = 0; i + 1 < parameters.length; i += 2) {
            query.put(parameters[i].toString(), parameters[i + 1].toString());
        }
        String encoded = query.entrySet().stream()
                .map(e -> e.getKey() + "=" + URLEncoder.encode(e.getValue(), StandardCharsets.UTF_8))
                .collect(Collectors.joining("&"));
        URI uri = URI.create("http://127.0.0.1:" + this.server.httpPort() + "/counters/counter?" + encoded);
        try {
            return this.http.send(HttpRequest.newBuilder(uri).timeout(Duration.ofSeconds(60)).build(), HttpResponse.BodyHandlers.ofString());
        } catch (IOException e) {
            throw new AssertionError("GET " + uri + " failed: " + e, e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new AssertionError("interrupted", e);
        }
    }

    /** The value of this user's {@code Outpost-Bookmark} cookie, or null. */
    String bookmarkCookie() {
        return this.cookies.getCookieStore().getCookies().stream()
                .filter(cookie -> cookie.getName().equals("Outpost-Bookmark"))
                .map(java.net.HttpCookie::getValue).findFirst().orElse(null);
    }
}
