// SPDX-License-Identifier: Apache-2.0
package org.outpost.testsupport;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.io.IOException;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.nio.charset.StandardCharsets;

import com.sun.net.httpserver.HttpServer;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/** Against a small HTTP server on loopback that answers {@code op=echo} with its query and sets a cookie. */
class OpClientTest {

    private HttpServer http;
    private OpClient client;

    @BeforeEach
    void start() throws IOException {
        this.http = HttpServer.create(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0), 0);
        this.http.createContext("/shop/orders", exchange -> {
            String query = exchange.getRequestURI().getRawQuery();
            int status = query.startsWith("op=echo") ? 200 : 500;
            byte[] body = (" " + query + "\n").getBytes(StandardCharsets.UTF_8);
            exchange.getResponseHeaders().add("Set-Cookie", "Outpost-Bookmark=s:e:1; Path=/shop");
            exchange.sendResponseHeaders(status, body.length);
            try (OutputStream out = exchange.getResponseBody()) {
                out.write(body);
            }
        });
        this.http.start();
        WildFlyServer server = new WildFlyServer("edge", "127.0.0.1", 1, this.http.getAddress().getPort());
        this.client = new OpApplication("shop.ear", "shop.war", OpApplicationTest.ShopServlet.class).client(server);
    }

    @AfterEach
    void stop() {
        this.http.stop(0);
    }

    @Test
    void anOpIsAQueryOfEncodedPairsAndItsAnswerTheTrimmedBody() {
        assertEquals("op=echo&name=desk+lamp&id=7", this.client.call("echo", "name", "desk lamp", "id", 7));
        assertEquals("op=echo", this.client.callAsync("echo").join());
        IllegalArgumentException odd = assertThrows(IllegalArgumentException.class, () -> this.client.call("echo", "name"));
        assertEquals("echo: parameters come as name, value pairs, got 1 values", odd.getMessage());
    }

    @Test
    void anotherStatusNamesTheServerAndTheOp() {
        IllegalStateException failed = assertThrows(IllegalStateException.class, () -> this.client.call("break"));
        assertEquals("edge answered 500 to break:  op=break\n", failed.getMessage());
        assertEquals(" op=break\n", this.client.failure("break"));
        AssertionError notFailed = assertThrows(AssertionError.class, () -> this.client.failure("echo"));
        assertEquals("edge answered 200 to echo, expected 500:  op=echo\n", notFailed.getMessage());
    }

    @Test
    void onlyAClientWithCookiesKeepsThem() {
        this.client.call("echo");
        assertNull(this.client.cookie("Outpost-Bookmark"));
        OpClient browser = this.client.withCookies();
        browser.call("echo");
        assertEquals("s:e:1", browser.cookie("Outpost-Bookmark"));
    }
}
