// SPDX-License-Identifier: Apache-2.0
package org.outpost.changestream.serving;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.math.BigDecimal;
import java.net.ServerSocket;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.OptionalInt;
import java.util.UUID;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.outpost.changestream.apply.ApplyOutcome;
import org.outpost.changestream.apply.ChangeSetSource;
import org.outpost.changestream.apply.ReplayPage;
import org.outpost.changestream.apply.ReplayUnavailableException;
import org.outpost.changestream.apply.ReplicaSynchronizer;
import org.outpost.changestream.apply.Snapshot;
import org.outpost.changestream.capture.Account;
import org.outpost.changestream.fetching.FetchSettings;
import org.outpost.changestream.fetching.ReplayClient;
import org.outpost.changestream.fetching.SnapshotClient;
import org.outpost.changestream.http.ChangeStreamPaths;
import org.outpost.changestream.outbox.Outbox;
import org.outpost.changestream.outbox.OutboxEntry;
import org.outpost.changestream.outbox.RecentBatches;
import org.outpost.changestream.outbox.RetentionPolicy;
import org.outpost.changestream.transport.BrokerCredentials;
import org.outpost.changestream.wire.ChangeSetCodec;
import org.outpost.changestream.wire.CodecSettings;
import org.outpost.changestream.wire.SchemaNumbering;
import org.postgresql.ds.PGSimpleDataSource;

/** Replay from main's outbox on PostgreSQL over HTTP, applied to an H2 replica; the status codes and their errors. */
class ReplayOverHttpTest {

    private ServingFixture fixture;
    private ChangeSetSource source;

    @BeforeEach
    void start() throws Exception {
        fixture = new ServingFixture(100);
        source = fixture.changeSetSource();
    }

    @AfterEach
    void stop() {
        fixture.close();
    }

    @Test
    void aRangeFetchedOverHttpIsTheOutboxBytesAndAppliesToTheReplica() throws Exception {
        try (ServingFixture.Replica replica = new ServingFixture.Replica()) {
            try (Snapshot empty = fixture.snapshotSource().open()) {
                replica.endpoint.installSnapshot(empty);
            }
            List<Long> accounts = commitTransactions(12);
            UUID epoch = fixture.epoch();

            ReplayPage firstPage = source.fetch(epoch, 1, 5);
            assertEquals(12, firstPage.lastSequence(), "main's last sequence travels with every page");
            assertEquals(fixture.main.outbox.publishedSequence(), firstPage.publishedSequence(), "and what its relay published");
            List<byte[]> first = firstPage.messages();
            List<byte[]> rest = source.fetch(epoch, 6, 100).messages();
            assertEquals(5, first.size());
            assertEquals(7, rest.size(), "everything from 6 on: 12 transactions");
            ReplayPage none = source.fetch(epoch, 13, 100);
            assertEquals(List.of(), none.messages(), "nothing committed at or after 13 yet");
            assertEquals(12, none.lastSequence());
            List<OutboxEntry> outbox = fixture.main.outbox.readFrom(1, 100);
            for (int i = 0; i < 12; i++) {
                byte[] message = i < 5 ? first.get(i) : rest.get(i - 5);
                assertArrayEquals(outbox.get(i).message(), message, "the outbox bytes, unchanged, of " + (i + 1));
                assertEquals(new ApplyOutcome.Applied(i + 1, i % 4 == 0 ? 2 : 1), replica.endpoint.apply(message));
            }

            assertEquals(fixture.mainRows(), replica.rows());
            assertEquals(12, replica.lastSequence());
            assertEquals(accounts.size(), replica.rows().get(Account.class.getName()).size());
        }
    }

    @Test
    void mainCapsHowManyChangeSetsOneRequestReturns() throws Exception {
        fixture.server.register(new ChangeStreamEndpoints("capped", new ReplayService(fixture.main.outbox, 4, RecentBatches.NONE, 0),
                fixture.snapshots));
        commitTransactions(6);
        ReplayClient capped = new ReplayClient(FetchSettings.of(fixture.server.uri(), "capped",
                ServingFixture.EDGE_USER));

        assertEquals(4, capped.fetch(fixture.epoch(), 1, 100).messages().size());
        assertEquals(2, capped.fetch(fixture.epoch(), 5, 100).messages().size());
        assertEquals(ReplayService.MAX_BATCH, new ReplayService(fixture.main.outbox).maxBatch());
    }

