// SPDX-License-Identifier: Apache-2.0
package org.outpost.extension.bookmark;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.lang.reflect.Proxy;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.UUID;

import jakarta.servlet.ServletOutputStream;
import jakarta.servlet.WriteListener;
import jakarta.servlet.http.Cookie;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;

import com.sun.net.httpserver.HttpServer;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.outpost.changestream.bookmark.Bookmark;
import org.outpost.changestream.bookmark.Bookmarks;

/**
 * Policy {@code forward} against a stand-in for main (a JDK HTTP server): the edge marks the request as forwarded by
 * it, and the bookmark main answers with becomes the user's (his cookie), not a header passed on.
 */
class MainReadForwarderTest {

    private static final Bookmark COMMITTED = new Bookmark("counters-1a2b3c4d", UUID.randomUUID(), 7);

    private HttpServer main;
    private final List<List<String>> forwardedBy = new ArrayList<>();

    @BeforeEach
    void startMain() throws IOException {
        this.main = HttpServer.create(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0), 0);
        this.main.createContext("/counters/counter", exchange -> {
            this.forwardedBy.add(exchange.getRequestHeaders().getOrDefault(MainPageFilter.FORWARDED_BY_HEADER, List.of()));
            byte[] body = "4".getBytes(StandardCharsets.UTF_8);
            exchange.getResponseHeaders().add(MainPageFilter.BOOKMARK_HEADER, COMMITTED.toString());
            exchange.getResponseHeaders().add("X-Page", "counter");
            exchange.sendResponseHeaders(200, body.length);
            try (OutputStream out = exchange.getResponseBody()) {
                out.write(body);
            }
        });
        this.main.start();
    }

    @AfterEach
    void stopMain() {
        this.main.stop(0);
    }

    @Test
    void whatMainCommittedBecomesTheUsersBookmark() throws IOException {
        FakeResponse answer = new FakeResponse();
        HttpServletRequest request = request("GET", Map.of(MainPageFilter.FORWARDED_BY_HEADER, "intruder", "Accept", "text/plain"));
        MainReadForwarder forwarder = new MainReadForwarder("http://127.0.0.1:" + this.main.getAddress().getPort() + "/", "edge-1",
                Duration.ofSeconds(10));
        try (RequestBookmarks bookmarks = RequestBookmarks.open(request, answer.proxy(), Bookmarks.none())) {
            forwarder.forward(request, answer.proxy(), "main has been unreachable for 3000 ms");
            assertEquals(COMMITTED.toString(), bookmarks.bookmarks().toString());
        }

        assertEquals(List.of(List.of("edge-1")), this.forwardedBy, "main hears which edge forwarded, whatever the user sent");
        assertEquals(200, answer.status);
        assertEquals("4", answer.body.toString(StandardCharsets.UTF_8));
        assertEquals(List.of("main"), answer.headers.get(BookmarkFilter.FORWARDED_HEADER));
        assertEquals(List.of("counter"), answer.headers.get("x-page"), "main's other headers pass");
        assertFalse(answer.headers.keySet().stream().anyMatch(MainPageFilter.BOOKMARK_HEADER::equalsIgnoreCase), "main's bookmark header is the edge's");
        Cookie cookie = answer.cookies.get(answer.cookies.size() - 1);
        assertEquals(RequestBookmarks.COOKIE, cookie.getName());
        assertEquals(COMMITTED.toString(), cookie.getValue());
    }

    @Test
    void aRequestThatMayWriteIsNotForwarded() throws IOException {
        FakeResponse answer = new FakeResponse();
        HttpServletRequest request = request("POST", Map.of());
        new MainReadForwarder("http://127.0.0.1:" + this.main.getAddress().getPort(), "edge-1", Duration.ofSeconds(10))
                .forward(request, answer.proxy(), "lagging");
        assertEquals(503, answer.status);
        assertEquals(List.of(), this.forwardedBy);
        assertNull(answer.headers.get(BookmarkFilter.FORWARDED_HEADER));
    }

    /** A request for {@code /counters/counter?op=add&id=1&amount=4} without session or cookies. */
    private static HttpServletRequest request(String method, Map<String, String> headers) {
        return (HttpServletRequest) Proxy.newProxyInstance(MainReadForwarderTest.class.getClassLoader(),
                new Class<?>[] {HttpServletRequest.class}, (proxy, called, args) -> switch (called.getName()) {
                    case "getMethod" -> method;
                    case "getRequestURI" -> "/counters/counter";
                    case "getContextPath" -> "/counters";
                    case "getQueryString" -> "op=add&id=1&amount=4";
                    case "getHeaderNames" -> Collections.enumeration(headers.keySet());
                    case "getHeaders" -> Collections.enumeration(List.of(headers.get((String) args[0])));
                    case "getCookies", "getSession" -> null;
                    case "toString" -> method + " /counters/counter";
                    default -> throw new UnsupportedOperationException(called.getName());
                });
    }

    /** What the forwarder answered the user. */
    private static final class FakeResponse {

        private int status;
        private final Map<String, List<String>> headers = new LinkedHashMap<>();
        private final List<Cookie> cookies = new ArrayList<>();
        private final ByteArrayOutputStream body = new ByteArrayOutputStream();

        HttpServletResponse proxy() {
            return (HttpServletResponse) Proxy.newProxyInstance(MainReadForwarderTest.class.getClassLoader(),
                    new Class<?>[] {HttpServletResponse.class}, (proxy, called, args) -> {
                        switch (called.getName()) {
                            case "setStatus" -> this.status = (Integer) args[0];
                            case "addHeader" -> this.headers.computeIfAbsent((String) args[0], name -> new ArrayList<>()).add((String) args[1]);
                            case "setHeader" -> this.headers.put((String) args[0], new ArrayList<>(List.of((String) args[1])));
                            case "addCookie" -> this.cookies.add((Cookie) args[0]);
                            case "isCommitted" -> {
                                return false;
                            }
                            case "resetBuffer", "setContentType" -> {
                            }
                            case "getOutputStream" -> {
                                return stream();
                            }
                            default -> throw new UnsupportedOperationException(called.getName());
                        }
                        return null;
                    });
        }

        private ServletOutputStream stream() {
            return new ServletOutputStream() {
                @Override
                public void write(int b) {
                    FakeResponse.this.body.write(b);
                }

                @Override
                public boolean isReady() {
                    return true;
                }

                @Override
                public void setWriteListener(WriteListener listener) {
                    throw new UnsupportedOperationException();
                }
            };
        }
    }
}
