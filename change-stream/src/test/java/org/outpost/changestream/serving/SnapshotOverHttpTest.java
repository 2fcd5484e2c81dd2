// SPDX-License-Identifier: Apache-2.0
package org.outpost.changestream.serving;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.math.BigDecimal;
import java.net.InetSocketAddress;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.ThreadLocalRandom;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;

import com.sun.net.httpserver.HttpServer;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.outpost.changestream.apply.ApplyOutcome;
import org.outpost.changestream.apply.ReplicaSynchronizer;
import org.outpost.changestream.apply.Snapshot;
import org.outpost.changestream.apply.SnapshotChunk;
import org.outpost.changestream.capture.Account;
import org.outpost.changestream.fetching.FetchSettings;
import org.outpost.changestream.fetching.SnapshotClient;
import org.outpost.changestream.http.ChangeStreamPaths;
import org.outpost.changestream.http.SnapshotHeader;
import org.outpost.changestream.model.ChangeSet;
import org.outpost.changestream.model.ColumnValue;
import org.outpost.changestream.model.RowChange;
import org.outpost.changestream.model.Value;

/**
 * Snapshots of main on PostgreSQL over HTTP (chunks of 3 rows), installed into H2 replicas with
 * {@code ApplyEndpoint.installSnapshot}, then continued by replay over HTTP.
 */
class SnapshotOverHttpTest {

    private ServingFixture fixture;
    private final List<ServingFixture.Replica> replicas = new ArrayList<>();

    @BeforeEach
    void start() throws Exception {
        fixture = new ServingFixture(3);
    }

    @AfterEach
    void stop() throws Exception {
        for (ServingFixture.Replica replica : replicas) {
            replica.close();
        }
        fixture.close();
    }

    private ServingFixture.Replica replica() throws Exception {
        ServingFixture.Replica replica = new ServingFixture.Replica();
        replicas.add(replica);
        return replica;
    }

    private ReplicaSynchronizer synchronizer(ServingFixture.Replica replica) {
        return new ReplicaSynchronizer(replica.endpoint, fixture.changeSetSource(), fixture.snapshotSource());
    }

    @Test
    void aSnapshotRowIsTheInsertCaptureProducedColumnByColumn() throws Exception {
        long id = fixture.main.commitAccount(7, "ann", new BigDecimal("12.50"));
        ChangeSet captured = fixture.main.changeSets().get(0);
        assertEquals(new ColumnValue("id", Value.of(id)), captured.rows().get(1).id().get(0));

        List<SnapshotChunk> chunks = new ArrayList<>();
        try (Snapshot snapshot = fixture.snapshotSource().open()) {
            assertEquals(fixture.epoch(), snapshot.epoch());
            assertEquals(1, snapshot.sequence());
            snapshot.chunks().forEachRemaining(chunks::add);
        }

        assertEquals(List.of(ServingFixture.REPLICATED.get(0), ServingFixture.REPLICATED.get(1)),
                chunks.stream().map(SnapshotChunk::entity).toList(), "one chunk per non-empty table, in schema order");
        for (RowChange capturedRow : captured.rows()) {
            RowChange snapshotRow = chunks.stream().flatMap(chunk -> chunk.rows().stream())
                    .filter(row -> row.entity().equals(capturedRow.entity()) && row.id().equals(capturedRow.id()))
                    .findFirst().orElseThrow(() -> new AssertionError("no snapshot row for " + capturedRow));
            assertEquals(capturedRow.version(), snapshotRow.version(), "version of " + capturedRow.entity());
            Map<String, Value> expected = columns(capturedRow);
            Map<String, Value> actual = columns(snapshotRow);
            // Account: generated id, int @Version, FK, @Embedded, @Lob text and bytes (oid on PostgreSQL), enums by
            // name and ordinal, LocalDate, LocalDateTime, Instant, Date as timestamp and as date, a null.
            expected.forEach((column, value) -> assertEquals(value, actual.get(column),
                    () -> "column " + column + " of " + capturedRow.entity()));
            assertEquals(expected.keySet(), actual.keySet(), "columns of " + capturedRow.entity());
        }
    }

