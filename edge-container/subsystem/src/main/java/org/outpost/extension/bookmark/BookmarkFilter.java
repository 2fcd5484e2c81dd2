// SPDX-License-Identifier: Apache-2.0
package org.outpost.extension.bookmark;

import java.io.IOException;
import java.nio.charset.StandardCharsets;

import jakarta.servlet.Filter;
import jakarta.servlet.FilterChain;
import jakarta.servlet.ServletException;
import jakarta.servlet.ServletRequest;
import jakarta.servlet.ServletResponse;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;

import org.outpost.changestream.edge.EdgeAccessException;

/**
 * The servlet filter Outpost puts first in every web module of a deployment with an Outpost descriptor on an edge:
 * before the request is served, waits until the replica store applied the user's bookmarks (session attribute
 * {@value RequestBookmarks#ATTRIBUTE}, cookie {@value RequestBookmarks#COOKIE}), at most {@code lag-wait}; adds the
 * header {@value #STALENESS_HEADER} while the edge is cut off from main; past the wait or while cut off, applies the
 * deployment's disconnected policy. While the request runs, forwarded calls add their bookmarks to it.
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
                case SERVE, SERVE_STALE -> serve(request, response, chain);
                case FAIL -> fail(response, "Outpost edge cannot serve " + request.getRequestURI() + ": " + admission.reason()
                        + " (when-disconnected=fail)");
                case FORWARD -> this.forwarder.forward(request, response, admission.reason());
            }
        }
    }

    /**
     * Runs the rest of the chain. When it fails because the edge refused what the request asked of the replica store
     * (an {@link EdgeAccessException}: a write of a method not declared {@code execute-at="main"}, a read of an entity
     * not replicated, or stale rows main cannot send now), the user gets a plain error page with the refusal's message
     * (500; 503 when main is unreachable) through the web module's own error pages if it has them, never a stack
     * trace; the trace goes to the server log.
     */
    private static void serve(HttpServletRequest request, HttpServletResponse response, FilterChain chain) throws IOException, ServletException {
        try {
            chain.doFilter(request, response);
        } catch (ServletException | RuntimeException failure) {
            EdgeAccessException refusal = refusal(failure);
            if (refusal == null || response.isCommitted()) {
                throw failure;
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
