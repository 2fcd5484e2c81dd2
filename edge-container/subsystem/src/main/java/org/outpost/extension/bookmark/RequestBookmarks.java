// SPDX-License-Identifier: Apache-2.0
package org.outpost.extension.bookmark;

import jakarta.servlet.http.Cookie;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import jakarta.servlet.http.HttpSession;

import org.outpost.changestream.bookmark.Bookmarks;

/**
 * The bookmarks of the web request the current thread serves on an edge, between {@link BookmarkFilter} (which opens
 * it with what the user's session and cookie hold) and {@link org.outpost.extension.forwarding.EdgeForwardingInterceptor} (which adds the bookmark of
 * each forwarded call that committed). Each addition is kept at once: in the session attribute {@value #ATTRIBUTE}
 * when the request has a session, and in the cookie {@value #COOKIE} while the response is not committed.
 */
public final class RequestBookmarks implements AutoCloseable {

    /** The cookie that carries a user's bookmarks. */
    static final String COOKIE = "Outpost-Bookmark";
    /** The session attribute that carries them (the text form, so that sessions stay serializable). */
    static final String ATTRIBUTE = "org.outpost.bookmark";

    private static final ThreadLocal<RequestBookmarks> CURRENT = new ThreadLocal<>();

    private final HttpServletRequest request;
    private final HttpServletResponse response;
    private final RequestBookmarks outer;
    private Bookmarks bookmarks;

    private RequestBookmarks(HttpServletRequest request, HttpServletResponse response, Bookmarks bookmarks, RequestBookmarks outer) {
        this.request = request;
        this.response = response;
        this.bookmarks = bookmarks;
        this.outer = outer;
    }

    /** What the request's session and cookie hold, the higher of each stream. */
    static Bookmarks of(HttpServletRequest request) {
        Bookmarks found = Bookmarks.none();
        HttpSession session = request.getSession(false);
        if (session != null) {
            try {
                Object attribute = session.getAttribute(ATTRIBUTE);
                if (attribute instanceof String text) {
                    found = found.with(Bookmarks.parse(text));
                }
            } catch (IllegalStateException invalidated) {
                // no session after all
            }
        }
        Cookie[] cookies = request.getCookies();
        if (cookies != null) {
            for (Cookie cookie : cookies) {
                if (COOKIE.equals(cookie.getName())) {
                    found = found.with(Bookmarks.parse(unquote(cookie.getValue())));
                }
            }
        }
        return found;
    }

    /** Starts keeping the bookmarks of a request on the current thread. */
    static RequestBookmarks open(HttpServletRequest request, HttpServletResponse response, Bookmarks bookmarks) {
        RequestBookmarks opened = new RequestBookmarks(request, response, bookmarks, CURRENT.get());
        CURRENT.set(opened);
        return opened;
    }

    /** Adds the bookmark a forwarded call answered with to the request on this thread, if it has one. */
    public static void committed(String bookmark) {
        RequestBookmarks current = CURRENT.get();
        if (current != null) {
            current.add(Bookmarks.parse(bookmark));
        }
    }

    /** The request's URI, for messages. */
    String uri() {
        return this.request.getRequestURI();
    }

    /** The bookmarks now. */
    Bookmarks bookmarks() {
        return this.bookmarks;
    }

    /** Replaces what the request holds, e.g. without the bookmarks of an epoch the edge left. */
    void replace(Bookmarks kept) {
        if (!kept.equals(this.bookmarks)) {
            this.bookmarks = kept;
            store();
        }
    }

    private void add(Bookmarks added) {
        Bookmarks next = this.bookmarks.with(added);
        if (!next.equals(this.bookmarks)) {
            this.bookmarks = next;
            store();
        }
    }

    private void store() {
        String text = this.bookmarks.toString();
        HttpSession session = this.request.getSession(false);
        if (session != null) {
            try {
                session.setAttribute(ATTRIBUTE, text);
            } catch (IllegalStateException invalidated) {
                // the application ended the session meanwhile
            }
        }
        if (!this.response.isCommitted()) {
            Cookie cookie = new Cookie(COOKIE, text);
            String path = this.request.getContextPath();
            cookie.setPath(path == null || path.isEmpty() ? "/" : path);
            cookie.setHttpOnly(true);
            cookie.setMaxAge(text.isEmpty() ? 0 : -1);
            this.response.addCookie(cookie);
        }
    }

    @Override
    public void close() {
        if (CURRENT.get() == this) {
            if (this.outer == null) {
                CURRENT.remove();
            } else {
                CURRENT.set(this.outer);
            }
        }
    }

    private static String unquote(String value) {
        if (value != null && value.length() >= 2 && value.startsWith("\"") && value.endsWith("\"")) {
            return value.substring(1, value.length() - 1);
        }
        return value;
    }
}
