/**
 * The change stream's wire format: {@link org.outpost.replication.wire.ChangeSetCodec} turns a
 * {@link org.outpost.replication.model.ChangeSet} into one message (a versioned, checksummed envelope around a
 * Protocol Buffers payload, LZ4-compressed above a floor) and back, or fails with a
 * {@link org.outpost.replication.wire.WireFormatException} that tells the consumer to dead-letter the message.
 */
package org.outpost.replication.wire;
