// SPDX-License-Identifier: Apache-2.0
package org.outpost.reliability;

import java.io.IOException;
import java.net.URI;
import java.net.URLEncoder;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import org.jboss.shrinkwrap.api.ShrinkWrap;
import org.jboss.shrinkwrap.api.asset.ClassLoaderAsset;
import org.jboss.shrinkwrap.api.spec.WebArchive;
import org.outpost.reliability.probe.RowDigest;
import org.outpost.testsupport.WildFlyServer;

/**
 * Reads the rows of RUBiS' replicated tables on main (its datasource) and on an edge (its replica store) through the
 * probe WAR ({@code probe.ProbeServlet}), deployed on every server once.
 */
final class ReplicaProbe {

    static final String WAR = "outpost-reliability-probe.war";
    /** The tables c6 replicates: every RUBiS table. */
    static final List<String> TABLES = List.of("categories", "regions", "users", "items", "old_items", "bids", "comments", "buy_now");
    static final String MAIN_DATASOURCE = "java:jboss/datasources/OutpostMainDS";
    static final String EDGE_DATASOURCE = "java:jboss/datasources/OutpostReplicaStore";
    private static final String PROBE_PACKAGE = RowDigest.class.getPackageName() + ".";

    /**
     * A table's rows as one server holds them.
     *
     * @param columns the columns digested, {@code id} aside
     * @param digests each row's {@link RowDigest}, by id, in id order
     */
    record Rows(List<String> columns, Map<Long, String> digests) {

        /** The digest of the whole table: of every row's id and digest in id order. */
        String checksum() {
            StringBuilder all = new StringBuilder();
            this.digests.forEach((id, digest) -> all.append(id).append(' ').append(digest).append('\n'));
            return RowDigest.of(List.of(all.toString()));
        }
    }

    private final HttpClient http = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(5)).build();

    /**
     * Deploys the probe on {@code server} unless it is there. Its classes go in as files: this JVM has no servlet API
     * to load them with.
     */
    static void deploy(WildFlyServer server) {
        if (!server.hasDeployment(WAR)) {
            WebArchive war = ShrinkWrap.create(WebArchive.class, WAR);
            for (String name : List.of(PROBE_PACKAGE + "ProbeServlet", PROBE_PACKAGE + "RowDigest")) {
                String file = name.replace('.', '/') + ".class";
                war.add(new ClassLoaderAsset(file), "WEB-INF/classes/" + file);
            }
            server.deploy(war);
        }
    }

    /** The rows of {@code table} on the server at {@code http}, of {@code columns} (null: the table's own). */
    Rows rows(URI http, String datasource, String table, List<String> columns) throws IOException, InterruptedException {
        String query = "datasource=" + URLEncoder.encode(datasource, StandardCharsets.UTF_8) + "&table=" + table
                + (columns == null ? "" : "&columns=" + String.join(",", columns));
        HttpResponse<String> response = this.http.send(HttpRequest.newBuilder(http.resolve("/outpost-reliability-probe/rows?" + query))
                .timeout(Duration.ofMinutes(2)).build(), HttpResponse.BodyHandlers.ofString());
        if (response.statusCode() != 200) {
            throw new IOException("probe of " + table + " at " + http + " answered " + response.statusCode() + ": " + response.body());
        }
        List<String> lines = response.body().lines().toList();
        List<String> read = List.of(lines.get(0).substring("columns: ".length()).split(","));
        Map<Long, String> digests = new LinkedHashMap<>();
        for (String line : lines.subList(1, lines.size())) {
            int space = line.indexOf(' ');
            digests.put(Long.parseLong(line.substring(0, space)), line.substring(space + 1));
        }
        return new Rows(read, digests);
    }
}
