// SPDX-License-Identifier: Apache-2.0
package org.outpost.testsuite.replication;

import java.io.IOException;
import java.net.URI;
import java.net.URLEncoder;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.function.Predicate;
import java.util.stream.Collectors;

import org.jboss.shrinkwrap.api.ShrinkWrap;
import org.jboss.shrinkwrap.api.spec.EnterpriseArchive;
import org.jboss.shrinkwrap.api.spec.JavaArchive;
import org.jboss.shrinkwrap.api.spec.WebArchive;
import org.outpost.testsuite.Server;

/** The replication test application: its EAR, and its servlet ({@link CatalogServlet}) on one server. */
final class Catalog {

    static final String EAR = "outpost-catalog.ear";

    private static final HttpClient HTTP = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(5)).build();

    private final Server server;

    Catalog(Server server) {
        this.server = server;
    }

    static EnterpriseArchive archive() {
        JavaArchive ejb = ShrinkWrap.create(JavaArchive.class, "catalog-ejb.jar")
                .addClasses(Product.class, Stock.class, Price.class, Note.class, CatalogFacade.class)
                .addAsManifestResource("replication/persistence.xml", "persistence.xml");
        WebArchive web = ShrinkWrap.create(WebArchive.class, "catalog.war").addClass(CatalogServlet.class);
        return ShrinkWrap.create(EnterpriseArchive.class, EAR)
                .addAsModules(ejb, web)
                .addAsManifestResource("replication/outpost.xml", "outpost.xml");
    }

    /** Runs an operation of the servlet, which must answer 200; returns the trimmed body. */
    String call(String op, Object... parameters) {
        HttpResponse<String> response = send(op, parameters);
        if (response.statusCode() != 200) {
            throw new AssertionError(server + " answered " + response.statusCode() + " to " + op + ": " + response.body());
        }
        return response.body().trim();
    }

    /** Runs an operation of the servlet that must fail; returns the root cause's message. */
    String failure(String op, Object... parameters) {
        HttpResponse<String> response = send(op, parameters);
        if (response.statusCode() != 500) {
            throw new AssertionError(server + " answered " + response.statusCode() + " to " + op + ", expected 500: " + response.body());
        }
        return response.body();
    }

    /** Calls {@code op} until its answer satisfies {@code condition}; fails after {@code timeout}. */
    String await(Duration timeout, Predicate<String> condition, String op, Object... parameters) throws InterruptedException {
        long deadline = System.nanoTime() + timeout.toNanos();
        String last = null;
        while (System.nanoTime() < deadline) {
            HttpResponse<String> response = send(op, parameters);
            last = response.statusCode() + " " + response.body().trim();
            if (response.statusCode() == 200 && condition.test(response.body().trim())) {
                return response.body().trim();
            }
            Thread.sleep(100);
        }
        throw new AssertionError(server + ": " + op + " did not reach the expected answer within " + timeout + "; last: " + last);
    }

    private HttpResponse<String> send(String op, Object... parameters) {
        Map<String, String> query = new LinkedHashMap<>();
        query.put("op", op);
        for (int i = 0; i + 1 < parameters.length; i += 2) {
            query.put(parameters[i].toString(), parameters[i + 1].toString());
        }
        String encoded = query.entrySet().stream()
                .map(e -> e.getKey() + "=" + URLEncoder.encode(e.getValue(), StandardCharsets.UTF_8))
                .collect(Collectors.joining("&"));
        URI uri = URI.create("http://127.0.0.1:" + server.httpPort() + "/catalog/catalog?" + encoded);
        try {
            return HTTP.send(HttpRequest.newBuilder(uri).timeout(Duration.ofSeconds(60)).build(), HttpResponse.BodyHandlers.ofString());
        } catch (IOException e) {
            throw new AssertionError("GET " + uri + " failed: " + e, e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new AssertionError("interrupted", e);
        }
    }
}
