// SPDX-License-Identifier: Apache-2.0
package org.outpost.extension.bookmark;

import java.time.Duration;
import java.util.List;
import java.util.Optional;

import org.outpost.annotation.DisconnectedPolicy;
import org.outpost.changestream.bookmark.AppliedPosition;
import org.outpost.changestream.bookmark.Bookmark;
import org.outpost.changestream.bookmark.Bookmarks;

/**
 * Decides, for one web request of a deployment on an edge, whether the replica store may serve it: waits (at most
 * {@code lag-wait}) until the store applied each bookmark of the user, and finds whether the deployment's streams
 * are cut off from main. A request is served as usual when its bookmarks are applied and no stream has been cut off
 * for longer than {@code lag-wait}; otherwise the deployment's disconnected policy decides.
 */
final class EdgeReadGate {

    /** What to do with a request. */
    enum Verdict { SERVE, SERVE_STALE, FAIL, FORWARD }

    /**
     * @param verdict   what to do
     * @param reason    why the request is not served as usual; null for {@link Verdict#SERVE}
     * @param staleness how far behind main the replica store is known to be: how long main has been unreachable, when
     *                  it is; at least {@code lag-wait} when a bookmark was not applied within it
     */
    record Admission(Verdict verdict, String reason, Optional<Duration> staleness) {
    }

    private final List<String> streams;
    private final DisconnectedPolicy policy;
    private final Duration lagWait;
    private final StreamStates replication;
    private final BookmarkStatistics statistics;

    EdgeReadGate(List<String> streams, DisconnectedPolicy policy, Duration lagWait, StreamStates replication,
                 BookmarkStatistics statistics) {
        this.streams = List.copyOf(streams);
        this.policy = policy;
        this.lagWait = lagWait;
        this.replication = replication;
        this.statistics = statistics;
    }

    DisconnectedPolicy policy() {
        return this.policy;
    }

    List<String> streams() {
        return this.streams;
    }

    Admission admit(RequestBookmarks request) throws InterruptedException {
        String lag = awaitBookmarks(request);
        Optional<Duration> staleness = staleness();
        // A cut shorter than lag-wait is treated like lag within the bound (an edge also starts cut off, until its
        // first subscription completes).
        boolean cutOff = staleness.isPresent() && staleness.get().compareTo(this.lagWait) > 0;
        if (lag == null && !cutOff) {
            return new Admission(Verdict.SERVE, null, staleness);
        }
        String reason = lag != null ? lag : "main has been unreachable for " + staleness.get().toMillis() + " ms";
        return switch (this.policy) {
            case SERVE_STALE -> {
                this.statistics.servedStale.increment();
                yield new Admission(Verdict.SERVE_STALE, reason, lag == null ? staleness : Optional.of(behindBookmark(staleness)));
            }
            case FAIL -> {
                this.statistics.failedRequests.increment();
                yield new Admission(Verdict.FAIL, reason, staleness);
            }
            case FORWARD -> {
                this.statistics.forwardedRequests.increment();
                yield new Admission(Verdict.FORWARD, reason, staleness);
            }
        };
    }

    /**
     * How far behind main a replica store that missed a bookmark for {@code lag-wait} is, at least: main committed the
     * bookmarked write before the request came, and the store has not applied it {@code lag-wait} later, even while
     * main is reachable (a stream that receives nothing). A page served so says it is stale.
     */
    private Duration behindBookmark(Optional<Duration> staleness) {
        return staleness.filter(unreachable -> unreachable.compareTo(this.lagWait) > 0).orElse(this.lagWait);
    }

    /** Counts a request served with a cacheable query's result past its {@code max-staleness}. */
    void servedStale() {
        this.statistics.servedStale.increment();
    }

    /** Counts a request main served because a cacheable query's result was past its {@code max-staleness}. */
    void forwardedStale() {
        this.statistics.forwardedRequests.increment();
    }

    /** Counts a request failed because a cacheable query's result was past its {@code max-staleness}. */
    void failedStale() {
        this.statistics.failedRequests.increment();
    }

    /** Waits for the request's bookmarks; returns why it still lags, or null. Drops bookmarks of a left epoch. */
    private String awaitBookmarks(RequestBookmarks request) throws InterruptedException {
        Bookmarks bookmarks = request.bookmarks();
        if (bookmarks.isEmpty()) {
            return null;
        }
        this.statistics.bookmarkedRequests.increment();
        BookmarkLogger.ROOT_LOGGER.bookmarked(request.uri(), bookmarks.toString());
        Bookmarks kept = bookmarks;
        String lag = null;
        long deadline = System.nanoTime() + this.lagWait.toNanos();
        for (Bookmark bookmark : bookmarks.all()) {
            Optional<AppliedPosition> position = this.replication.appliedPosition(bookmark.stream());
            if (position.isEmpty() || position.get().covers(bookmark)) {
                continue;
            }
            long started = System.nanoTime();
            this.statistics.waits.increment();
            AppliedPosition.Outcome outcome = position.get().await(bookmark, Duration.ofNanos(Math.max(0, deadline - started)));
            long waited = System.nanoTime() - started;
            this.statistics.waitNanos.add(waited);
            BookmarkLogger.ROOT_LOGGER.waited(request.uri(), waited / 1_000_000, bookmark.toString(), outcome + " at " + position.get());
            switch (outcome) {
                case REACHED -> {
                }
                case OTHER_EPOCH -> kept = kept.without(bookmark.stream());
                case TIMED_OUT -> {
                    this.statistics.waitTimeouts.increment();
                    lag = "the replica store has applied " + position.get() + ", not yet bookmark " + bookmark
                            + ", after lag-wait " + this.lagWait.toMillis() + " ms";
                }
            }
        }
        request.replace(kept);
        return lag;
    }

    /** The longest time one of the deployment's streams has been cut off from main, when one is. */
    Optional<Duration> staleness() {
        Optional<Duration> longest = Optional.empty();
        for (String stream : this.streams) {
            Optional<Duration> staleness = this.replication.staleness(stream);
            if (staleness.isPresent() && (longest.isEmpty() || staleness.get().compareTo(longest.get()) > 0)) {
                longest = staleness;
            }
        }
        return longest;
    }
}