    @Test
    void aSnapshotThenReplayOverHttpMakeTheReplicaEqualMain() throws Exception {
        List<Long> accounts = commitAccounts(4);
        fixture.main.commitBalance(accounts.get(0), new BigDecimal("1.25"));
        fixture.main.commitAccountDeletion(accounts.get(1));
        ServingFixture.Replica replica = replica();
        ReplicaSynchronizer synchronizer = synchronizer(replica);

        assertEquals(6, synchronizer.catchUp(), "a snapshot at main's last sequence");
        assertEquals(fixture.mainRows(), replica.rows());
        long snapshotRows = replica.rows().values().stream().mapToLong(Map::size).sum();
        assertEquals(snapshotRows, replica.endpoint.stats().snapshotRows(), "the rows it installed");

        long added = fixture.main.commitAccount(2, "late", new BigDecimal("3.00"));
        fixture.main.commitBalance(accounts.get(2), new BigDecimal("9.99"));
        fixture.main.commitAccountDeletion(accounts.get(3));
        assertEquals(9, synchronizer.catchUp(), "replayed over HTTP from the snapshot's sequence");

        assertEquals(fixture.mainRows(), replica.rows());
        assertEquals(3, replica.rows().get(Account.class.getName()).size(), "4 + 1 - 2 accounts, " + added);
        assertEquals(1, replica.endpoint.stats().snapshots());
    }

    @Test
    void aSnapshotLargerThanOneChunkArrivesInChunksOfTheChunkSize() throws Exception {
        commitAccounts(10);

        List<Integer> sizes = new ArrayList<>();
        try (Snapshot snapshot = fixture.snapshotSource().open()) {
            snapshot.chunks().forEachRemaining(chunk -> sizes.add(chunk.rows().size()));
        }
        assertEquals(List.of(2, 3, 3, 3, 1), sizes, "2 regions, then 10 accounts in chunks of 3");

        ServingFixture.Replica replica = replica();
        try (Snapshot snapshot = fixture.snapshotSource().open()) {
            assertEquals(12, replica.endpoint.installSnapshot(snapshot));
        }
        assertEquals(fixture.mainRows(), replica.rows());
        assertEquals(10, replica.lastSequence());
    }

    @Test
    void emptyTablesAndAnEmptyMainRoundTrip() throws Exception {
        ServingFixture.Replica replica = replica();
        try (Snapshot snapshot = fixture.snapshotSource().open()) {
            assertEquals(0, snapshot.sequence());
            assertEquals(0, replica.endpoint.installSnapshot(snapshot), "no rows, no chunks");
        }
        assertEquals(0, replica.lastSequence());
        assertEquals(fixture.epoch(), replica.endpoint.state().orElseThrow().epoch());

        List<Long> accounts = commitAccounts(2);
        assertEquals(2, synchronizer(replica).catchUp());
        fixture.main.commitAccountDeletion(accounts.get(0));
        fixture.main.commitAccountDeletion(accounts.get(1));
        try (Snapshot snapshot = fixture.snapshotSource().open()) {
            assertEquals(2, replica.endpoint.installSnapshot(snapshot), "two regions, no accounts");
        }
        assertEquals(Map.of(), replica.rows().get(Account.class.getName()), "the accounts the replica had are gone");
        assertEquals(fixture.mainRows(), replica.rows());
        assertEquals(4, replica.lastSequence());
    }

