// SPDX-License-Identifier: Apache-2.0
package org.outpost.changestream.serving;

import java.io.DataOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.sql.SQLException;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.OptionalInt;
import java.util.UUID;

import org.outpost.changestream.apply.ReplayPage;
import org.outpost.changestream.apply.ReplayUnavailableException;
import org.outpost.changestream.http.ChangeStreamPaths;
import org.outpost.changestream.http.Frames;

/**
 * Main's HTTP resources of one change stream (one replicated persistence unit), independent of the HTTP server:
 * {@code GET changes?epoch=&from=&max=} replays from the outbox ({@link ReplayService}), {@code GET snapshot}
 * streams a snapshot ({@link SnapshotService}) and {@code GET rows?entity=&id=&id=} some rows of one entity in the
 * same format (what an edge fetches for an {@code invalidate}-mode entity); the edges' clients are {@link org.outpost.changestream.fetching.ReplayClient} and
 * {@link org.outpost.changestream.fetching.SnapshotClient}. The WildFly wiring routes {@link ChangeStreamPaths} to the stream's instance,
 * authenticates, answers methods other than GET with 405 and calls {@link #handle} on a blocking worker thread.
 * <p>
 * Answers: 200 with the framed body; 400 naming the bad query parameter; 404 for an unknown sub-path; 410 Gone when
 * the outbox cannot replay (another epoch, or purged), so the edge takes a snapshot; 503 when main's database
 * fails. Error bodies are one line of UTF-8 text. Thread-safe.
 */
public final class ChangeStreamEndpoints {

    static final int OK = 200;
    static final int BAD_REQUEST = 400;
    static final int NOT_FOUND = 404;
    static final int GONE = 410;
    static final int UNAVAILABLE = 503;

    private final String stream;
    private final ReplayService replay;
    private final SnapshotService snapshots;

    /**
     * @param stream    the stream id ({@link ChangeStreamPaths#streamId}), for messages
     * @param replay    the stream's outbox replay
     * @param snapshots the stream's snapshots
     */
    public ChangeStreamEndpoints(String stream, ReplayService replay, SnapshotService snapshots) {
        this.stream = ChangeStreamPaths.requireStreamId(stream);
        this.replay = Objects.requireNonNull(replay, "replay");
        this.snapshots = Objects.requireNonNull(snapshots, "snapshots");
    }

    /** The stream id. */
    public String stream() {
        return stream;
    }

    /**
     * Answers one GET request.
     *
     * @param subPath  what follows {@code /outpost/replication/{stream}/} ({@link ChangeStreamPaths.Target#subPath()});
     *                 a leading or trailing slash is ignored
     * @param query    the decoded query parameters, each with its values in order
     * @param response where the answer goes
     * @throws IOException when writing fails, or when a snapshot fails after its body began (the end frame is then
     *                     missing): the adapter aborts the response
     */
    public void handle(String subPath, Map<String, List<String>> query, ServingResponse response) throws IOException {
        String resource = subPath == null ? "" : subPath;
        if (resource.startsWith("/")) {
            resource = resource.substring(1);
        }
        if (resource.endsWith("/")) {
            resource = resource.substring(0, resource.length() - 1);
        }
        switch (resource) {
            case ChangeStreamPaths.CHANGES -> changes(query, response);
            case ChangeStreamPaths.SNAPSHOT -> snapshot(response);
            case ChangeStreamPaths.ROWS -> rows(query, response);
            default -> text(response, NOT_FOUND, "Change stream " + stream + " has no resource '" + resource
                    + "'; it serves " + ChangeStreamPaths.CHANGES + ", " + ChangeStreamPaths.SNAPSHOT + " and "
                    + ChangeStreamPaths.ROWS);
        }
    }

