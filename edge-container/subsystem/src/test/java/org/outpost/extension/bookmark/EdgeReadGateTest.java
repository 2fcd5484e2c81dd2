// SPDX-License-Identifier: Apache-2.0
package org.outpost.extension.bookmark;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.lang.reflect.Proxy;
import java.time.Duration;
import java.time.Instant;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.UUID;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;

import jakarta.servlet.http.Cookie;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;

import org.junit.jupiter.api.Test;
import org.outpost.annotation.DisconnectedPolicy;
import org.outpost.changestream.apply.AppliedChanges;
import org.outpost.changestream.bookmark.AppliedPosition;
import org.outpost.changestream.bookmark.Bookmark;
import org.outpost.changestream.bookmark.Bookmarks;

/** The bookmark gate of an edge's web requests: wait, then the disconnected policy. */
class EdgeReadGateTest {

    private static final UUID EPOCH = UUID.randomUUID();
    private static final String STREAM = "counters-1a2b3c4d";

    private final AppliedPosition position = new AppliedPosition();
    private final Map<String, Duration> stale = new HashMap<>();
    private final BookmarkStatistics statistics = new BookmarkStatistics();
    private final StreamStates states = new StreamStates() {
        @Override
        public Optional<AppliedPosition> appliedPosition(String stream) {
            return STREAM.equals(stream) ? Optional.of(position) : Optional.empty();
        }

        @Override
        public Optional<Duration> staleness(String stream) {
            return Optional.ofNullable(stale.get(stream));
        }
    };

    @Test
    void aRequestWithoutBookmarkIsServedAtOnce() throws Exception {
        EdgeReadGate.Admission admission = gate(DisconnectedPolicy.FAIL, Duration.ofSeconds(30)).admit(request(Bookmarks.none()));
        assertEquals(EdgeReadGate.Verdict.SERVE, admission.verdict());
        assertEquals(0, this.statistics.bookmarkedRequests.sum());
    }

    @Test
    void aRequestWaitsUntilItsBookmarkIsApplied() throws Exception {
        applied(4);
        RequestBookmarks request = request(Bookmarks.none().with(new Bookmark(STREAM, EPOCH, 5)));
        CompletableFuture<EdgeReadGate.Admission> admission = CompletableFuture.supplyAsync(() -> {
            try {
                return gate(DisconnectedPolicy.FAIL, Duration.ofSeconds(30)).admit(request);
            } catch (InterruptedException e) {
                throw new IllegalStateException(e);
            }
        });
        Thread.sleep(50);
        applied(5);
        assertEquals(EdgeReadGate.Verdict.SERVE, admission.get(20, TimeUnit.SECONDS).verdict());
        assertEquals(1, this.statistics.waits.sum());
    }

    @Test
    void pastLagWaitThePolicyDecides() throws Exception {
        applied(4);
        Bookmarks ahead = Bookmarks.none().with(new Bookmark(STREAM, EPOCH, 9));
        EdgeReadGate.Admission stale = gate(DisconnectedPolicy.SERVE_STALE, Duration.ofMillis(10)).admit(request(ahead));
        assertEquals(EdgeReadGate.Verdict.SERVE_STALE, stale.verdict());
        assertTrue(stale.reason().contains("not yet bookmark " + STREAM + ":" + EPOCH + ":9") && stale.reason().contains("lag-wait 10 ms"), stale.reason());
        assertEquals(Optional.of(Duration.ofMillis(10)), stale.staleness(), "main is reachable, yet the page is at least lag-wait behind");
        assertEquals(EdgeReadGate.Verdict.FAIL, gate(DisconnectedPolicy.FAIL, Duration.ZERO).admit(request(ahead)).verdict());
        assertEquals(EdgeReadGate.Verdict.FORWARD, gate(DisconnectedPolicy.FORWARD, Duration.ZERO).admit(request(ahead)).verdict());
        assertEquals(3, this.statistics.waitTimeouts.sum());
    }

