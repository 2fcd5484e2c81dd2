// SPDX-License-Identifier: Apache-2.0
package org.outpost.changestream.transport;

import java.util.Collections;
import java.util.Set;
import java.util.TreeSet;

/** What {@link SyncWaiter#await} saw: every edge acknowledged, or the timeout passed first. */
public sealed interface SyncOutcome {

    /** Every edge waited for acknowledged the change set (or a later one). */
    record Acknowledged() implements SyncOutcome {
    }

    /**
     * The timeout passed; it was logged and counted.
     *
     * @param missing the edges that had not acknowledged, sorted, never empty
     */
    record TimedOut(Set<String> missing) implements SyncOutcome {

        public TimedOut {
            missing = Collections.unmodifiableSortedSet(new TreeSet<>(missing));
        }
    }
}