    private void changes(Map<String, List<String>> query, ServingResponse response) throws IOException {
        UUID epoch;
        long from;
        int max;
        OptionalInt schema;
        try {
            epoch = QueryParameters.uuid(query, ChangeStreamPaths.EPOCH);
            from = QueryParameters.positiveLong(query, ChangeStreamPaths.FROM, null);
            max = (int) Math.min(replay.maxBatch(),
                    QueryParameters.positiveLong(query, ChangeStreamPaths.MAX, (long) replay.maxBatch()));
            schema = QueryParameters.schema(query, ChangeStreamPaths.SCHEMA);
        } catch (IllegalArgumentException e) {
            text(response, BAD_REQUEST, e.getMessage());
            return;
        }
        ReplayPage page;
        try {
            page = replay.fetch(epoch, from, max, schema);
        } catch (ReplayUnavailableException e) {
            ServingLogger.LOG.replayGone(stream, from, e.getMessage());
            text(response, GONE, e.getMessage());
            return;
        } catch (RuntimeException e) {
            ServingLogger.LOG.unavailable(stream, ChangeStreamPaths.CHANGES, e);
            text(response, UNAVAILABLE, "Main cannot read the outbox of change stream " + stream + " now; retry later");
            return;
        }
        ServingLogger.LOG.replayed(stream, page.changeSets(), page.messages().size(), from, epoch);
        response.status(OK);
        response.header("Content-Type", ChangeStreamPaths.CHANGES_CONTENT_TYPE);
        response.header("Cache-Control", "no-store");
        response.header(ChangeStreamPaths.LAST_SEQUENCE_HEADER, Long.toString(page.lastSequence()));
        response.header(ChangeStreamPaths.PUBLISHED_SEQUENCE_HEADER, Long.toString(page.publishedSequence()));
        response.header(ChangeStreamPaths.CHANGE_SETS_HEADER, Integer.toString(page.changeSets()));
        DataOutputStream body = Frames.output(response.body());
        for (byte[] message : page.messages()) {
            Frames.write(body, message);
        }
        Frames.writeEnd(body);
        body.flush();
    }

    private void snapshot(ServingResponse response) throws IOException {
        long started = System.nanoTime();
        SnapshotTransaction snapshot = begin(snapshots::begin, ChangeStreamPaths.SNAPSHOT, response);
        if (snapshot != null) {
            long rows = write(snapshot, response, started);
            ServingLogger.LOG.snapshotServed(stream, snapshot.epoch(), snapshot.sequence(), rows, millisSince(started));
        }
    }

    private void rows(Map<String, List<String>> query, ServingResponse response) throws IOException {
        long started = System.nanoTime();
        List<String> ids = query.getOrDefault(ChangeStreamPaths.ID, List.of());
        String entity;
        SnapshotTransaction rows;
        try {
            entity = QueryParameters.required(query, ChangeStreamPaths.ENTITY);
            rows = begin(() -> snapshots.begin(entity, ids), ChangeStreamPaths.ROWS, response);
        } catch (IllegalArgumentException e) {
            text(response, BAD_REQUEST, e.getMessage());
            return;
        }
        if (rows != null) {
            long found = write(rows, response, started);
            ServingLogger.LOG.rowsServed(stream, found, entity, rows.sequence(), ids.size());
        }
    }

    /** What begins a snapshot transaction. */
    @FunctionalInterface
    private interface SnapshotStart {
        SnapshotTransaction begin() throws SQLException;
    }

    /**
     * Begins the transaction; when main's database fails, answers 503 and returns {@code null}.
     *
     * @throws IllegalArgumentException when the request names rows main does not serve
     */
    private SnapshotTransaction begin(SnapshotStart start, String resource, ServingResponse response)
            throws IOException {
        try {
            return start.begin();
        } catch (IllegalArgumentException e) {
            throw e;
        } catch (SQLException | RuntimeException e) {
            ServingLogger.LOG.unavailable(stream, resource, e);
            text(response, UNAVAILABLE, "Main cannot read the database of change stream " + stream
                    + " now; retry later");
            return null;
        }
    }

    /** Answers 200 with the snapshot's body and closes it; the number of rows written. */
    private long write(SnapshotTransaction snapshot, ServingResponse response, long started) throws IOException {
        try (snapshot) {
            response.status(OK);
            response.header("Content-Type", ChangeStreamPaths.SNAPSHOT_CONTENT_TYPE);
            response.header("Cache-Control", "no-store");
            return snapshot.writeTo(response.body());
        } catch (IOException | SQLException | RuntimeException e) {
            ServingLogger.LOG.snapshotAborted(stream, snapshot.epoch(), snapshot.sequence(), millisSince(started), e);
            throw e instanceof IOException io ? io
                    : new IOException("Snapshot of change stream " + stream + " failed: " + e.getMessage(), e);
        }
    }

    private static long millisSince(long nanos) {
        return (System.nanoTime() - nanos) / 1_000_000;
    }

    private static void text(ServingResponse response, int status, String message) throws IOException {
        response.status(status);
        response.header("Content-Type", "text/plain; charset=UTF-8");
        response.header("Cache-Control", "no-store");
        OutputStream body = response.body();
        body.write((message + "\n").getBytes(StandardCharsets.UTF_8));
        body.flush();
    }
}
