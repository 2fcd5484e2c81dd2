// SPDX-License-Identifier: Apache-2.0
package org.outpost.changestream.fetching;

import java.io.DataInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpResponse;
import java.util.List;
import java.util.Objects;

import org.outpost.changestream.apply.Snapshot;
import org.outpost.changestream.apply.SnapshotSource;
import org.outpost.changestream.apply.StaleRowSource;
import org.outpost.changestream.http.ChangeStreamPaths;
import org.outpost.changestream.http.Frames;
import org.outpost.changestream.http.SnapshotHeader;
import org.outpost.changestream.wire.ChangeSetCodec;

/**
 * The edge's {@link SnapshotSource} over plain HTTP to main's {@link org.outpost.changestream.serving.SnapshotService} (served by
 * {@link org.outpost.changestream.serving.ChangeStreamEndpoints}): {@code GET /outpost/replication/{stream}/snapshot} with the edge's Basic
 * credentials. {@link #open()} reads the stream header; the snapshot's chunks are then decoded frame by frame as
 * the body streams in, never the whole snapshot in memory. The stale rows of an {@code invalidate}-mode entity come
 * the same way ({@link #rows}). Thread-safe.
 */
public final class SnapshotClient implements SnapshotSource, StaleRowSource {

    private final FetchSettings settings;
    private final HttpClient client;
    private final ChangeSetCodec codec;

    /** A source with a client of its own ({@link FetchSettings#newClient()}) and the default codec. */
    public SnapshotClient(FetchSettings settings) {
        this(settings, settings.newClient(), new ChangeSetCodec());
    }

    /** A source sharing {@code client}, decoding chunks with {@code codec}. */
    public SnapshotClient(FetchSettings settings, HttpClient client, ChangeSetCodec codec) {
        this.settings = Objects.requireNonNull(settings, "settings");
        this.client = Objects.requireNonNull(client, "client");
        this.codec = Objects.requireNonNull(codec, "codec");
    }

    /**
     * Requests a snapshot and reads its header.
     *
     * @throws IOException naming the URL when main cannot be reached, answers other than 200, or the body is not a
     *                     snapshot of a version this edge reads
     */
    @Override
    public Snapshot open() throws IOException {
        Snapshot snapshot = open(settings.snapshotUri());
        FetchingLogger.LOG.snapshotOpened(snapshot.epoch(), snapshot.sequence(), settings.snapshotUri().toString());
        return snapshot;
    }

    /** Requests some rows of one entity ({@code GET /outpost/replication/{stream}/rows}), read as a snapshot. */
    @Override
    public Snapshot rows(String entity, List<String> ids) throws IOException {
        return open(settings.rowsUri(entity, ids));
    }

    private Snapshot open(URI uri) throws IOException {
        HttpResponse<InputStream> response = MainRequests.get(client, settings, uri,
                ChangeStreamPaths.SNAPSHOT_CONTENT_TYPE);
        MainRequests.requireOk(response, ChangeStreamPaths.SNAPSHOT_CONTENT_TYPE);
        DataInputStream body = Frames.input(response.body());
        SnapshotHeader header;
        try {
            header = SnapshotHeader.read(body);
        } catch (IOException e) {
            try {
                body.close();
            } catch (IOException suppressed) {
                e.addSuppressed(suppressed);
            }
            throw new IOException("Snapshot from " + uri + " is unreadable: " + e.getMessage(), e);
        }
        return new HttpSnapshot(uri, header, body, codec);
    }
}
