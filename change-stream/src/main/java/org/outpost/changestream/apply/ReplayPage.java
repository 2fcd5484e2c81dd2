// SPDX-License-Identifier: Apache-2.0
package org.outpost.changestream.apply;

import java.util.List;

/**
 * One answer of main's outbox to a replay request: encoded change sets, consecutive and in order, main's last
 * committed sequence and the last sequence its relay had published to the topic when it read them. The published
 * sequence bounds a catch-up: whatever main publishes later reaches the edge through its subscription, which exists
 * before the catch-up asks.
 *
 * @param changeSets        {@link org.outpost.changestream.wire.ChangeSetCodec} messages as stored in the outbox;
 *                          empty when main has nothing at or after the requested sequence yet
 * @param lastSequence      main's last committed sequence of the epoch when it read the page, 0 when none
 * @param publishedSequence the last sequence main's relay had published, at most {@code lastSequence}
 */
public record ReplayPage(List<byte[]> changeSets, long lastSequence, long publishedSequence) {

    public ReplayPage {
        changeSets = List.copyOf(changeSets);
        if (lastSequence < 0 || publishedSequence < 0 || publishedSequence > lastSequence) {
            throw new IllegalArgumentException("A replay page needs 0 <= published sequence <= last sequence, got "
                    + publishedSequence + " and " + lastSequence);
        }
    }

    /** The sequence after the page's last change set, given that the page starts at {@code from}. */
    public long next(long from) {
        return from + changeSets.size();
    }
}
