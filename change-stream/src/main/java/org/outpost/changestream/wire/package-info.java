// SPDX-License-Identifier: Apache-2.0
/**
 * The change stream's wire format: {@link org.outpost.changestream.wire.ChangeSetCodec} turns a
 * {@link org.outpost.changestream.model.ChangeSet} (format version 1: the outbox, replay, snapshots), or consecutive
 * change sets as one change batch numbering entities and columns by the stream schema (format version 2: the topic),
 * into one message (a versioned, checksummed envelope around a Protocol Buffers payload, LZ4-compressed above a
 * floor) and back; a decoder reads both versions and refuses others, or fails with a
 * {@link org.outpost.changestream.wire.WireFormatException} that tells the consumer to dead-letter the message.
 */
package org.outpost.changestream.wire;
