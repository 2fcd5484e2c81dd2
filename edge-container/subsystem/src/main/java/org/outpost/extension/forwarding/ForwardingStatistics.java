package org.outpost.extension.forwarding;

import java.util.concurrent.atomic.LongAdder;

import org.jboss.as.controller.AttributeDefinition;
import org.jboss.as.controller.OperationStepHandler;
import org.jboss.as.controller.SimpleAttributeDefinitionBuilder;
import org.jboss.dmr.ModelNode;
import org.jboss.dmr.ModelType;

/**
 * Counters of façade forwarding and bookmarks on this server since it started, shown by the runtime attribute
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
    // edge, calls
    final LongAdder forwarded = new LongAdder();
    final LongAdder failed = new LongAdder();
    final LongAdder forwardedNanos = new LongAdder();
    final LongAdder bookmarksReceived = new LongAdder();
    // edge, requests
    final LongAdder bookmarkedRequests = new LongAdder();
    final LongAdder waits = new LongAdder();
    final LongAdder waitNanos = new LongAdder();
    final LongAdder waitTimeouts = new LongAdder();
    final LongAdder servedStale = new LongAdder();
    final LongAdder failedRequests = new LongAdder();
    final LongAdder forwardedRequests = new LongAdder();

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
            result.get("bookmarked-requests").set(this.bookmarkedRequests.sum());
            result.get("bookmark-waits").set(this.waits.sum());
            result.get("bookmark-wait-ms-total").set(this.waitNanos.sum() / 1_000_000);
            result.get("bookmark-wait-timeouts").set(this.waitTimeouts.sum());
            result.get("requests-served-stale").set(this.servedStale.sum());
            result.get("requests-failed").set(this.failedRequests.sum());
            result.get("requests-forwarded").set(this.forwardedRequests.sum());
        };
    }
}
