// SPDX-License-Identifier: Apache-2.0
package org.outpost.testsuite.replication;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.function.Predicate;

import org.jboss.arquillian.container.test.api.RunAsClient;
import org.jboss.arquillian.junit5.ArquillianExtension;
import org.jboss.dmr.ModelNode;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.outpost.testsuite.Server;
import org.outpost.testsupport.OpClient;
import org.outpost.testsupport.WildFlyServer;

/**
 * The same EAR on main (PostgreSQL) and on an edge (H2 replica store): what main commits appears on the edge, whole
 * and in order; the edge refuses what it cannot do; an edge that was away converges.
 */
@ExtendWith(ArquillianExtension.class)
@RunAsClient
class EdgeReplicationTestCase {

    private static final Duration CONVERGE = Duration.ofSeconds(60);

    private final OpClient main = Catalog.on(Server.MAIN);
    private final OpClient edge = Catalog.on(Server.EDGE);

    @BeforeAll
    static void deployOnMainThenEdge() {
        deploy(Server.MAIN);
        deploy(Server.EDGE);
    }

    @AfterAll
    static void undeploy() {
        for (WildFlyServer server : List.of(Server.EDGE, Server.MAIN)) {
            server.undeployIfPresent(Catalog.EAR);
        }
    }

    @Test
    void insertUpdateAndDeleteOnMainAreSeenOnTheEdge() throws Exception {
        long id = Long.parseLong(main.call("add", "name", "lamp"));
        edge.await(CONVERGE, line -> line.equals(id + " lamp 0"), "get", "id", id);

        main.call("rename", "id", id, "name", "desk lamp");
        edge.await(CONVERGE, line -> line.equals(id + " desk lamp 1"), "get", "id", id);

        main.call("remove", "id", id);
        edge.await(CONVERGE, "absent"::equals, "get", "id", id);
    }

    @Test
    void aMultiRowTransactionIsNeverSeenHalfApplied() throws Exception {
        String name = "batch-" + System.nanoTime();
        List<String> seen = new CopyOnWriteArrayList<>();
        CompletableFuture<Void> reader = CompletableFuture.runAsync(() -> {
            long deadline = System.nanoTime() + CONVERGE.toNanos();
            String count = "0";
            while (!count.equals("50") && System.nanoTime() < deadline) {
                count = edge.call("count", "name", name);
                seen.add(count);
            }
        });
        Thread.sleep(200);
        main.call("many", "name", name, "count", 50);
        reader.get();
        assertEquals("50", seen.get(seen.size() - 1), "the edge never showed the batch");
        assertTrue(seen.stream().allMatch(count -> count.equals("0") || count.equals("50")), seen::toString);
    }

    @Test
    void aRollbackOnMainChangesNothingOnTheEdge() throws Exception {
        String before = awaitEdgeEqualsMain();
        assertEquals("rolled back", main.call("fail", "name", "never"));
        long marker = Long.parseLong(main.call("add", "name", "after-rollback"));
        edge.await(CONVERGE, line -> !line.equals("absent"), "get", "id", marker);
        List<String> expected = new ArrayList<>(before.lines().toList());
        expected.add(main.call("get", "id", marker));
        assertEquals(expected, edge.call("list").lines().toList());
        assertEquals("0", edge.call("count", "name", "never"));
    }

    @Test
    void theEdgeRefusesToReadWhatIsNotReplicatedAndToWriteWhatIs() {
        String read = edge.failure("notes");
        assertTrue(read.contains(Note.class.getName()) && read.contains("not replicated") && read.contains("execute-at"), read);
        assertEquals("0", main.call("notes"));

        String write = edge.failure("add", "name", "from-the-edge");
        assertTrue(write.contains(Product.class.getName()) && write.contains("read-only replica"), write);
    }

    @Test
    void aSyncWriterReturnsOnlyOnceTheEdgeApplied() throws Exception {
        main.call("stock", "sku", "warmup", "quantity", 1);
        edge.await(CONVERGE, "1"::equals, "stock", "sku", "warmup");
        for (int quantity = 10; quantity < 15; quantity++) {
            main.call("stock", "sku", "A-1", "quantity", quantity);
            assertEquals(String.valueOf(quantity), edge.call("stock", "sku", "A-1"), "read on the edge right after main returned");
        }
        ModelNode figures = stream(Server.MAIN);
        assertTrue(figures.get("sync-acknowledgements").asLong() >= 5, figures::toString);
    }