    @Test
    void aBookmarkOfAnotherEpochIsDroppedNotWaitedFor() throws Exception {
        applied(4);
        RequestBookmarks request = request(Bookmarks.none().with(new Bookmark(STREAM, UUID.randomUUID(), 9)));
        assertEquals(EdgeReadGate.Verdict.SERVE, gate(DisconnectedPolicy.FAIL, Duration.ofSeconds(30)).admit(request).verdict());
        assertTrue(request.bookmarks().isEmpty());
    }

    @Test
    void aBookmarkOfAStreamThisEdgeDoesNotRunIsIgnored() throws Exception {
        RequestBookmarks request = request(Bookmarks.none().with(new Bookmark("other-00000000", EPOCH, 9)));
        assertEquals(EdgeReadGate.Verdict.SERVE, gate(DisconnectedPolicy.FAIL, Duration.ofSeconds(30)).admit(request).verdict());
    }

    @Test
    void cutOffFromMainEveryRequestFollowsThePolicyAndKnowsHowStaleItIs() throws Exception {
        applied(4);
        this.stale.put(STREAM, Duration.ofMillis(1234));
        EdgeReadGate.Admission served = gate(DisconnectedPolicy.SERVE_STALE, Duration.ofSeconds(1)).admit(request(Bookmarks.none()));
        assertEquals(EdgeReadGate.Verdict.SERVE_STALE, served.verdict());
        assertEquals(Optional.of(Duration.ofMillis(1234)), served.staleness());
        EdgeReadGate.Admission failed = gate(DisconnectedPolicy.FAIL, Duration.ofSeconds(1)).admit(request(Bookmarks.none()));
        assertEquals(EdgeReadGate.Verdict.FAIL, failed.verdict());
        assertEquals("main has been unreachable for 1234 ms", failed.reason());
        assertEquals(1, this.statistics.servedStale.sum());
        assertEquals(1, this.statistics.failedRequests.sum());
    }

    @Test
    void aCutShorterThanLagWaitIsServedAsUsualButReported() throws Exception {
        this.stale.put(STREAM, Duration.ofMillis(1234));
        EdgeReadGate.Admission admission = gate(DisconnectedPolicy.FAIL, Duration.ofSeconds(2)).admit(request(Bookmarks.none()));
        assertEquals(EdgeReadGate.Verdict.SERVE, admission.verdict());
        assertEquals(Optional.of(Duration.ofMillis(1234)), admission.staleness());
    }

    @Test
    void aConnectedEdgeReportsNoStaleness() throws Exception {
        EdgeReadGate.Admission admission = gate(DisconnectedPolicy.SERVE_STALE, Duration.ZERO).admit(request(Bookmarks.none()));
        assertEquals(Optional.empty(), admission.staleness());
        assertNull(admission.reason());
    }

    private EdgeReadGate gate(DisconnectedPolicy policy, Duration lagWait) {
        return new EdgeReadGate(List.of(STREAM), policy, lagWait, this.states, this.statistics);
    }

    private void applied(long sequence) {
        this.position.afterApply(new AppliedChanges(EPOCH, sequence, Instant.now(), Instant.now(), List.of()));
    }

    /** A request without session or cookie, whose bookmarks are {@code bookmarks}. */
    private static RequestBookmarks request(Bookmarks bookmarks) {
        HttpServletRequest request = (HttpServletRequest) Proxy.newProxyInstance(EdgeReadGateTest.class.getClassLoader(),
                new Class<?>[]{HttpServletRequest.class}, (proxy, method, args) -> switch (method.getName()) {
                    case "getSession" -> null;
                    case "getCookies" -> new Cookie[0];
                    case "getContextPath" -> "/app";
                    case "getRequestURI" -> "/app/page";
                    default -> throw new UnsupportedOperationException(method.getName());
                });
        HttpServletResponse response = (HttpServletResponse) Proxy.newProxyInstance(EdgeReadGateTest.class.getClassLoader(),
                new Class<?>[]{HttpServletResponse.class}, (proxy, method, args) -> switch (method.getName()) {
                    case "isCommitted" -> true;
                    default -> throw new UnsupportedOperationException(method.getName());
                });
        RequestBookmarks opened = RequestBookmarks.open(request, response, bookmarks);
        opened.close();
        return opened;
    }
}
