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
import java.util.UUID;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.outpost.changestream.apply.ApplyOutcome;
import org.outpost.changestream.apply.ChangeSetSource;
import org.outpost.changestream.apply.ReplayPage;
import org.outpost.changestream.apply.ReplayUnavailableException;
import org.outpost.changestream.apply.Snapshot;
import org.outpost.changestream.capture.Account;
import org.outpost.changestream.fetching.FetchSettings;
import org.outpost.changestream.fetching.ReplayClient;
import org.outpost.changestream.fetching.SnapshotClient;
import org.outpost.changestream.http.ChangeStreamPaths;
import org.outpost.changestream.outbox.Outbox;
import org.outpost.changestream.outbox.OutboxEntry;
import org.outpost.changestream.outbox.RetentionPolicy;
import org.outpost.changestream.transport.BrokerCredentials;
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
            List<byte[]> first = firstPage.changeSets();
            List<byte[]> rest = source.fetch(epoch, 6, 100).changeSets();
            assertEquals(5, first.size());
            assertEquals(7, rest.size(), "everything from 6 on: 12 transactions");
            ReplayPage none = source.fetch(epoch, 13, 100);
            assertEquals(List.of(), none.changeSets(), "nothing committed at or after 13 yet");
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
        fixture.server.register(new ChangeStreamEndpoints("capped", new ReplayService(fixture.main.outbox, 4),
                fixture.snapshots));
        commitTransactions(6);
        ReplayClient capped = new ReplayClient(FetchSettings.of(fixture.server.uri(), "capped",
                ServingFixture.EDGE_USER));

        assertEquals(4, capped.fetch(fixture.epoch(), 1, 100).changeSets().size());
        assertEquals(2, capped.fetch(fixture.epoch(), 5, 100).changeSets().size());
        assertEquals(ReplayService.MAX_BATCH, new ReplayService(fixture.main.outbox).maxBatch());
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
        assertEquals(List.of(), source.fetch(current, 1, 10).changeSets());
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
        assertEquals(2, source.fetch(epoch, 4, 10).changeSets().size());

        assertEquals(2, outbox.purge(new RetentionPolicy(Duration.ofNanos(1), 1)));
        ReplayUnavailableException none = assertThrows(ReplayUnavailableException.class, () -> source.fetch(epoch, 5, 10));
        assertTrue(none.getMessage().contains("nothing kept from 5"), none.getMessage());
        assertEquals(List.of(), source.fetch(epoch, 6, 10).changeSets(), "6 is not purged, just not committed yet");
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
