// SPDX-License-Identifier: Apache-2.0
package org.outpost.extension.bookmark;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.Optional;
import java.util.concurrent.atomic.AtomicBoolean;

import jakarta.servlet.Filter;
import jakarta.servlet.FilterChain;
import jakarta.servlet.ServletException;
import jakarta.servlet.ServletRequest;
import jakarta.servlet.ServletResponse;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;

import org.outpost.changestream.edge.EdgeAccessException;
import org.outpost.querycache.staleness.StaleReads;
import org.outpost.querycache.staleness.StaleResultException;
import org.outpost.querycache.staleness.StaleVerdict;

/**
 * The servlet filter Outpost puts first in every web module of a deployment with an Outpost descriptor on an edge:
 * before the request is served, waits until the replica store applied the user's bookmarks (session attribute
 * {@value RequestBookmarks#ATTRIBUTE}, cookie {@value RequestBookmarks#COOKIE}), at most {@code lag-wait}; adds the
 * header {@value #STALENESS_HEADER} while the edge is cut off from main; past the wait or while cut off, applies the
 * deployment's disconnected policy. While the request runs, forwarded calls add their bookmarks to it, and a cacheable
 * query read past its {@code max-staleness} is served stale (the header says how stale), forwarded to main or failed,
 * as its policy says.
 */
final class BookmarkFilter implements Filter {

    /** Milliseconds since main was last reachable, on responses served while it is not. */
    static final String STALENESS_HEADER = "Outpost-Staleness";
    /** On a response main served for the edge (policy {@code forward}). */
    static final String FORWARDED_HEADER = "Outpost-Forwarded";

    private final EdgeReadGate gate;
    private final MainReadForwarder forwarder;

    BookmarkFilter(EdgeReadGate gate, MainReadForwarder forwarder) {
        this.gate = gate;
        this.forwarder = forwarder;
    }

    @Override
    public void doFilter(ServletRequest servletRequest, ServletResponse servletResponse, FilterChain chain) throws IOException, ServletException {
        if (!(servletRequest instanceof HttpServletRequest request) || !(servletResponse instanceof HttpServletResponse response)) {
            chain.doFilter(servletRequest, servletResponse);
            return;
        }
        try (RequestBookmarks bookmarks = RequestBookmarks.open(request, response, RequestBookmarks.of(request))) {
            EdgeReadGate.Admission admission;
            try {
                admission = this.gate.admit(bookmarks);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                response.sendError(HttpServletResponse.SC_SERVICE_UNAVAILABLE, "Interrupted while waiting for the replica store");
                return;
            }
            admission.staleness().ifPresent(staleness -> response.setHeader(STALENESS_HEADER, Long.toString(staleness.toMillis())));
            switch (admission.verdict()) {
                case SERVE, SERVE_STALE -> serve(request, response, chain, admission.verdict() == EdgeReadGate.Verdict.SERVE_STALE);
                case FAIL -> fail(response, "Outpost edge cannot serve " + request.getRequestURI() + ": " + admission.reason()
                        + " (when-disconnected=fail)");
                case FORWARD -> this.forwarder.forward(request, response, admission.reason());
            }
        }
    }

    /**
     * Runs the rest of the chain, telling the response how stale it is when a cacheable query served a result past its
     * {@code max-staleness} ({@code serve-stale}). When it fails because the edge refused what the request asked of the
     * replica store (an {@link EdgeAccessException}: a write of a method not declared {@code execute-at="main"}, a read
     * of an entity not replicated, or stale rows main cannot send now), the user gets a plain error page with the
     * refusal's message (500; 503 when main is unreachable) through the web module's own error pages if it has them,
     * never a stack trace; the trace goes to the server log. When a cacheable query refused a result past its
     * {@code max-staleness} ({@link StaleResultException}), main serves the request ({@code forward}) or it fails with
     * 503 naming the query ({@code fail}, or a request that cannot be forwarded any more).
     */
    private void serve(HttpServletRequest request, HttpServletResponse response, FilterChain chain, boolean countedStale)
            throws IOException, ServletException {
        AtomicBoolean servedStale = new AtomicBoolean(countedStale);
        StaleReads staleReads = StaleReads.open(staleness -> {
            if (!servedStale.getAndSet(true)) {
                this.gate.servedStale();
            }
            tellStaleness(response, staleness);
        });
        try (staleReads) {
            chain.doFilter(request, response);
        } catch (ServletException | RuntimeException failure) {
            if (staleReads.refusal().isEmpty() || response.isCommitted()) {
                refuse(request, response, failure);
                return;
            }
        }
        // Also when the application caught the refusal and answered something else, if it is not sent yet.
        Optional<StaleResultException> stale = staleReads.refusal();
        if (stale.isPresent() && !response.isCommitted()) {
            refuseStale(request, response, stale.get());
        }
    }

    private static void refuse(HttpServletRequest request, HttpServletResponse response, Exception failure)
            throws IOException, ServletException {
        EdgeAccessException refusal = refusal(failure);
        if (refusal == null || response.isCommitted()) {
            if (failure instanceof ServletException servlet) {
                throw servlet;
            }
            throw (RuntimeException) failure;
        }
        response.resetBuffer();
        if (refusal.mainUnreachable()) {
            BookmarkLogger.ROOT_LOGGER.mainUnreachable(request.getRequestURI(), refusal.getMessage());
            response.sendError(HttpServletResponse.SC_SERVICE_UNAVAILABLE, refusal.getMessage());
        } else {
            BookmarkLogger.ROOT_LOGGER.refusedOnEdge(request.getRequestURI(), refusal.getMessage(), failure);
            response.sendError(HttpServletResponse.SC_INTERNAL_SERVER_ERROR, refusal.getMessage());
        }
    }

    /** A stale result was served: the response says the largest staleness of the request while it still can. */
    private static void tellStaleness(HttpServletResponse response, Duration staleness) {
        String told = response.getHeader(STALENESS_HEADER);
        if (!response.isCommitted() && (told == null || Long.parseLong(told) < staleness.toMillis())) {
            response.setHeader(STALENESS_HEADER, Long.toString(staleness.toMillis()));
        }
    }

    /** A read was refused past its budget: main serves the request or it fails, whatever the application began. */
    private void refuseStale(HttpServletRequest request, HttpServletResponse response, StaleResultException stale)
            throws IOException {
        // reset, not resetBuffer: the application may have taken the writer, and both answers use the stream.
        response.reset();
        tellStaleness(response, stale.staleness());
        if (stale.verdict() == StaleVerdict.FORWARD) {
            this.gate.forwardedStale();
            this.forwarder.forward(request, response, stale.getMessage());
        } else {
            this.gate.failedStale();
            fail(response, stale.getMessage());
        }
    }

    /** The edge's refusal among the failure's causes, or null. */
    private static EdgeAccessException refusal(Throwable failure) {
        for (Throwable cause = failure; cause != null; cause = cause.getCause() == cause ? null : cause.getCause()) {
            if (cause instanceof EdgeAccessException refusal) {
                return refusal;
            }
        }
        return null;
    }

    static void fail(HttpServletResponse response, String message) throws IOException {
        response.resetBuffer();
        response.setStatus(HttpServletResponse.SC_SERVICE_UNAVAILABLE);
        response.setContentType("text/plain; charset=UTF-8");
        response.getOutputStream().write((message + "\n").getBytes(StandardCharsets.UTF_8));
    }
}