    @Test
    void anEdgeAwayWhileMainCommitsAThousandChangesAndAPoisonMessageConverges() throws Exception {
        awaitEdgeEqualsMain();
        String stream = streamId(Server.MAIN);
        Server.EDGE.undeploy(Catalog.EAR);
        ModelNode beforeAway = stream(Server.MAIN);
        long lastBeforeAway = beforeAway.get("last-sequence").asLong();

        List<Long> renamed = new ArrayList<>();
        for (int i = 0; i < 100; i++) {
            renamed.add(Long.parseLong(main.call("add", "name", "away-" + i)));
        }
        for (int i = 0; i < 160; i++) {
            main.call("many", "name", "away-batch-" + i, "count", 5);
        }
        for (int i = 0; i < 100; i++) {
            main.call("rename", "id", renamed.get(i), "name", "renamed-" + i);
        }
        for (int i = 0; i < 100; i += 2) {
            main.call("remove", "id", renamed.get(i));
        }
        long away = stream(Server.MAIN).get("last-sequence").asLong() - lastBeforeAway;

        deploy(Server.EDGE);
        awaitEdgeEqualsMain();
        main.call("poison", "stream", stream);
        main.call("add", "name", "after-poison");
        awaitEdgeEqualsMain();
        ModelNode edgeFigures = awaitFigures(Server.EDGE, figures -> figures.get("dead-letters").asLong() >= 1);
        ModelNode mainFigures = stream(Server.MAIN);
        assertEquals(mainFigures.get("last-sequence").asLong(), edgeFigures.get("applied-sequence").asLong(), edgeFigures::toString);
        assertEquals(0, edgeFigures.get("lag-transactions").asLong(), edgeFigures::toString);
        assertTrue(edgeFigures.get("dead-letters").asLong() >= 1, "the poison message dead-lettered, the next change set applied: " + edgeFigures);
        assertTrue(edgeFigures.get("replays").asLong() + edgeFigures.get("snapshots").asLong() >= 1, edgeFigures::toString);
        assertTrue(edgeFigures.get("bytes-received").asLong() > 0, edgeFigures::toString);
        assertTrue(edgeFigures.get("received").asLong() < away, "the " + away + " change sets of the absence came by replay,"
                + " and the durable subscription's backlog was dropped, not sent again: " + edgeFigures);
        assertTrue(mainFigures.get("outbox-size").asLong() > 0, mainFigures::toString);
        assertTrue(mainFigures.get("replayed-from-memory").asLong() > beforeAway.get("replayed-from-memory").asLong(),
                "main replayed what it published meanwhile from its memory of the topic: " + mainFigures);
    }

    @Test
    void anInvalidateEntityTravelsAsKeysAndTheEdgeFetchesItsRowsFromMainOnTheNextRead() throws Exception {
        String first = "P-" + System.nanoTime();
        String second = first + "-b";
        main.call("price", "sku", first, "amount", 10);
        edge.await(CONVERGE, "10"::equals, "price", "sku", first);

        main.call("price", "sku", first, "amount", 11);
        main.call("price", "sku", second, "amount", 20);
        ModelNode marked = awaitFigures(Server.EDGE, figures -> figures.get("stale-rows").asLong() == 2);
        assertEquals(2, marked.get("stale-rows").asLong(), "applied as marks, not rows: " + marked);

        assertEquals(main.call("prices"), edge.call("prices"), "the query read main's rows");
        ModelNode fetched = stream(Server.EDGE);
        assertEquals(marked.get("stale-row-fetches").asLong() + 1, fetched.get("stale-row-fetches").asLong(),
                "one round trip for both rows: " + fetched);
        assertEquals(0, fetched.get("stale-rows").asLong(), fetched::toString);

        assertEquals("11", edge.call("price", "sku", first));
        assertEquals(fetched.get("stale-row-fetches").asLong(), stream(Server.EDGE).get("stale-row-fetches").asLong(),
                "a fresh row is read locally");
    }

    private String awaitEdgeEqualsMain() throws InterruptedException {
        String expected = main.call("list");
        return edge.await(CONVERGE, expected::equals, "list");
    }

    private static String streamId(WildFlyServer server) {
        return stream(server).get("stream").asString();
    }

    /** The stream's figures once they satisfy {@code condition} (counters move when the edge commits a batch). */
    private static ModelNode awaitFigures(WildFlyServer server, Predicate<ModelNode> condition)
            throws InterruptedException {
        long deadline = System.nanoTime() + CONVERGE.toNanos();
        ModelNode figures = stream(server);
        while (!condition.test(figures) && System.nanoTime() < deadline) {
            Thread.sleep(200);
            figures = stream(server);
        }
        return figures;
    }

    private static ModelNode stream(WildFlyServer server) {
        return server.stream(Catalog.EAR);
    }

    private static void deploy(WildFlyServer server) {
        ModelNode outcome = server.deployOutcome(Catalog.archive());
        assertEquals("success", outcome.get("outcome").asString(), () -> server + ": " + outcome);
    }
}
