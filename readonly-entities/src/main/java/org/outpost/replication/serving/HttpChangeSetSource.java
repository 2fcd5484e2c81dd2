package org.outpost.replication.serving;

import java.io.BufferedInputStream;
import java.io.DataInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpResponse;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.UUID;

import org.outpost.replication.apply.ChangeSetSource;
import org.outpost.replication.apply.ReplayUnavailableException;

/**
 * The edge's {@link ChangeSetSource} over plain HTTP to main's {@link ReplayService} (served by
 * {@link ChangeStreamEndpoints}): {@code GET /outpost/replication/{stream}/changes?epoch=&from=&max=} with the edge's
 * Basic credentials. 410 Gone becomes {@link ReplayUnavailableException}; any other failure an {@link IOException}
 * naming the URL and main's status and reason. Thread-safe.
 */
public final class HttpChangeSetSource implements ChangeSetSource {

    private final HttpSourceSettings settings;
    private final HttpClient client;

    /** A source with a client of its own ({@link HttpSourceSettings#newClient()}). */
    public HttpChangeSetSource(HttpSourceSettings settings) {
        this(settings, settings.newClient());
    }

    /** A source sharing {@code client} (for instance with the {@link HttpSnapshotSource} of the same stream). */
    public HttpChangeSetSource(HttpSourceSettings settings, HttpClient client) {
        this.settings = Objects.requireNonNull(settings, "settings");
        this.client = Objects.requireNonNull(client, "client");
    }

    @Override
    public List<byte[]> fetch(UUID epoch, long fromSequence, int max) throws ReplayUnavailableException, IOException {
        URI uri = settings.changesUri(epoch, fromSequence, max);
        HttpResponse<InputStream> response = MainRequests.get(client, settings, uri,
                ChangeStreamPaths.CHANGES_CONTENT_TYPE);
        if (response.statusCode() == ChangeStreamEndpoints.GONE) {
            throw new ReplayUnavailableException("Main cannot replay " + uri + ": " + MainRequests.errorText(response));
        }
        MainRequests.requireOk(response, ChangeStreamPaths.CHANGES_CONTENT_TYPE);
        List<byte[]> messages = new ArrayList<>();
        try (DataInputStream body = new DataInputStream(new BufferedInputStream(response.body()))) {
            for (byte[] frame = Frames.read(body); frame != null; frame = Frames.read(body)) {
                messages.add(frame);
            }
            Frames.requireEnd(body);
        } catch (IOException e) {
            throw new IOException("Replay answer of " + uri + " is broken after " + messages.size()
                    + " change sets: " + e.getMessage(), e);
        }
        ServingLogger.LOG.fetched(messages.size(), uri.toString());
        return messages;
    }
}
