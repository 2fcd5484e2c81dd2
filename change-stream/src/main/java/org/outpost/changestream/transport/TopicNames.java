// SPDX-License-Identifier: Apache-2.0
package org.outpost.changestream.transport;

/**
 * The destinations and message properties of the change stream, shared by main and the edges.
 * <p>
 * Property names use underscores, not hyphens: Jakarta Messaging requires property names to be Java identifiers
 * (they must be usable in selectors) and Artemis rejects {@code outpost-epoch} with {@code invalidJavaIdentifier}.
 * Values are never renamed once released; new properties are added.
 */
public final class TopicNames {

    /** The topic carrying the change sets of committed main transactions as bytes messages (the {@code ChangeSetCodec} bytes). */
    public static final String TOPIC = "outpost.changes";
    /** The queue on main receiving the raw bytes of messages an edge could not decode. */
    public static final String DEAD_LETTER_QUEUE = "outpost.changes.dead-letter";
    /** The queue on main receiving edges' apply acknowledgements (sync mode) and heartbeats. */
    public static final String ACK_QUEUE = "outpost.changes.acks";

    /**
     * String: the stream (one per replicated persistence unit on main, named by a token of {@code [A-Za-z0-9_-]})
     * the change set belongs to; each edge subscription selects one stream.
     */
    public static final String STREAM = "outpost_stream";
    /** The stream of a publisher or subscriber that names none. */
    public static final String DEFAULT_STREAM = "default";

    /** String, acknowledgements: the main epoch UUID of the change set applied. */
    public static final String EPOCH = "outpost_epoch";
    /**
     * Long, acknowledgements: the sequence, within {@link #EPOCH}, of the change set applied. Change-set messages carry
     * no property but {@link #STREAM}: epoch, sequence, commit time and format version travel in the body only, since
     * every property costs bytes on the WAN with every message (Artemis writes names and values as UTF-16), measured
     * by {@code bench/replication}.
     */
    public static final String SEQUENCE = "outpost_seq";

    /** String, dead letters: why the message was refused ({@code WireFormatException.Reason} name or {@link #NOT_A_BYTES_MESSAGE}). */
    public static final String DEAD_LETTER_REASON = "outpost_dead_letter_reason";
    /** String, dead letters: the decoder's full message ({@code REASON at byte N: …}). */
    public static final String DEAD_LETTER_DETAIL = "outpost_dead_letter_detail";
    /** String, dead letters: the {@code JMSMessageID} of the refused message on the topic. */
    public static final String DEAD_LETTER_ORIGINAL_ID = "outpost_dead_letter_original_id";
    /** String, dead letters and acknowledgements: the edge id. */
    public static final String EDGE_ID = "outpost_edge_id";
    /** String, acknowledgements: {@link #ACK_APPLIED} or {@link #ACK_HEARTBEAT}. */
    public static final String ACK_TYPE = "outpost_ack_type";

    /** {@link #ACK_TYPE} of an apply acknowledgement, which also carries {@link #EPOCH} and {@link #SEQUENCE}. */
    public static final String ACK_APPLIED = "applied";
    /** {@link #ACK_TYPE} of a heartbeat: the edge is subscribed. */
    public static final String ACK_HEARTBEAT = "heartbeat";
    /** {@link #DEAD_LETTER_REASON} of a message on the topic that is not a {@code BytesMessage}. */
    public static final String NOT_A_BYTES_MESSAGE = "NOT_A_BYTES_MESSAGE";

    /**
     * Checks a stream name: a non-empty token of letters, digits, {@code _} and {@code -}, so that it can appear in
     * a message selector, a JMS client id and a URL unquoted.
     *
     * @return {@code stream}
     * @throws IllegalArgumentException naming the stream otherwise
     */
    public static String checkStream(String stream) {
        if (stream == null || !stream.matches("[A-Za-z0-9_-]+")) {
            throw new IllegalArgumentException("Stream name '" + stream + "' must be a non-empty token of letters,"
                    + " digits, '_' and '-'");
        }
        return stream;
    }

    /** The message selector of a subscription to {@code stream}. */
    static String selector(String stream) {
        return STREAM + " = '" + checkStream(stream) + "'";
    }

    private TopicNames() {
    }
}
