// SPDX-License-Identifier: Apache-2.0
package org.outpost.extension.bookmark;

import java.io.IOException;

import jakarta.servlet.Filter;
import jakarta.servlet.FilterChain;
import jakarta.servlet.ServletException;
import jakarta.servlet.ServletRequest;
import jakarta.servlet.ServletResponse;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;

import org.outpost.changestream.bookmark.Bookmarks;
import org.outpost.changestream.bookmark.CommitScope;
import org.outpost.extension.replication.ReplicationStreams;

/**
 * Main's side of a request an edge had main serve ({@code when-disconnected="forward"}, {@link MainReadForwarder}),
 * put first in each web module of a deployment with a descriptor on main: for a request that carries
 * {@value #FORWARDED_BY_HEADER}, answers with the bookmark of what it committed in header {@value #BOOKMARK_HEADER},
 * so that the edge gives the user the bookmark a forwarded call would have given (read-your-writes once the edge
 * serves again). The response is held (a buffer of {@value #HELD_BYTES} bytes) until the request is done, so that the
 * header can still be set; a page that flushes or outgrows the buffer goes without it. Other requests pass untouched.
 */
final class MainPageFilter implements Filter {

    /** On a request an edge forwards to main: the edge's id. */
    static final String FORWARDED_BY_HEADER = "Outpost-Forwarded-By";
    /** On main's answer to it: the bookmarks of what it committed, in the form of the cookie. */
    static final String BOOKMARK_HEADER = "Outpost-Bookmark";
    static final int HELD_BYTES = 256 * 1024;

    private final ReplicationStreams streams;

    MainPageFilter(ReplicationStreams streams) {
        this.streams = streams;
    }

    @Override
    public void doFilter(ServletRequest servletRequest, ServletResponse servletResponse, FilterChain chain) throws IOException, ServletException {
        if (!(servletRequest instanceof HttpServletRequest request) || !(servletResponse instanceof HttpServletResponse response)
                || request.getHeader(FORWARDED_BY_HEADER) == null) {
            chain.doFilter(servletRequest, servletResponse);
            return;
        }
        if (response.getBufferSize() < HELD_BYTES) {
            response.setBufferSize(HELD_BYTES);
        }
        try (CommitScope scope = CommitScope.open()) {
            chain.doFilter(request, response);
            Bookmarks committed = this.streams.bookmarksOf(scope.committed());
            if (committed.isEmpty()) {
                return;
            }
            if (response.isCommitted()) {
                BookmarkLogger.ROOT_LOGGER.forwardedPageCommittedEarly(request.getRequestURI(), request.getHeader(FORWARDED_BY_HEADER),
                        committed.toString());
            } else {
                response.setHeader(BOOKMARK_HEADER, committed.toString());
            }
        }
    }
}
