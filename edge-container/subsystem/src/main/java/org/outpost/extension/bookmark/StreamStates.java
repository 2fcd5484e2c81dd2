// SPDX-License-Identifier: Apache-2.0
package org.outpost.extension.bookmark;

import java.time.Duration;
import java.util.Optional;

import org.outpost.changestream.bookmark.AppliedPosition;

/**
 * What the bookmark gate needs to know of an edge's streams (implemented over the subsystem's running streams).
 */
interface StreamStates {

    /** Where the replica of {@code stream} stands, while the stream runs. */
    Optional<AppliedPosition> appliedPosition(String stream);

    /** How long {@code stream} has been cut off from main; empty while it is connected. */
    Optional<Duration> staleness(String stream);
}
