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
                case SERVE, SERVE_STALE -> chain.doFilter(request, response);
                case FAIL -> fail(response, "Outpost edge cannot serve " + request.getRequestURI() + ": " + admission.reason()
                        + " (when-disconnected=fail)");
                case FORWARD -> this.forwarder.forward(request, response, admission.reason());
            }
        }
    }

    static void fail(HttpServletResponse response, String message) throws IOException {
        response.resetBuffer();
        response.setStatus(HttpServletResponse.SC_SERVICE_UNAVAILABLE);
        response.setContentType("text/plain; charset=UTF-8");
        response.getOutputStream().write((message + "\n").getBytes(StandardCharsets.UTF_8));
    }
}