    @Test
    void anEdgeNumberingAsTheTopicGetsTheBatchesMainStillHasAsPublishedAndTheOutboxBeforeThem() throws Exception {
        SchemaNumbering numbering = SchemaNumbering.of(fixture.mainSchema);
        ChangeSetCodec codec = new ChangeSetCodec(CodecSettings.defaults(), numbering);
        RecentBatches recent = new RecentBatches(RecentBatches.DEFAULT_MAX_BYTES);
        ReplayService service = new ReplayService(fixture.main.outbox, ReplayService.MAX_BATCH, recent, numbering.fingerprint());
        fixture.server.register(new ChangeStreamEndpoints("batched", service, fixture.snapshots));
        List<Long> accounts = commitTransactions(12);
        UUID epoch = fixture.epoch();
        List<OutboxEntry> outbox = fixture.main.outbox.readFrom(1, 100);
        // As the publisher remembers what it put on the topic: 3..6 in one message, 7..12 in another.
        byte[] early = publish(recent, codec, outbox.subList(2, 6));
        byte[] late = publish(recent, codec, outbox.subList(6, 12));
        fixture.main.outbox.markPublished(12);
        FetchSettings settings = FetchSettings.of(fixture.server.uri(), "batched", ServingFixture.EDGE_USER);
        ReplayClient edge = new ReplayClient(settings, settings.newClient(), OptionalInt.of(numbering.fingerprint()));

        ReplayPage before = edge.fetch(epoch, 1, 100);
        assertEquals(2, before.changeSets(), "the outbox up to the first batch in memory");
        assertArrayEquals(outbox.get(1).message(), before.messages().get(1));
        ReplayPage batches = edge.fetch(epoch, 3, 100);
        assertEquals(10, batches.changeSets());
        assertEquals(2, batches.messages().size());
        assertArrayEquals(early, batches.messages().get(0));
        assertArrayEquals(late, batches.messages().get(1));
        assertEquals(12, batches.lastSequence());
        assertEquals(12, batches.publishedSequence());
        ReplayPage capped = edge.fetch(epoch, 3, 9);
        assertEquals(4, capped.changeSets(), "3..12 would be more than 9");
        assertArrayEquals(early, capped.messages().get(0));
        assertEquals(3, edge.fetch(epoch, 7, 3).messages().size(), "7..12 is more than 3: the outbox's 7, 8 and 9");
        ReplayClient otherSchema = new ReplayClient(settings, settings.newClient(), OptionalInt.of(numbering.fingerprint() + 1));
        assertEquals(10, otherSchema.fetch(epoch, 3, 100).messages().size(), "another numbering gets the outbox's");
        assertEquals(10, new ReplayClient(settings).fetch(epoch, 3, 100).messages().size(), "and so does none");
        assertEquals(10 + 4, service.changeSetsFromMemory());
        assertEquals(2 + 3 + 10 + 10, service.changeSetsFromOutbox());

        try (ServingFixture.Replica replica = new ServingFixture.Replica()) {
            try (Snapshot empty = fixture.snapshotSource().open()) {
                replica.endpoint.installSnapshot(empty);
            }
            assertEquals(12, new ReplicaSynchronizer(replica.endpoint, edge, fixture.snapshotSource()).catchUp());
            assertEquals(fixture.mainRows(), replica.rows());
            assertEquals(12, replica.lastSequence());
            assertEquals(accounts.size(), replica.rows().get(Account.class.getName()).size());
        }

        assertEquals(6, fixture.main.outbox.purge(new RetentionPolicy(Duration.ofDays(1), 6)));
        ReplayUnavailableException purged = assertThrows(ReplayUnavailableException.class, () -> edge.fetch(epoch, 3, 100));
        assertTrue(purged.getMessage().contains("the oldest kept is 7"), "memory serves no more than the outbox holds: "
                + purged.getMessage());
        assertArrayEquals(late, edge.fetch(epoch, 7, 100).messages().get(0));
    }

