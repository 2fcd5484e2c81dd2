// SPDX-License-Identifier: Apache-2.0
package org.outpost.bench;

import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.Locale;
import java.util.concurrent.CompletableFuture;

import org.jboss.shrinkwrap.api.ShrinkWrap;
import org.jboss.shrinkwrap.api.spec.EnterpriseArchive;
import org.jboss.shrinkwrap.api.spec.JavaArchive;
import org.jboss.shrinkwrap.api.spec.WebArchive;
import org.outpost.bench.app.Item;
import org.outpost.bench.app.ItemFacade;
import org.outpost.bench.app.ItemServlet;

/** The bench application: its EAR, the same on main and the edge, and its servlet on main. */
final class BenchApplication {

    static final String EAR = "outpost-bench.ear";

    private static final String RESOURCES = "org/outpost/bench/app/";

    private final HttpClient http = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(5)).build();
    private final int mainHttpPort;

    BenchApplication(int mainHttpPort) {
        this.mainHttpPort = mainHttpPort;
    }

    /** {@code outpost-bench.ear}: an EJB jar with {@link Item}, its façade and persistence unit, a web module, the descriptor. */
    static EnterpriseArchive archive() {
        JavaArchive ejb = ShrinkWrap.create(JavaArchive.class, "bench-ejb.jar")
                .addClasses(Item.class, ItemFacade.class)
                .addAsManifestResource(RESOURCES + "persistence.xml", "persistence.xml");
        WebArchive web = ShrinkWrap.create(WebArchive.class, "bench.war").addClass(ItemServlet.class);
        return ShrinkWrap.create(EnterpriseArchive.class, EAR)
                .addAsModules(ejb, web)
                .addAsManifestResource(RESOURCES + "outpost.xml", "outpost.xml");
    }

    /** Commits {@code transactions} transactions of {@code rows} new items; returns the first and last id. */
    long[] insert(int rows, int transactions) {
        String[] ids = call("op=insert&rows=" + rows + "&transactions=" + transactions).split(" ");
        return new long[] {Long.parseLong(ids[0]), Long.parseLong(ids[1])};
    }

    /** One bid on one item (two columns of one row in one transaction), asynchronously. */
    CompletableFuture<Void> bid(long id, double amount) {
        return this.http.sendAsync(request("op=bid&id=" + id + "&amount=" + String.format(Locale.ROOT, "%.2f", amount)),
                HttpResponse.BodyHandlers.ofString()).thenAccept(response -> check("bid", response));
    }

    /** {@code count total min max} of the Java serialized sizes of the items with ids in [from, to]. */
    long[] javaSerializedBytes(long from, long to) {
        String[] values = call("op=java-bytes&from=" + from + "&to=" + to).split(" ");
        long[] result = new long[values.length];
        for (int i = 0; i < values.length; i++) {
            result[i] = Long.parseLong(values[i]);
        }
        return result;
    }

    private String call(String query) {
        try {
            HttpResponse<String> response = this.http.send(request(query), HttpResponse.BodyHandlers.ofString());
            return check(query, response);
        } catch (IOException e) {
            throw new IllegalStateException("main: GET " + query + " failed: " + e, e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("interrupted", e);
        }
    }

    private HttpRequest request(String query) {
        URI uri = URI.create("http://127.0.0.1:" + this.mainHttpPort + "/bench/items?" + query);
        return HttpRequest.newBuilder(uri).timeout(Duration.ofSeconds(120)).build();
    }

    private static String check(String what, HttpResponse<String> response) {
        if (response.statusCode() != 200) {
            throw new IllegalStateException("main answered " + response.statusCode() + " to " + what + ": " + response.body());
        }
        return response.body().trim();
    }
}
