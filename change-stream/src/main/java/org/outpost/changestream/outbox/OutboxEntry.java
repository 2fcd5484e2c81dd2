// SPDX-License-Identifier: Apache-2.0
package org.outpost.changestream.outbox;

import java.time.Instant;
import java.util.Arrays;
import java.util.Objects;
import java.util.UUID;

import org.outpost.changestream.model.ChangeSet;
import org.outpost.changestream.wire.ChangeSetCodec;
import org.outpost.changestream.wire.WireFormatException;

/**
 * One row of the outbox: a committed change set as the {@link ChangeSetCodec} bytes that travel to the edges,
 * with the envelope fields a publisher or a replaying edge needs without decoding.
 *
 * @param epoch      the main epoch the sequence belongs to
 * @param sequence   the position in commit order, from 1, gapless within the epoch
 * @param commitTime when the transaction took its sequence, just before it committed (microsecond precision)
 * @param message    the encoded change set; copied in and out
 */
public record OutboxEntry(UUID epoch, long sequence, Instant commitTime, byte[] message) {

    public OutboxEntry {
        Objects.requireNonNull(epoch, "epoch");
        Objects.requireNonNull(commitTime, "commitTime");
        message = message.clone();
    }

    @Override
    public byte[] message() {
        return message.clone();
    }

    /** The length of {@link #message()} in bytes. */
    public int size() {
        return message.length;
    }

    /** The change set of {@link #message()}. */
    public ChangeSet decode(ChangeSetCodec codec) throws WireFormatException {
        return codec.decode(message);
    }

    @Override
    public boolean equals(Object other) {
        return other instanceof OutboxEntry entry && epoch.equals(entry.epoch) && sequence == entry.sequence
                && commitTime.equals(entry.commitTime) && Arrays.equals(message, entry.message);
    }

    @Override
    public int hashCode() {
        return Objects.hash(epoch, sequence, commitTime, Arrays.hashCode(message));
    }

    @Override
    public String toString() {
        return "OutboxEntry[epoch=" + epoch + ", sequence=" + sequence + ", commitTime=" + commitTime + ", "
                + message.length + " bytes]";
    }
}