    /** The batch of {@code entries} as the publisher sends and remembers it. */
    private static byte[] publish(RecentBatches recent, ChangeSetCodec codec, List<OutboxEntry> entries) {
        RecentBatches.Batch batch = RecentBatches.Batch.of(entries, codec);
        recent.add(batch);
        return batch.message();
    }

    @Test
    void anotherEpochIsGone() throws Exception {
        commitTransactions(2);
        UUID old = fixture.epoch();

        ReplayUnavailableException unknown = assertThrows(ReplayUnavailableException.class,
                () -> source.fetch(UUID.randomUUID(), 1, 10));
        assertTrue(unknown.getMessage().contains("is not main's current epoch " + old), unknown.getMessage());

        UUID current = fixture.main.outbox.reset();
        ReplayUnavailableException reset = assertThrows(ReplayUnavailableException.class, () -> source.fetch(old, 2, 10));
        assertTrue(reset.getMessage().contains("Epoch " + old + " is not main's current epoch " + current),
                reset.getMessage());
        assertTrue(reset.getMessage().contains(fixture.settings.changesUri(old, 2, 10).toString()), reset.getMessage());
        assertEquals(List.of(), source.fetch(current, 1, 10).messages());
    }

    @Test
    void aPurgedRangeIsGoneAndWhatIsKeptStillReplays() throws Exception {
        commitTransactions(5);
        UUID epoch = fixture.epoch();
        Outbox outbox = fixture.main.outbox;
        outbox.markPublished(5);
        assertEquals(3, outbox.purge(new RetentionPolicy(Duration.ofDays(1), 2)));

        ReplayUnavailableException purged = assertThrows(ReplayUnavailableException.class,
                () -> source.fetch(epoch, 1, 10));
        assertTrue(purged.getMessage().contains("Change set 1 of epoch " + epoch + " was purged"), purged.getMessage());
        assertTrue(purged.getMessage().contains("the oldest kept is 4"), purged.getMessage());
        assertEquals(2, source.fetch(epoch, 4, 10).messages().size());

        assertEquals(2, outbox.purge(new RetentionPolicy(Duration.ofNanos(1), 1)));
        ReplayUnavailableException none = assertThrows(ReplayUnavailableException.class, () -> source.fetch(epoch, 5, 10));
        assertTrue(none.getMessage().contains("nothing kept from 5"), none.getMessage());
        assertEquals(List.of(), source.fetch(epoch, 6, 10).messages(), "6 is not purged, just not committed yet");
    }

    @Test
    void badParametersAre400NamingTheParameterAndUnknownResources404() throws Exception {
        String changes = fixture.server.uri() + ChangeStreamPaths.changesPath(ServingFixture.STREAM);
        UUID epoch = fixture.epoch();
        assertAnswer(400, "'epoch' is missing", changes + "?from=1");
        assertAnswer(400, "'epoch' must be a UUID, got 'main'", changes + "?epoch=main&from=1");
        assertAnswer(400, "'from' is missing", changes + "?epoch=" + epoch);
        assertAnswer(400, "'from' must be 1 or more, got 0", changes + "?epoch=" + epoch + "&from=0");
        assertAnswer(400, "'from' must be a whole number, got 'x'", changes + "?epoch=" + epoch + "&from=x");
        assertAnswer(400, "'max' must be 1 or more, got -3", changes + "?epoch=" + epoch + "&from=1&max=-3");
        assertAnswer(400, "'schema' must be eight hex digits, got '12'", changes + "?epoch=" + epoch + "&from=1&schema=12");
        assertAnswer(200, "", changes + "?epoch=" + epoch + "&from=1");
        assertAnswer(404, "has no resource 'history'", fixture.server.uri() + ChangeStreamPaths.BASE + "/"
                + ServingFixture.STREAM + "/history");
    }