    @Test
    void aTruncatedSnapshotFailsNamingTheUrlAndLeavesTheReplicaAsItWas() throws Exception {
        commitAccounts(4);
        ServingFixture.Replica replica = replica();
        ReplicaSynchronizer synchronizer = synchronizer(replica);
        synchronizer.catchUp();
        Map<String, Map<String, RowChange>> before = replica.rows();
        fixture.main.commitAccount(3, "more", BigDecimal.TEN);
        int length = rawSnapshot().length;

        // Cut in the header, right after it, in the middle; then without the end frame, and without its last byte.
        List<Runnable> faults = List.of(() -> fixture.server.cutAfter(10),
                () -> fixture.server.cutAfter(SnapshotHeader.LENGTH), () -> fixture.server.cutAfter(length / 2),
                () -> fixture.server.dropLast(4), () -> fixture.server.dropLast(1));
        for (int i = 0; i < faults.size(); i++) {
            faults.get(i).run();
            Exception failure;
            if (i == 0) {
                failure = assertThrows(IOException.class, () -> fixture.snapshotSource().open());
                assertTrue(failure.getMessage().contains("header is truncated"), failure.getMessage());
            } else {
                try (Snapshot snapshot = fixture.snapshotSource().open()) {
                    failure = assertThrows(UncheckedIOException.class, () -> replica.endpoint.installSnapshot(snapshot));
                }
                assertTrue(failure.getMessage().contains("truncated transfer"), failure.getMessage());
            }
            assertTrue(failure.getMessage().contains(fixture.settings.snapshotUri().toString()), failure.getMessage());
            assertEquals(before, replica.rows(), "replica unchanged after fault " + i);
            assertEquals(4, replica.lastSequence());
            fixture.server.cutAfter(-1);
            fixture.server.dropLast(0);
        }

        // Through the synchronizer (a new replica needs a snapshot), the broken transfer is an IOException.
        fixture.server.dropLast(4);
        ServingFixture.Replica fresh = replica();
        IOException failure = assertThrows(IOException.class, () -> synchronizer(fresh).catchUp());
        assertTrue(failure.getMessage().contains("truncated transfer"), failure.getMessage());
        assertTrue(fresh.endpoint.state().isEmpty());

        fixture.server.dropLast(0);
        assertEquals(5, synchronizer.catchUp());
        assertEquals(fixture.mainRows(), replica.rows());
    }

    @Test
    void aBodyThatIsNotASnapshotOfThisVersionIsRefusedNamingTheUrl() throws Exception {
        byte[] otherVersion = rawSnapshot();
        otherVersion[4] = 2;
        byte[] notASnapshot = "OPCS and then something else entirely".getBytes();
        HttpServer other = HttpServer.create(new InetSocketAddress("127.0.0.1", 0), 0);
        List<byte[]> bodies = Collections.synchronizedList(new ArrayList<>(List.of(otherVersion, notASnapshot)));
        other.createContext("/", exchange -> {
            try (exchange) {
                byte[] body = bodies.remove(0);
                exchange.getResponseHeaders().add("Content-Type", ChangeStreamPaths.SNAPSHOT_CONTENT_TYPE);
                exchange.sendResponseHeaders(200, body.length);
                exchange.getResponseBody().write(body);
            }
        });
        other.start();
        try {
            SnapshotClient source = new SnapshotClient(FetchSettings.of(
                    URI.create("http://127.0.0.1:" + other.getAddress().getPort()), ServingFixture.STREAM,
                    ServingFixture.EDGE_USER));
            IOException version = assertThrows(IOException.class, source::open);
            assertTrue(version.getMessage().contains("format version 2 is not supported"), version.getMessage());
            assertTrue(version.getMessage().contains("/outpost/replication/" + ServingFixture.STREAM + "/snapshot"),
                    version.getMessage());
            IOException magic = assertThrows(IOException.class, source::open);
            assertTrue(magic.getMessage().contains("not an Outpost snapshot"), magic.getMessage());
        } finally {
            other.stop(0);
        }
    }

