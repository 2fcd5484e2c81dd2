// SPDX-License-Identifier: Apache-2.0
package org.outpost.changestream.mapping;

import java.util.Locale;

/**
 * How Outpost names the tables it keeps for one change stream: main's outbox ({@code …outbox_state},
 * {@code …outbox}, {@code …outbox_published}) and an edge's bookkeeping in its replica store ({@code …replica_state},
 * {@code …replica_schema}, {@code …stale_rows}). One set per stream lets several replicating applications share a
 * main datasource and an edge's replica store, each with its own epoch, position, stale rows and schema fingerprint.
 */
public final class StreamTables {

    /** What every prefix starts with. */
    public static final String PREFIX = "outpost_";
    /** The longest prefix: the longest table name ({@code …outbox_published}) stays within PostgreSQL's 63 characters. */
    public static final int MAX_PREFIX_LENGTH = 42;

    private StreamTables() {
    }

    /**
     * The prefix of a stream's tables: {@value #PREFIX}, the stream id lower-cased with {@code -} as {@code _}, cut so
     * that the prefix has at most {@value #MAX_PREFIX_LENGTH} characters while keeping a stream id's closing hash
     * ({@code rubis-03c40198} → {@code outpost_rubis_03c40198_}), then {@code _}.
     *
     * @param stream a stream id ({@code [A-Za-z0-9_-]+}, see {@code ChangeStreamPaths.streamId})
     * @throws IllegalArgumentException naming the stream when it is not one
     */
    public static String prefix(String stream) {
        if (stream == null || !stream.matches("[A-Za-z0-9_-]+")) {
            throw new IllegalArgumentException("'" + stream + "' is not a change stream id ([A-Za-z0-9_-]+)");
        }
        String name = stream.toLowerCase(Locale.ROOT).replace('-', '_');
        int room = MAX_PREFIX_LENGTH - PREFIX.length() - 1;
        if (name.length() > room) {
            int hash = stream.lastIndexOf('-');
            String tail = hash > 0 ? name.substring(hash) : "";
            name = name.substring(0, room - tail.length()) + tail;
        }
        return PREFIX + name + "_";
    }
}