    @Test
    void failuresOnTheEdgeNameTheUrlAndStatus() throws Exception {
        UUID epoch = fixture.epoch();
        ReplayClient wrongPassword = new ReplayClient(FetchSettings.of(fixture.server.uri(),
                ServingFixture.STREAM, new BrokerCredentials("edge-user", "wrong")));
        IOException refused = assertThrows(IOException.class, () -> wrongPassword.fetch(epoch, 1, 10));
        assertTrue(refused.getMessage().startsWith("GET " + fixture.settings.changesUri(epoch, 1, 10) + " answered 401"),
                refused.getMessage());

        PGSimpleDataSource down = new PGSimpleDataSource();
        down.setUrl("jdbc:postgresql://127.0.0.1:" + freePort() + "/outpost_test?connectTimeout=2");
        Outbox unreachable = new Outbox(down);
        fixture.server.register(new ChangeStreamEndpoints("down", new ReplayService(unreachable),
                new SnapshotService(down, fixture.mainSchema, unreachable, 10)));
        FetchSettings downSettings = FetchSettings.of(fixture.server.uri(), "down", ServingFixture.EDGE_USER);
        IOException replay = assertThrows(IOException.class, () -> new ReplayClient(downSettings).fetch(epoch, 1, 1));
        assertTrue(replay.getMessage().contains(downSettings.changesUri(epoch, 1, 1) + " answered 503: Main cannot read"
                + " the outbox of change stream down now; retry later"), replay.getMessage());
        IOException snapshot = assertThrows(IOException.class, () -> new SnapshotClient(downSettings).open());
        assertTrue(snapshot.getMessage().contains(downSettings.snapshotUri() + " answered 503"), snapshot.getMessage());

        FetchSettings nobody = FetchSettings.of(URI.create("http://127.0.0.1:" + freePort()),
                ServingFixture.STREAM, ServingFixture.EDGE_USER).withConnectTimeout(Duration.ofSeconds(2));
        IOException unreachableMain = assertThrows(IOException.class, () -> new ReplayClient(nobody).fetch(epoch, 1, 1));
        assertTrue(unreachableMain.getMessage().startsWith("Cannot get " + nobody.changesUri(epoch, 1, 1) + ": "),
                unreachableMain.getMessage());
        IOException unreachableSnapshot = assertThrows(IOException.class, () -> new SnapshotClient(nobody).open());
        assertTrue(unreachableSnapshot.getMessage().startsWith("Cannot get " + nobody.snapshotUri()),
                unreachableSnapshot.getMessage());
    }

    private void assertAnswer(int status, String text, String url) throws Exception {
        HttpRequest request = HttpRequest.newBuilder(URI.create(url))
                .header("Authorization", fixture.settings.authorization().orElseThrow()).build();
        HttpResponse<String> response = HttpClient.newHttpClient().send(request, HttpResponse.BodyHandlers.ofString());
        assertEquals(status, response.statusCode(), () -> url + ": " + response.body());
        if (status != 200) {
            assertEquals("text/plain; charset=UTF-8", response.headers().firstValue("Content-Type").orElse(""));
            assertTrue(response.body().contains(text), () -> url + ": " + response.body());
        } else {
            assertEquals(ChangeStreamPaths.CHANGES_CONTENT_TYPE, response.headers().firstValue("Content-Type").orElse(""));
        }
    }

    /**
     * Commits {@code count} transactions: every 4th a new account in a new region (2 rows), the others new accounts or
     * balance changes. Returns the accounts created.
     */
    private List<Long> commitTransactions(int count) {
        List<Long> accounts = new ArrayList<>();
        for (int i = 0; i < count; i++) {
            if (i % 4 == 0) {
                accounts.add(fixture.main.commitAccount(10 + i, "new" + i, BigDecimal.ONE));
            } else if (i % 2 == 1) {
                accounts.add(fixture.main.commitAccount(10, "more" + i, BigDecimal.ONE));
            } else {
                fixture.main.commitBalance(accounts.get(0), BigDecimal.valueOf(i));
            }
        }
        return accounts;
    }

    private static int freePort() throws IOException {
        try (ServerSocket socket = new ServerSocket(0)) {
            return socket.getLocalPort();
        }
    }
}
