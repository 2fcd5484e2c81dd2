// SPDX-License-Identifier: Apache-2.0
package org.outpost.changestream.fetching;

import java.io.DataInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.net.HttpURLConnection;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpResponse;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.OptionalLong;
import java.util.UUID;

import org.outpost.changestream.apply.ChangeSetSource;
import org.outpost.changestream.apply.ReplayPage;
import org.outpost.changestream.apply.ReplayUnavailableException;
import org.outpost.changestream.http.ChangeStreamPaths;
import org.outpost.changestream.http.Frames;

/**
 * The edge's {@link ChangeSetSource} over plain HTTP to main's {@link org.outpost.changestream.serving.ReplayService} (served by
 * {@link org.outpost.changestream.serving.ChangeStreamEndpoints}): {@code GET /outpost/replication/{stream}/changes?epoch=&from=&max=} with the edge's
 * Basic credentials. 410 Gone becomes {@link ReplayUnavailableException}; any other failure an {@link IOException}
 * naming the URL and main's status and reason. Thread-safe.
 */
public final class ReplayClient implements ChangeSetSource {

    private final FetchSettings settings;
    private final HttpClient client;
    private final OptionalInt schema;

    /** A source with a client of its own ({@link FetchSettings#newClient()}), which reads the outbox's change sets. */
    public ReplayClient(FetchSettings settings) {
        this(settings, settings.newClient(), OptionalInt.empty());
    }

    /**
     * A source sharing {@code client} (for instance with the {@link SnapshotClient} of the same stream), for an edge
     * whose numbering of the stream schema has the fingerprint {@code schema}: main then answers with the topic's
     * change batches where it still has them.
     */
    public ReplayClient(FetchSettings settings, HttpClient client, OptionalInt schema) {
        this.settings = Objects.requireNonNull(settings, "settings");
        this.client = Objects.requireNonNull(client, "client");
        this.schema = Objects.requireNonNull(schema, "schema");
    }

    @Override
    public ReplayPage fetch(UUID epoch, long fromSequence, int max) throws ReplayUnavailableException, IOException {
        URI uri = settings.changesUri(epoch, fromSequence, max, schema);
        HttpResponse<InputStream> response = MainRequests.get(client, settings, uri,
                ChangeStreamPaths.CHANGES_CONTENT_TYPE);
        if (response.statusCode() == HttpURLConnection.HTTP_GONE) {
            throw new ReplayUnavailableException("Main cannot replay " + uri + ": " + MainRequests.errorText(response));
        }
        MainRequests.requireOk(response, ChangeStreamPaths.CHANGES_CONTENT_TYPE);
        long lastSequence = sequenceHeader(response, ChangeStreamPaths.LAST_SEQUENCE_HEADER);
        long publishedSequence = sequenceHeader(response, ChangeStreamPaths.PUBLISHED_SEQUENCE_HEADER);
        OptionalLong changeSets = optionalNumberHeader(response, ChangeStreamPaths.CHANGE_SETS_HEADER);
        List<byte[]> messages = new ArrayList<>();
        try (DataInputStream body = Frames.input(response.body())) {
            for (byte[] frame = Frames.read(body); frame != null; frame = Frames.read(body)) {
                messages.add(frame);
            }
            Frames.requireEnd(body);
        } catch (IOException e) {
            throw new IOException("Replay answer of " + uri + " is broken after " + messages.size()
                    + " change sets: " + e.getMessage(), e);
        }
        // Main before change batches in replays sent no count: one change set per message.
        int count = changeSets.isPresent() ? (int) Math.min(Integer.MAX_VALUE, changeSets.getAsLong()) : messages.size();
        FetchingLogger.LOG.fetched(count, messages.size(), uri.toString());
        try {
            return new ReplayPage(messages, count, lastSequence, publishedSequence);
        } catch (IllegalArgumentException e) {
            throw new IOException("Replay answer of " + uri + ": " + e.getMessage(), e);
        }
    }

    /** A header holding a number main may leave out (an older main): empty when absent, else as {@link #sequenceHeader}. */
    private static OptionalLong optionalNumberHeader(HttpResponse<InputStream> response, String header) throws IOException {
        Optional<String> value = response.headers().firstValue(header);
        return value.isPresent() ? OptionalLong.of(number(response, header, value.get())) : OptionalLong.empty();
    }

    private static long sequenceHeader(HttpResponse<InputStream> response, String header) throws IOException {
        return number(response, header, response.headers().firstValue(header).orElse(null));
    }

    /** {@code value} of {@code header} as a number of zero or more; else the answer is closed and refused. */
    private static long number(HttpResponse<InputStream> response, String header, String value) throws IOException {
        try {
            long number = Long.parseLong(String.valueOf(value));
            if (number >= 0) {
                return number;
            }
        } catch (NumberFormatException e) {
            // reported below
        }
        response.body().close();
        throw new IOException("Replay answer of " + response.uri() + " has header " + header + " '" + value
                + "', not a sequence (is main of an older Outpost?)");
    }
}