    /**
     * Writers keep committing (new accounts, balance updates, deletes) while a throttled snapshot streams chunk by
     * chunk. The installed snapshot must equal main's state at exactly its sequence, i.e. a second replica built from
     * an empty start by replaying change sets 1..sequence; and replaying on from there must reach main.
     */
    @Test
    void writersCommittingDuringASnapshotNeverMakeItInconsistentWithItsSequence() throws Exception {
        ServingFixture.Replica fromStart = replica();
        try (Snapshot empty = fixture.snapshotSource().open()) {
            fromStart.endpoint.installSnapshot(empty);
        }
        List<Long> seeded = commitAccounts(20);
        ServingFixture.Replica fromSnapshot = replica();

        AtomicBoolean stop = new AtomicBoolean();
        AtomicInteger committed = new AtomicInteger();
        List<Throwable> unexpected = Collections.synchronizedList(new ArrayList<>());
        ExecutorService writers = Executors.newFixedThreadPool(3);
        long snapshotSequence;
        long lastSequenceAfterSnapshot;
        try {
            List<Future<?>> running = new ArrayList<>();
            for (int w = 0; w < 3; w++) {
                int writer = w;
                running.add(writers.submit(() -> write(writer, seeded, stop, committed, unexpected)));
            }
            while (committed.get() < 10) {
                Thread.sleep(5);
            }
            fixture.server.throttle(25);
            try (Snapshot snapshot = fixture.snapshotSource().open()) {
                snapshotSequence = snapshot.sequence();
                // Writers keep committing while the snapshot's transaction is open (a busy machine may need a moment).
                long deadline = System.nanoTime() + Duration.ofSeconds(20).toNanos();
                while (fixture.main.outbox.lastSequence() < snapshotSequence + 5 && System.nanoTime() < deadline) {
                    Thread.sleep(10);
                }
                fromSnapshot.endpoint.installSnapshot(snapshot);
            }
            fixture.server.throttle(0);
            lastSequenceAfterSnapshot = fixture.main.outbox.lastSequence();
            stop.set(true);
            for (Future<?> writer : running) {
                writer.get();
            }
        } finally {
            stop.set(true);
            writers.shutdownNow();
        }
        assertEquals(List.of(), unexpected);
        assertTrue(lastSequenceAfterSnapshot - snapshotSequence >= 5, "writers committed while the snapshot streamed: "
                + snapshotSequence + " then " + lastSequenceAfterSnapshot);

        // The state after exactly snapshotSequence, rebuilt by replay from the start (main's own ReplayService).
        for (long next = 1; next <= snapshotSequence; ) {
            List<byte[]> batch = fixture.replay.fetch(fixture.epoch(), next, (int) Math.min(50, snapshotSequence - next + 1)).messages();
            for (byte[] message : batch) {
                assertTrue(fromStart.endpoint.apply(message) instanceof ApplyOutcome.Applied);
                next++;
            }
        }
        assertEquals(snapshotSequence, fromStart.lastSequence());
        assertEquals(fromStart.rows(), fromSnapshot.rows(), "the snapshot is main's state at its sequence "
                + snapshotSequence);

        long last = fixture.main.outbox.lastSequence();
        assertEquals(last, synchronizer(fromSnapshot).catchUp());
        assertEquals(fixture.mainRows(), fromSnapshot.rows());
    }

    private void write(int writer, List<Long> seeded, AtomicBoolean stop, AtomicInteger committed,
            List<Throwable> unexpected) {
        List<Long> own = new ArrayList<>();
        ThreadLocalRandom random = ThreadLocalRandom.current();
        while (!stop.get()) {
            int choice = random.nextInt(100);
            try {
                if (choice < 60) {
                    fixture.main.commitBalance(seeded.get(random.nextInt(seeded.size())),
                            BigDecimal.valueOf(random.nextInt(100_000), 2));
                } else if (choice < 85 || own.isEmpty()) {
                    own.add(fixture.main.commitAccount(100 + writer, "w" + writer, BigDecimal.ONE));
                } else {
                    fixture.main.commitAccountDeletion(own.remove(own.size() - 1));
                }
                committed.incrementAndGet();
            } catch (jakarta.persistence.OptimisticLockException | org.hibernate.StaleStateException e) {
                // Two writers updated the same account; the second one lost, as in any application.
            } catch (RuntimeException e) {
                unexpected.add(e);
                return;
            }
        }
    }

    private List<Long> commitAccounts(int count) {
        List<Long> ids = new ArrayList<>();
        for (int i = 0; i < count; i++) {
            ids.add(fixture.main.commitAccount(1 + i % 2, "user" + i, BigDecimal.valueOf(i, 2)));
        }
        return ids;
    }

    /** The whole snapshot body as main sends it. */
    private byte[] rawSnapshot() throws Exception {
        HttpRequest request = HttpRequest.newBuilder(fixture.settings.snapshotUri())
                .header("Authorization", fixture.settings.authorization().orElseThrow()).build();
        HttpResponse<byte[]> response = HttpClient.newHttpClient().send(request, HttpResponse.BodyHandlers.ofByteArray());
        assertEquals(200, response.statusCode());
        return response.body();
    }

    private static Map<String, Value> columns(RowChange row) {
        Map<String, Value> columns = new LinkedHashMap<>();
        row.columns().forEach(column -> columns.put(column.column(), column.value()));
        return columns;
    }

}
