// SPDX-License-Identifier: Apache-2.0
package org.outpost.changestream.serving;

import java.io.FilterOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.net.InetSocketAddress;
import java.net.URI;
import java.net.URLDecoder;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Base64;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;

import com.sun.net.httpserver.HttpExchange;
import com.sun.net.httpserver.HttpServer;
import org.outpost.changestream.http.ChangeStreamPaths;

/**
 * The test adapter of {@link ChangeStreamEndpoints}: the JDK's HTTP server on 127.0.0.1, an ephemeral port, routing
 * {@link ChangeStreamPaths} to the registered streams after checking Basic credentials (401 otherwise), as the
 * WildFly wiring does with Undertow. Faults for tests: {@link #cutAfter} ends a response body after so many bytes,
 * {@link #dropLast} leaves out its last bytes, {@link #throttle} pauses after every write.
 */
final class ServingHttpServer implements AutoCloseable {

    private final HttpServer server;
    private final ExecutorService executor = Executors.newCachedThreadPool();
    private final Map<String, ChangeStreamEndpoints> streams = new ConcurrentHashMap<>();
    private final String authorization;
    private volatile long cutAfterBytes = Long.MAX_VALUE;
    private volatile int dropLastBytes;
    private volatile long pauseMillis;

    ServingHttpServer(String user, String password) throws IOException {
        authorization = "Basic " + Base64.getEncoder()
                .encodeToString((user + ":" + password).getBytes(StandardCharsets.UTF_8));
        server = HttpServer.create(new InetSocketAddress("127.0.0.1", 0), 0);
        server.createContext(ChangeStreamPaths.BASE + "/", this::exchange);
        server.setExecutor(executor);
        server.start();
    }

    void register(ChangeStreamEndpoints endpoints) {
        streams.put(endpoints.stream(), endpoints);
    }

    /** Main's URL. */
    URI uri() {
        return URI.create("http://127.0.0.1:" + server.getAddress().getPort());
    }

    /** Ends every response body after {@code bytes} bytes (the handler then fails), until reset with a negative value. */
    void cutAfter(long bytes) {
        cutAfterBytes = bytes < 0 ? Long.MAX_VALUE : bytes;
    }

    /** Leaves out the last {@code bytes} bytes of every response body, 0 for none. */
    void dropLast(int bytes) {
        dropLastBytes = bytes;
    }

    /** Pauses after every body write (a slow network), 0 for none. */
    void throttle(long millis) {
        pauseMillis = millis;
    }

    private void exchange(HttpExchange exchange) throws IOException {
        try (exchange) {
            Optional<ChangeStreamPaths.Target> target = ChangeStreamPaths.parse(exchange.getRequestURI().getPath());
            if (!authorization.equals(exchange.getRequestHeaders().getFirst("Authorization"))) {
                exchange.getResponseHeaders().add("WWW-Authenticate", "Basic realm=\"outpost\"");
                exchange.sendResponseHeaders(401, -1);
                return;
            }
            ChangeStreamEndpoints endpoints = target.map(t -> streams.get(t.stream())).orElse(null);
            if (endpoints == null) {
                exchange.sendResponseHeaders(404, -1);
                return;
            }
            if (!exchange.getRequestMethod().equals("GET")) {
                exchange.sendResponseHeaders(405, -1);
                return;
            }
            Response response = new Response(exchange);
            try {
                endpoints.handle(target.get().subPath(), query(exchange.getRequestURI().getRawQuery()), response);
            } catch (IOException | RuntimeException e) {
                if (!response.started) {
                    exchange.sendResponseHeaders(500, -1);
                }
                // Otherwise the body just ends here: what a dropped connection looks like to the edge.
                return;
            }
            if (!response.started) {
                exchange.sendResponseHeaders(response.status, -1);
            }
        }
    }

    private static Map<String, List<String>> query(String raw) {
        Map<String, List<String>> query = new LinkedHashMap<>();
        if (raw != null) {
            for (String pair : raw.split("&")) {
                int equals = pair.indexOf('=');
                String name = URLDecoder.decode(equals < 0 ? pair : pair.substring(0, equals), StandardCharsets.UTF_8);
                String value = equals < 0 ? "" : URLDecoder.decode(pair.substring(equals + 1), StandardCharsets.UTF_8);
                query.computeIfAbsent(name, n -> new ArrayList<>()).add(value);
            }
        }
        return query;
    }

    @Override
    public void close() {
        server.stop(0);
        executor.shutdownNow();
    }

    private final class Response implements ServingResponse {
        private final HttpExchange exchange;
        private int status = 200;
        private boolean started;

        Response(HttpExchange exchange) {
            this.exchange = exchange;
        }

        @Override
        public void status(int code) {
            status = code;
        }

        @Override
        public void header(String name, String value) {
            exchange.getResponseHeaders().add(name, value);
        }

        @Override
        public OutputStream body() throws IOException {
            started = true;
            exchange.sendResponseHeaders(status, 0);
            return new Faulty(exchange.getResponseBody(), cutAfterBytes, dropLastBytes, pauseMillis);
        }
    }

    /** Cuts the body after a number of bytes, holds back (so finally drops) its last bytes, pauses after each write. */
    private static final class Faulty extends FilterOutputStream {
        private long left;
        private final long pauseMillis;
        private final byte[] held;
        private int heldCount;

        Faulty(OutputStream out, long limit, int dropLast, long pauseMillis) {
            super(out);
            this.left = limit;
            this.held = new byte[dropLast];
            this.pauseMillis = pauseMillis;
        }

        @Override
        public void write(int b) throws IOException {
            write(new byte[] {(byte) b}, 0, 1);
        }

        @Override
        public void write(byte[] bytes, int offset, int length) throws IOException {
            if (held.length > 0) {
                byte[] all = new byte[heldCount + length];
                System.arraycopy(held, 0, all, 0, heldCount);
                System.arraycopy(bytes, offset, all, heldCount, length);
                heldCount = Math.min(held.length, all.length);
                System.arraycopy(all, all.length - heldCount, held, 0, heldCount);
                bytes = all;
                offset = 0;
                length = all.length - heldCount;
            }
            int allowed = (int) Math.min(length, left);
            out.write(bytes, offset, allowed);
            left -= allowed;
            if (allowed < length) {
                out.flush();
                throw new IOException("test fault: body cut");
            }
            if (pauseMillis > 0) {
                out.flush();
                try {
                    Thread.sleep(pauseMillis);
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                    throw new IOException("interrupted", e);
                }
            }
        }
    }
}
