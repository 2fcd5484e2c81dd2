// SPDX-License-Identifier: Apache-2.0
package org.outpost.changestream.apply;

import java.util.List;

/**
 * One answer of main to a replay request: messages holding consecutive change sets in order, main's last committed
 * sequence and the last sequence its relay had published to the topic when it read them. The published sequence
 * bounds a catch-up: whatever main publishes later reaches the edge through its subscription, which exists before
 * the catch-up asks.
 *
 * @param messages          {@link org.outpost.changestream.wire.ChangeSetCodec} messages: change sets as stored in
 *                          the outbox, one each, or change batches as published on the topic; empty when main has
 *                          nothing at or after the requested sequence yet
 * @param changeSets        how many change sets the messages hold together, at least one per message
 * @param lastSequence      main's last committed sequence of the epoch when it read the page, 0 when none
 * @param publishedSequence the last sequence main's relay had published, at most {@code lastSequence}
 */
public record ReplayPage(List<byte[]> messages, int changeSets, long lastSequence, long publishedSequence) {

    public ReplayPage {
        messages = List.copyOf(messages);
        if (changeSets < messages.size() || messages.isEmpty() && changeSets != 0) {
            throw new IllegalArgumentException("A replay page of " + messages.size() + " messages cannot hold "
                    + changeSets + " change sets");
        }
        if (lastSequence < 0 || publishedSequence < 0 || publishedSequence > lastSequence) {
            throw new IllegalArgumentException("A replay page needs 0 <= published sequence <= last sequence, got "
                    + publishedSequence + " and " + lastSequence);
        }
    }

    /** A page of change sets as the outbox stores them, one per message. */
    public ReplayPage(List<byte[]> changeSets, long lastSequence, long publishedSequence) {
        this(changeSets, changeSets.size(), lastSequence, publishedSequence);
    }

    /** The sequence after the page's last change set, given that the page starts at {@code from}. */
    public long next(long from) {
        return from + changeSets;
    }
}
