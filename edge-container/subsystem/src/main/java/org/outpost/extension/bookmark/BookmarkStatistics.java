// SPDX-License-Identifier: Apache-2.0
package org.outpost.extension.bookmark;

import java.util.concurrent.atomic.LongAdder;

import org.jboss.dmr.ModelNode;

/**
 * Counters of the requests an edge's bookmark filter saw since the server started: bookmarked requests, waits for
 * the replica to apply a bookmark, and requests handled by the disconnected policy. Part of the runtime attribute
 * {@code forwarding}. Thread-safe.
 */
public final class BookmarkStatistics {

    final LongAdder bookmarkedRequests = new LongAdder();
    final LongAdder waits = new LongAdder();
    final LongAdder waitNanos = new LongAdder();
    final LongAdder waitTimeouts = new LongAdder();
    final LongAdder servedStale = new LongAdder();
    final LongAdder failedRequests = new LongAdder();
    final LongAdder forwardedRequests = new LongAdder();

    /** Adds the counters to {@code result}. */
    public void writeTo(ModelNode result) {
        result.get("bookmarked-requests").set(this.bookmarkedRequests.sum());
        result.get("bookmark-waits").set(this.waits.sum());
        result.get("bookmark-wait-ms-total").set(this.waitNanos.sum() / 1_000_000);
        result.get("bookmark-wait-timeouts").set(this.waitTimeouts.sum());
        result.get("requests-served-stale").set(this.servedStale.sum());
        result.get("requests-failed").set(this.failedRequests.sum());
        result.get("requests-forwarded").set(this.forwardedRequests.sum());
    }
}
