// SPDX-License-Identifier: Apache-2.0
package org.outpost.bench;

import java.time.Duration;
import java.util.Locale;
import java.util.concurrent.CompletableFuture;

import org.jboss.shrinkwrap.api.ShrinkWrap;
import org.jboss.shrinkwrap.api.spec.EnterpriseArchive;
import org.jboss.shrinkwrap.api.spec.JavaArchive;
import org.outpost.bench.app.CatalogFacade;
import org.outpost.bench.app.Item;
import org.outpost.bench.app.ItemFacade;
import org.outpost.bench.app.ItemServlet;
import org.outpost.testsupport.OpApplication;
import org.outpost.testsupport.OpClient;
import org.outpost.testsupport.WildFlyServer;

/** The bench application: its EAR, the same on main and the edge, and its servlet on main. */
final class BenchApplication {

    static final String EAR = "outpost-bench.ear";

    private static final String RESOURCES = "org/outpost/bench/app/";
    private static final OpApplication APPLICATION = new OpApplication(EAR, "bench.war", ItemServlet.class);
    /** Inserting a hundred transactions in one request can take a while on a loaded machine. */
    private static final Duration REQUEST_TIMEOUT = Duration.ofSeconds(120);

    private final OpClient main;

    BenchApplication(WildFlyServer main) {
        this.main = APPLICATION.client(main).withTimeout(REQUEST_TIMEOUT);
    }

    /** {@code outpost-bench.ear}: an EJB jar with {@link Item}, its façades and persistence unit, a web module, the descriptor. */
    static EnterpriseArchive archive() {
        return archive("outpost.xml");
    }

    /** The same EAR whose descriptor runs {@link ItemFacade#bid} on main when an edge is called. */
    static EnterpriseArchive forwardingArchive() {
        return archive("outpost-forwarding.xml");
    }

    /**
     * The same EAR whose descriptor caches {@link Item#BY_CATEGORY} at the edge and runs
     * {@link CatalogFacade#itemsInCategoryAtMain} on main when an edge is called.
     */
    static EnterpriseArchive queryCacheArchive() {
        return archive("outpost-query-cache.xml");
    }

    /** A new user, whose cookies are kept, of the application on {@code server}. */
    static OpClient user(WildFlyServer server) {
        return APPLICATION.client(server).withCookies();
    }

    private static EnterpriseArchive archive(String descriptor) {
        JavaArchive ejb = ShrinkWrap.create(JavaArchive.class, "bench-ejb.jar")
                .addClasses(Item.class, ItemFacade.class, CatalogFacade.class)
                .addAsManifestResource(RESOURCES + "persistence.xml", "persistence.xml");
        return APPLICATION.archive(ejb, RESOURCES + descriptor);
    }

    /** Commits {@code transactions} transactions of {@code rows} new items; returns the first and last id. */
    long[] insert(int rows, int transactions) {
        String[] ids = this.main.call("insert", "rows", rows, "transactions", transactions).split(" ");
        return new long[] {Long.parseLong(ids[0]), Long.parseLong(ids[1])};
    }

    /** One bid on one item (two columns of one row in one transaction), asynchronously. */
    CompletableFuture<String> bid(long id, double amount) {
        return this.main.callAsync("bid", "id", id, "amount", String.format(Locale.ROOT, "%.2f", amount));
    }

    /**
     * {@code count} bids at {@code perSecond} (open loop: {@link PacedWrites}, at most {@code maxInFlight} unanswered),
     * bid {@code i} on seed item {@code i} modulo the seed ({@code seed}: first and last id), the amount growing with
     * {@code round}; failures are reported on standard error and in the result.
     */
    PacedWrites.Result bids(long[] seed, int count, double perSecond, int round, int maxInFlight, Duration timeout)
            throws InterruptedException {
        long items = seed[1] - seed[0] + 1;
        PacedWrites.Result result = PacedWrites.run(count, perSecond, maxInFlight, timeout.toSeconds(),
                i -> bid(seed[0] + i % items, round + i / (double) count));
        if (result.failures() > 0) {
            System.err.println("bench: WARNING: " + result.failures() + " of " + count + " writes failed; first: "
                    + result.firstFailure());
        }
        return result;
    }

    /** {@code count total min max} of the Java serialized sizes of the items with ids in [from, to]. */
    long[] javaSerializedBytes(long from, long to) {
        String[] values = this.main.call("java-bytes", "from", from, "to", to).split(" ");
        long[] result = new long[values.length];
        for (int i = 0; i < values.length; i++) {
            result[i] = Long.parseLong(values[i]);
        }
        return result;
    }
}
