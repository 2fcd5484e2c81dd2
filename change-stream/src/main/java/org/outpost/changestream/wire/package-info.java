// SPDX-License-Identifier: Apache-2.0
/**
 * The change stream's wire format: {@link org.outpost.changestream.wire.ChangeSetCodec} turns a
 * {@link org.outpost.changestream.model.ChangeSet} into one message (a versioned, checksummed envelope around a
 * Protocol Buffers payload, LZ4-compressed above a floor) and back, or fails with a
 * {@link org.outpost.changestream.wire.WireFormatException} that tells the consumer to dead-letter the message.
 */
package org.outpost.changestream.wire;
