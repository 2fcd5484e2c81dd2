// SPDX-License-Identifier: Apache-2.0
package org.outpost.changestream.http;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;
import java.util.Objects;
import java.util.Optional;
import java.util.regex.Pattern;

/**
 * The URL layout of main's replay and snapshot services, shared by {@link org.outpost.changestream.serving.ChangeStreamEndpoints} (main) and the
 * edge clients {@link org.outpost.changestream.fetching.ReplayClient} and {@link org.outpost.changestream.fetching.SnapshotClient}:
 * {@code /outpost/replication/{stream}/changes?epoch=&from=&max=}, {@code /outpost/replication/{stream}/snapshot} and
 * {@code /outpost/replication/{stream}/rows?entity=&id=&id=},
 * where a stream is one replicated persistence unit ({@link #streamId(String)}).
 */
public final class ChangeStreamPaths {

    /** The path every change stream lives under. */
    public static final String BASE = "/outpost/replication";
    /** The replay resource of a stream. */
    public static final String CHANGES = "changes";
    /** The snapshot resource of a stream. */
    public static final String SNAPSHOT = "snapshot";
    /** The rows resource of a stream: some rows of one entity, by id, as a snapshot of them. */
    public static final String ROWS = "rows";
    /** Rows query parameter: the entity name. */
    public static final String ENTITY = "entity";
    /** Rows query parameter, repeated: an id ({@link org.outpost.changestream.mapping.RowKeys} text form). */
    public static final String ID = "id";
    /** The content type of a replay body: length-prefixed change sets, then an end frame. */
    public static final String CHANGES_CONTENT_TYPE = "application/vnd.outpost.changes";
    /** The content type of a snapshot body: a stream header, length-prefixed chunks, then an end frame. */
    public static final String SNAPSHOT_CONTENT_TYPE = "application/vnd.outpost.snapshot";
    /** Replay query parameter: the epoch the edge follows (a UUID). */
    public static final String EPOCH = "epoch";
    /** Replay query parameter: the first sequence wanted (from 1). */
    public static final String FROM = "from";
    /** Replay query parameter: how many change sets at most (optional; main caps it). */
    public static final String MAX = "max";
    /**
     * Replay query parameter (optional): the fingerprint of the edge's numbering of the stream schema, eight hex
     * digits; when it is the topic's, main may answer with the topic's change batches.
     */
    public static final String SCHEMA = "schema";
    /** Replay response header: main's last committed sequence of the epoch when it read the page (decimal). */
    public static final String LAST_SEQUENCE_HEADER = "Outpost-Last-Sequence";
    /**
     * Replay response header: the last sequence main's relay had published to the topic when main read the page
     * (decimal), where an edge's catch-up hands over to its subscription.
     */
    public static final String PUBLISHED_SEQUENCE_HEADER = "Outpost-Published-Sequence";
    /** Replay response header: how many change sets the answer's messages hold together (decimal). */
    public static final String CHANGE_SETS_HEADER = "Outpost-Change-Sets";

    /** What a stream id may hold: URL-safe without escaping and safe in Artemis address and queue names. */
    public static final Pattern STREAM_ID = Pattern.compile("[A-Za-z0-9_-]{1,64}");

    private static final int READABLE_LENGTH = 40;
    private static final int HASH_BYTES = 4;

    private ChangeStreamPaths() {
    }

    /** The {@link #SCHEMA} parameter's text of a numbering fingerprint. */
    public static String schemaText(int fingerprint) {
        return String.format("%08x", fingerprint);
    }

    /**
     * The stream id of a persistence unit: its unit name (after the last {@code #} of the scoped name) with every
     * character outside {@code [A-Za-z0-9_-]} replaced by {@code _} and cut to 40 characters, a {@code -}, and the
     * first 8 hex digits of the SHA-256 of the whole scoped name, e.g. {@code app.ear/ejb.jar#rubis} →
     * {@code rubis-03c40198}. Readable in logs, URLs and broker names, stable across restarts and JVMs, and distinct
     * for two units of the same name in different archives. Main and edge compute it from the same deployment.
     *
     * @param scopedUnitName the persistence unit's scoped name, e.g. {@code app.ear/ejb.jar#rubis}
     */
    public static String streamId(String scopedUnitName) {
        if (scopedUnitName == null || scopedUnitName.isBlank()) {
            throw new IllegalArgumentException("A stream id needs a persistence unit's scoped name, got '"
                    + scopedUnitName + "'");
        }
        String unit = scopedUnitName.substring(scopedUnitName.lastIndexOf('#') + 1);
        StringBuilder readable = new StringBuilder();
        for (int i = 0; i < unit.length() && readable.length() < READABLE_LENGTH; i++) {
            char c = unit.charAt(i);
            boolean safe = (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '_'
                    || c == '-';
            readable.append(safe ? c : '_');
        }
        if (readable.isEmpty()) {
            readable.append("unit");
        }
        return readable + "-" + HexFormat.of().formatHex(sha256(scopedUnitName), 0, HASH_BYTES);
    }

    /** {@code /outpost/replication/{stream}/changes}. */
    public static String changesPath(String stream) {
        return BASE + "/" + requireStreamId(stream) + "/" + CHANGES;
    }

    /** {@code /outpost/replication/{stream}/snapshot}. */
    public static String snapshotPath(String stream) {
        return BASE + "/" + requireStreamId(stream) + "/" + SNAPSHOT;
    }

    /** {@code /outpost/replication/{stream}/rows}. */
    public static String rowsPath(String stream) {
        return BASE + "/" + requireStreamId(stream) + "/" + ROWS;
    }

    /**
     * The stream and sub-path a request path designates: {@code /outpost/replication/rubis-03c40198/changes} →
     * ({@code rubis-03c40198}, {@code changes}); empty when the path is not under {@link #BASE} or names no valid
     * stream id. The sub-path is what {@link org.outpost.changestream.serving.ChangeStreamEndpoints#handle} takes (possibly empty or unknown).
     */
    public static Optional<Target> parse(String requestPath) {
        if (requestPath == null || !requestPath.startsWith(BASE + "/")) {
            return Optional.empty();
        }
        String rest = requestPath.substring(BASE.length() + 1);
        int slash = rest.indexOf('/');
        String stream = slash < 0 ? rest : rest.substring(0, slash);
        if (!STREAM_ID.matcher(stream).matches()) {
            return Optional.empty();
        }
        return Optional.of(new Target(stream, slash < 0 ? "" : rest.substring(slash + 1)));
    }

    public static String requireStreamId(String stream) {
        if (stream == null || !STREAM_ID.matcher(stream).matches()) {
            throw new IllegalArgumentException("'" + stream + "' is not a change stream id (1 to 64 characters of"
                    + " [A-Za-z0-9_-]; see ChangeStreamPaths.streamId)");
        }
        return stream;
    }

    private static byte[] sha256(String text) {
        try {
            return MessageDigest.getInstance("SHA-256").digest(text.getBytes(StandardCharsets.UTF_8));
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("Every Java platform has SHA-256", e);
        }
    }

    /**
     * A request path taken apart.
     *
     * @param stream  the stream id
     * @param subPath what follows the stream id, without the leading slash
     */
    public record Target(String stream, String subPath) {

        public Target {
            requireStreamId(stream);
            Objects.requireNonNull(subPath, "subPath");
        }
    }
}
