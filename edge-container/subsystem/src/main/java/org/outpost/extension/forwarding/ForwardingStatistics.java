// SPDX-License-Identifier: Apache-2.0
package org.outpost.extension.forwarding;

import java.util.concurrent.atomic.LongAdder;

import org.jboss.as.controller.AttributeDefinition;
import org.jboss.as.controller.OperationStepHandler;
import org.jboss.as.controller.SimpleAttributeDefinitionBuilder;
import org.jboss.dmr.ModelNode;
import org.jboss.dmr.ModelType;
import org.outpost.extension.bookmark.BookmarkStatistics;

/**
 * Counters of façade forwarding on this server, and of its bookmark filter ({@link BookmarkStatistics}), since it started, shown by the runtime attribute
 * {@code forwarding} of {@code /subsystem=outpost}. Thread-safe.
 */
public final class ForwardingStatistics {

    /** The runtime attribute. */
    public static final AttributeDefinition ATTRIBUTE = new SimpleAttributeDefinitionBuilder("forwarding", ModelType.OBJECT, true)
            .setStorageRuntime()
            .build();

    // main
    final LongAdder accepted = new LongAdder();
    final LongAdder refused = new LongAdder();
    final LongAdder bookmarksIssued = new LongAdder();
    final LongAdder queriesAnswered = new LongAdder();
    // edge, calls
    final LongAdder forwarded = new LongAdder();
    final LongAdder failed = new LongAdder();
    final LongAdder forwardedNanos = new LongAdder();
    final LongAdder bookmarksReceived = new LongAdder();
    // edge, source="main" queries
    final LongAdder forwardedQueries = new LongAdder();
    final LongAdder forwardedQueryNanos = new LongAdder();
    // edge, requests
    private final BookmarkStatistics bookmarks = new BookmarkStatistics();

    /** The counters of the edge's bookmark filter, shown with these. */
    public BookmarkStatistics bookmarks() {
        return this.bookmarks;
    }

    /** Reads {@link #ATTRIBUTE}. */
    public OperationStepHandler readHandler() {
        return (context, operation) -> {
            ModelNode result = context.getResult().setEmptyObject();
            result.get("main-calls-accepted").set(this.accepted.sum());
            result.get("main-calls-refused").set(this.refused.sum());
            result.get("main-bookmarks-issued").set(this.bookmarksIssued.sum());
            long calls = this.forwarded.sum();
            result.get("forwarded-calls").set(calls);
            result.get("forwarding-failures").set(this.failed.sum());
            result.get("forwarded-call-mean-ms").set(calls == 0 ? 0.0 : this.forwardedNanos.sum() / 1e6 / calls);
            result.get("bookmarks-received").set(this.bookmarksReceived.sum());
            result.get("main-queries-answered").set(this.queriesAnswered.sum());
            long queries = this.forwardedQueries.sum();
            result.get("forwarded-queries").set(queries);
            result.get("forwarded-query-mean-ms").set(queries == 0 ? 0.0 : this.forwardedQueryNanos.sum() / 1e6 / queries);
            this.bookmarks.writeTo(result);
        };
    }
}
